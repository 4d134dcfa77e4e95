var zenario={init:function(){},acceptCookies:function(){}};
