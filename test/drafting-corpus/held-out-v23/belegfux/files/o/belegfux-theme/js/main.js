/* belegfux theme js stub */
(function(){})();
