/* jQuery + SPIP ajaxCallback (stub) */
