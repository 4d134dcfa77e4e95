// Cenotia: consentimiento de cookies
