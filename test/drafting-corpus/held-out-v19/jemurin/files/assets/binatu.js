document.addEventListener("DOMContentLoaded",function(){var t=document.querySelector(".menu-toggle");if(t)t.onclick=function(){document.getElementById("nav").classList.toggle("open")}});
