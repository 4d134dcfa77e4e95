function toggle_collapse(o){var e=document.getElementById(o);e.style.display=e.style.display=='none'?'':'none';}
