// tydra
