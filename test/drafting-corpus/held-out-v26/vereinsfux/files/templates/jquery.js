/* jQuery stub */window.jQuery=window.jQuery||{noConflict:function(){}};
