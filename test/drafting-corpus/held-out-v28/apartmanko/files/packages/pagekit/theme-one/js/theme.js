/* theme-one */jQuery(function($){});
