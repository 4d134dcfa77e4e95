/* js/pages/features.page.js */
