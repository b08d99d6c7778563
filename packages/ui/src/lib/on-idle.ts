/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`), or after a short timeout where
 * `requestIdleCallback` is missing (Safari). Code that only matters after an interaction is prefetched this way: idle
 * loading is not first-load JavaScript, and the first interaction finds it loaded. Returns the cancel function.
 */
export function onIdle(callback: () => void, timeoutMs = 2000, target: Window = window): () => void {
  if (typeof target.requestIdleCallback === 'function') {
    const handle = target.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => target.cancelIdleCallback(handle);
  }
  const timer = target.setTimeout(callback, 200);
  return () => target.clearTimeout(timer);
}
