document.querySelector(".menu-toggle")?.addEventListener("click",()=>{const n=document.querySelector(".nav-mobile");n.hidden=!n.hidden});
