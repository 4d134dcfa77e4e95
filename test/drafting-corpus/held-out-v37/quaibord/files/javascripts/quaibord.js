$(function(){ $(".faq dt").on("click",function(){ $(this).next().toggle(); }); });
