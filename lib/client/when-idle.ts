/**
 * Runs `work` once the browser is idle (after 1.5 s where requestIdleCallback is missing, as in Safari); the
 * answer cancels it. For parts that must not compete with the page's first paint and hydration.
 */
export function whenIdle(work: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1_500);
  return () => window.clearTimeout(handle);
}
