document.querySelector(".nav-toggle")?.addEventListener("click",e=>{const b=e.currentTarget;b.setAttribute("aria-expanded",b.getAttribute("aria-expanded")!=="true")});
