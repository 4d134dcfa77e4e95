const t=document.querySelector(".nav-toggle");t?.addEventListener("click",()=>{const e=document.getElementById("menu-movil");e.hidden=!e.hidden});
