(function(){var t=document.querySelector(".navbar-toggler");t&&t.addEventListener("click",function(){document.getElementById("galvenaIzvelne").classList.toggle("show")})})();
