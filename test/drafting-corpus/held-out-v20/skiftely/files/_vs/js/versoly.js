/* versoly runtime (stub) */
document.documentElement.classList.add("vs-ready");
