/* nav toggle + cookie notice */
