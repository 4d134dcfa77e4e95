document.querySelector(".js-drawer")&&document.querySelector(".js-drawer").addEventListener("click",function(){document.querySelector(".js-drawer-menu").classList.toggle("is-open")});
