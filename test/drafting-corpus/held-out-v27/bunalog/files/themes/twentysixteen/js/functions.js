(function($){$("#menu-toggle").on("click",function(){$("#site-header-menu").toggleClass("toggled-on")})})(jQuery);
