/* landingi runtime stub */
(function(){window.dataLayer=window.dataLayer||[];})();
