/* substack client bundle (stub) */
