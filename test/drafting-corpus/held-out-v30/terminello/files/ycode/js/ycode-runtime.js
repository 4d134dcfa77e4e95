document.querySelectorAll('[data-ycode-interaction=accordion] button').forEach(function(b){b.onclick=function(){b.nextElementSibling.classList.toggle('hidden')}});
