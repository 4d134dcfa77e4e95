/* js/pages/about.page.js */
