$(function(){$('.accordion-button').on('click',function(){$($(this).data('target')).toggle();});});
