/* js/pages/investors.page.js */
