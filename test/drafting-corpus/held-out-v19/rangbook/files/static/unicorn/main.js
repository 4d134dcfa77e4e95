/* Unicorn Platform main.js stub */ document.querySelectorAll(".js-faq-toggle").forEach(function(b){b.onclick=function(){var c=b.nextElementSibling;c.hidden=!c.hidden}});
