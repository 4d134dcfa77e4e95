(function(){var m=document.getElementById('menu-principal');})();
