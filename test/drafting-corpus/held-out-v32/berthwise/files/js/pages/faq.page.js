/* js/pages/faq.page.js */
