document.querySelectorAll("details").forEach(function(d){d.addEventListener("toggle",function(){})});
