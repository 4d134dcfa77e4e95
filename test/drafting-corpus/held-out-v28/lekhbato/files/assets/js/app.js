(function(){var c=document.getElementById('cookieConsent');if(c&&!document.cookie.match(/lb_cookie=1/)){c.classList.remove('d-none');}})();
