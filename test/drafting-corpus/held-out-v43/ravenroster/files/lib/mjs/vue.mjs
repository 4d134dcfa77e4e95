/* vue.esm-browser.prod.js v3.4 */export {}
