function faqslider_toggle(id){var e=document.getElementById(id);e.style.display=e.style.display=='none'?'block':'none';}
