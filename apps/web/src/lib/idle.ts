/** Runs `fn` when the browser is idle (at the latest after `timeout` ms). */
export function whenIdle(fn: () => void, timeout = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout });
  else setTimeout(fn, 200);
}
