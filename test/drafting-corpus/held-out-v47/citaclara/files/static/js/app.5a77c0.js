document.querySelectorAll('.transcripcion-boton').forEach(function(b){b.onclick=function(){var t=document.getElementById('transcripcion');t.hidden=!t.hidden;}});
