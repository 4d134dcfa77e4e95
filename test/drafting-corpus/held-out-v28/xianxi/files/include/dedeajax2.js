/* dedeajax2 stub */
