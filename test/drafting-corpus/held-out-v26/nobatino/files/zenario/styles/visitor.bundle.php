/* zenario visitor bundle */
.zenario_slot{position:relative}
