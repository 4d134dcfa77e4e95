document.querySelector('.nav-toggle')?.addEventListener('click',e=>{const n=document.getElementById('main-nav');n.classList.toggle('open');});
