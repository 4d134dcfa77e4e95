$(function(){$(".navbar-toggle").attr("aria-label","Menu");});
