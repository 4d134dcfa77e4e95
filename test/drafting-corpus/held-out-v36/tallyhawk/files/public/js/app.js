$(function(){ $(".th-cta").on("click", function(){ }); });
