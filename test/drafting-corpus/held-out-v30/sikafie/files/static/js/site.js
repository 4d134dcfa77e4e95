document.querySelectorAll('[data-tpl]').forEach(function(el){var t=document.getElementById(el.dataset.tpl);if(t&&window.Handlebars){el.innerHTML=Handlebars.compile(t.innerHTML)({});}});
