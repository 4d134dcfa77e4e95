/* app bundle: bootstrap 5 (stub) */
