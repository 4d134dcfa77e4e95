$('.mm-toggle').on('click',function(){$('.mob-menu').toggle();});
