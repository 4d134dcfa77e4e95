/*! jQuery v3.7.1 (placeholder) */
