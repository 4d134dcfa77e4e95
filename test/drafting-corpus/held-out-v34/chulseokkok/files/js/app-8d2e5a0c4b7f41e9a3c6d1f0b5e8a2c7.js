document.querySelectorAll(".faq-q").forEach(b=>b.addEventListener("click",()=>{const a=b.nextElementSibling;a.hidden=!a.hidden;b.setAttribute("aria-expanded",String(!a.hidden))}));
