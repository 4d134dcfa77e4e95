document.querySelectorAll("#mainnav a").forEach(function(a){a.addEventListener("click",function(){});});
