document.addEventListener('keydown',function(e){if(e.key==='?'){var s=document.getElementById('kbd-help');s.hidden=!s.hidden;}});
