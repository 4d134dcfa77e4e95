/* Horlio.Site */ document.documentElement.classList.add("js");
