var AjaxForm={initialize:function(c){this.config=c}};
