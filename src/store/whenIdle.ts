/**
 * Runs `then` in the browser's next idle moment, or after `timeoutMs` where it never idles; a
 * fifth of a second later where there is no requestIdleCallback (Safari before 18). Returns a
 * cancel function. For optional work: preloading chunks, starting workers before they are needed.
 */
export function whenIdle(then: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 200);
  return () => clearTimeout(id);
}
