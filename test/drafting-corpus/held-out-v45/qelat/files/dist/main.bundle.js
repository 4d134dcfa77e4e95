/* amber.js + webpack bundle */
(function(){document.documentElement.className+=" js"})();
