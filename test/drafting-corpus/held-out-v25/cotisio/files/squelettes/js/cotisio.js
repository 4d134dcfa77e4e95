jQuery(function($){$(".cookiebar-ok").on("click",function(){$("#cookiebar").hide()})});
