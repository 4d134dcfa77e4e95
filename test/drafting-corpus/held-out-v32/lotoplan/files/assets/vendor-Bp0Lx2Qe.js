/* preact + preact-iso */
