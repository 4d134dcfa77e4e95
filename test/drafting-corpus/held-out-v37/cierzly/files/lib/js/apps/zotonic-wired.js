/* zotonic-wired placeholder */ function z_init_postback_forms(){}
