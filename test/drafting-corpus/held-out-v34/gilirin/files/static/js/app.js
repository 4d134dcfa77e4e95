document.body.addEventListener("htmx:afterSwap",()=>{});
