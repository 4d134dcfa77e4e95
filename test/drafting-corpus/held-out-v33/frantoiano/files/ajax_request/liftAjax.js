// Lift ajax support
var liftAjax = {lift_ajaxHandler: function(){}};
