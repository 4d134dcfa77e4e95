/* js/pages/blog.page.js */
