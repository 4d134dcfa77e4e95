/* Breakdance script (stub) */
