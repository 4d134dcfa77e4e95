/* Mozello site runtime */
window.mozello={init:function(){}};
