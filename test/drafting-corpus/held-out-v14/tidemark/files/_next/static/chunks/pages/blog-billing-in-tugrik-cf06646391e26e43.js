/* next build output (stub) */
