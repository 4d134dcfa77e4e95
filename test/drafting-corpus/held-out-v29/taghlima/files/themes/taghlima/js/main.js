$(function(){$('.linky').on('click',function(e){e.preventDefault();$('#tray').toggleClass('active');});});
