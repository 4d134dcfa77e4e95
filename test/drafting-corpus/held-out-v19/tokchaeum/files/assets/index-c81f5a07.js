/* marko runtime + hydrate entry (stub) */
