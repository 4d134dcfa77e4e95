document.querySelector("[data-cookie-ok]")?.addEventListener("click",()=>document.getElementById("cookie-bar").remove());
