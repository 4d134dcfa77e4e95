/* js/pages/blog-post.page.js */
