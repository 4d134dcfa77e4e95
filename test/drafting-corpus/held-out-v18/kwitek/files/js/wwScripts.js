/* WebWave runtime stub: popups, mobile menu, cookie bar */
