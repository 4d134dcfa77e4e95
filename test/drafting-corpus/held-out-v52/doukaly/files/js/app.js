(function(){var t=document.querySelector(".main-nav");if(!t)return;})();
