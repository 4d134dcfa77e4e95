document.addEventListener('DOMContentLoaded',function(){var d=JSON.parse(document.getElementById('search-index').textContent);window.kazyoDocs=d;});
