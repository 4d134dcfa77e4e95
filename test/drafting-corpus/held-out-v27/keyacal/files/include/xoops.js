/* xoops.js */
function xoopsGetElementById(id){return document.getElementById(id);}
