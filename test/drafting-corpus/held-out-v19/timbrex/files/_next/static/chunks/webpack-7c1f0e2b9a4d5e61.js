/* next.js chunk (stub) */
