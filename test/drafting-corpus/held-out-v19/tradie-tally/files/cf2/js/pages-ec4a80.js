(function(){/* modal + nav toggles */})();
