document.querySelector('.nav-toggle')&&document.querySelector('.nav-toggle').addEventListener('click',function(){var n=document.getElementById('mobile-nav');n.hidden=!n.hidden;});
