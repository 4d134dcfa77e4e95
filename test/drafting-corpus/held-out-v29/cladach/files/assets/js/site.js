document.querySelectorAll('.accordion-button').forEach(function(b){b.addEventListener('click',function(){document.getElementById(b.getAttribute('aria-controls')).classList.toggle('show');});});
