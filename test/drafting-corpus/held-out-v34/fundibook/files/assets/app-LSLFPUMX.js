(()=>{"use strict";document.addEventListener("click",e=>{const t=e.target.closest("[data-action='nav#toggle']");t&&document.getElementById("main-nav").classList.toggle("open")})})();
