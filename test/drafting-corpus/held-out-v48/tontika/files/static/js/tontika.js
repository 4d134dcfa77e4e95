// Tontika
