/* js/pages/contact.page.js */
