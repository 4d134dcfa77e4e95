document.body.classList.add("ready");
