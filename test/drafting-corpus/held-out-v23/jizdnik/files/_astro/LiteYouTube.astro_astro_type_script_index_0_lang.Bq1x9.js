/* lite-youtube stub */
