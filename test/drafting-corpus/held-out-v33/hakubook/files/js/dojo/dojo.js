/* Dojo Toolkit 1.17.3 (placeholder build) */
