(function () {
  var burger = document.querySelector('.site-header__burger');
  var menu = document.getElementById('mobile-nav');
  if (burger && menu) burger.addEventListener('click', function () {
    var open = menu.hasAttribute('hidden');
    if (open) menu.removeAttribute('hidden'); else menu.setAttribute('hidden', '');
    burger.setAttribute('aria-expanded', String(open));
  });
  // Konami code: show the secret board.
  var code = [38, 38, 40, 40, 37, 39, 37, 39, 66, 65], pos = 0;
  document.addEventListener('keydown', function (e) {
    pos = (e.keyCode === code[pos]) ? pos + 1 : 0;
    if (pos === code.length) { document.getElementById('kumo-egg').removeAttribute('hidden'); pos = 0; }
  });
})();
