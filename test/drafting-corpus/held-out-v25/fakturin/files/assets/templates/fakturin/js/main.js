document.getElementById("cookieAccept")&&document.getElementById("cookieAccept").addEventListener("click",function(){document.getElementById("cookieNotice").style.display="none"});
