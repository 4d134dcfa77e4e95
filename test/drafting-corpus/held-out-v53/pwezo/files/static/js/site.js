document.querySelectorAll('form.contact-form').forEach(function(f){f.addEventListener('submit',function(){f.querySelector('button').disabled=true;});});
