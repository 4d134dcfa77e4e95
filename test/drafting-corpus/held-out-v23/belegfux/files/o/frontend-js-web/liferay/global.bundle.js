/* liferay global bundle stub */
window.AUI=window.AUI||function(){return{use:function(){}}};Liferay.Menu=function(){};
