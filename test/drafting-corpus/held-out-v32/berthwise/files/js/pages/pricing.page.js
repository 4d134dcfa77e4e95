/* js/pages/pricing.page.js */
