/* nuxt runtime (stub) */
