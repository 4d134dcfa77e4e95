/* aurelia 2 runtime */
