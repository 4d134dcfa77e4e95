/* userforms conditional display (stub) */
