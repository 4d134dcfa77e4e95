/* jQuery v1.12.4 (stub, served by browse.php) */
