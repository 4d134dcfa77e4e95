var zbp={cookie:{set:function(){}},comment:{}};
