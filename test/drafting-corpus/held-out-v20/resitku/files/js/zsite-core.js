/* Zoho Sites core (stub) */
