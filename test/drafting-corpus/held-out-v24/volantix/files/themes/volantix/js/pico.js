/* Pico default theme nav toggle */
document.addEventListener('DOMContentLoaded',function(){});
