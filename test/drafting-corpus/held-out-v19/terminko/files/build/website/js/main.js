/* @sulu/web bundle (stub) */
window.web={startComponents:function(c){}};
