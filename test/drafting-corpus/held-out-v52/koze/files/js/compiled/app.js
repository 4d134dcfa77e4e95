/* shadow-cljs release build */
