// Kolbenheft site.js: Validierungsfehler aus ProblemDetails anzeigen
document.addEventListener('htmx:responseError', function (e) {
  var p = JSON.parse(e.detail.xhr.responseText || document.getElementById('problem-vorlage').textContent);
  var ziel = document.querySelector(e.detail.target ? '#' + e.detail.target.id : '#formular-antwort');
  if (ziel) ziel.textContent = p.title;
});
