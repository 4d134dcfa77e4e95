/* Instant Site runtime (stub) */
window.instantsite=window.instantsite||{};
