/* shadow-cljs release build */
var quincena=quincena||{};quincena.core={};quincena.core.init=function(){document.documentElement.classList.add("js")};quincena.core.init();
