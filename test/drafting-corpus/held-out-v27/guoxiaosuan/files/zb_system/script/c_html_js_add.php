/* c_html_js_add */
