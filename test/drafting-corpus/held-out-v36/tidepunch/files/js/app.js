document.addEventListener("htmx:afterSwap",function(){window.scrollTo(0,0)});
