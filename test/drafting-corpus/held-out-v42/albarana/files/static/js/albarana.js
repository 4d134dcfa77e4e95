document.addEventListener("DOMContentLoaded", function () {
  var toggler = document.querySelector(".navbar-toggler");
  var menu = document.getElementById("menu");
  if (toggler && menu) toggler.addEventListener("click", function () {
    var open = menu.classList.toggle("show");
    toggler.setAttribute("aria-label", open ? gettext("Close menu") : gettext("Open menu"));
  });
  document.querySelectorAll(".code-sample").forEach(function (pre) {
    var b = document.createElement("button"); b.textContent = gettext("Copy");
    b.addEventListener("click", function () { navigator.clipboard.writeText(pre.innerText); b.textContent = gettext("Copied!"); });
    pre.appendChild(b);
  });
});
