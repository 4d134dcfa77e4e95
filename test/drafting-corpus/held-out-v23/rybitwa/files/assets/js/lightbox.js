/* landingi lightbox stub */
document.addEventListener("click",function(e){var a=e.target.closest("[data-action=lightbox]");if(!a)return;e.preventDefault();document.querySelector(a.getAttribute("href")).style.display="block";});
