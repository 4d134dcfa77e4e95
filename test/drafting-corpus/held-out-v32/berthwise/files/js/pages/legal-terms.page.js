/* js/pages/legal-terms.page.js */
