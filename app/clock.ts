// The one clock. Launch weeks, queues and expiries read time here so tests can move it.
let fixed: Date | undefined;

export function now(): Date {
  return fixed ? new Date(fixed) : new Date();
}

/** Tests only: freeze time at `at` until resetClock(). */
export function setClock(at: Date | string): void {
  fixed = new Date(at);
}

export function resetClock(): void {
  fixed = undefined;
}
