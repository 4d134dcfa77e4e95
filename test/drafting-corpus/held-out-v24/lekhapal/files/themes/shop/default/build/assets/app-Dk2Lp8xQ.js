/* vite build: shop app (Vue 3) */
