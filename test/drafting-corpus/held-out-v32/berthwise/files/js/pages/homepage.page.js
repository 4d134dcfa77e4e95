/* js/pages/homepage.page.js */
