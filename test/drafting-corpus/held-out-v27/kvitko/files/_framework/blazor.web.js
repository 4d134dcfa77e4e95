/* blazor.web.js (stub) */
