/* Encore build */
(function(){var b=document.querySelector(".js-menu-toggle");if(b)b.addEventListener("click",function(){var m=document.getElementById("mobile-menu");m.hidden=!m.hidden;});})();
