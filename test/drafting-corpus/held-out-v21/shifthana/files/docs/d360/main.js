/* document360 kb bundle stub */
