/**
 * Runs `run` when the browser is next idle, or after `timeout` ms of a busy one (none: whenever it
 * is idle); where the browser has no idle callback (Safari), after `fallback` ms. Returns the cancel.
 */
export function whenIdle(
  run: () => void,
  { timeout, fallback = 0 }: { readonly timeout?: number; readonly fallback?: number } = {},
): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, fallback);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
  return () => cancelIdleCallback(idle);
}
