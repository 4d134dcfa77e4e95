/* stencil theme bundle stub */ window.stencilBootstrap=function(t,c){return{load:function(){}}};
