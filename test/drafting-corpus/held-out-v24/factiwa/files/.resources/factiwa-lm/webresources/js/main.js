/* factiwa-lm */
document.addEventListener("DOMContentLoaded",function(){var b=document.getElementById("cookie-consent");if(b&&localStorage.getItem("fw-consent"))b.hidden=true;});
