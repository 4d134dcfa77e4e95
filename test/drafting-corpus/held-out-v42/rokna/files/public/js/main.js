document.querySelectorAll('.form__editor').forEach(e=>e.addEventListener('input',()=>{document.getElementById('bod').value=e.innerText}));
