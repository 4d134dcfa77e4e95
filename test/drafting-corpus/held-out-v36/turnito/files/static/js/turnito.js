document.documentElement.className += " js";
