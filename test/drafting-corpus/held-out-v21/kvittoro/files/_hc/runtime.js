/* hocoos runtime stub */document.querySelectorAll("[data-hc-toggle]").forEach(function(b){b.onclick=function(){var m=document.getElementById(b.dataset.hcToggle);m.hidden=!m.hidden}});
