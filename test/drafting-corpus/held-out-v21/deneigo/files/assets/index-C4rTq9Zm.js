import"./vendor-B1xWf0Ls.js";/* analog app */
