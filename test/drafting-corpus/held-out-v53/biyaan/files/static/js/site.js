document.querySelectorAll('a[href^="/contact"]').forEach(function(a){a.dataset.track='cta'});
