/* js/pages/legal-privacy.page.js */
