function acceptCookies(){document.getElementById("cookieNotice").style.display="none";}
