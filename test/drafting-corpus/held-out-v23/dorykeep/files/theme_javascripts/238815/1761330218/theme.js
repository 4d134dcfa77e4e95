/* Luna theme */
var Store={init:function(){}};
