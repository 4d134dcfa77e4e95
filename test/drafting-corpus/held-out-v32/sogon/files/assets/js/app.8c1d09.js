/* app bundle: m.route.prefix(""); m.mount(document.getElementById("app"), Layout) (placeholder) */
