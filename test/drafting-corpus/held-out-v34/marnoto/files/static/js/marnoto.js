// Marnoto
