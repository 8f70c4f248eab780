/** requestAnimationFrame where there is one (browsers), a 16 ms timer elsewhere (Node tests). */
export function nextFrame(callback: (now: number) => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const handle = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(handle);
  }
  const handle = setTimeout(() => callback(performance.now()), 16);
  return () => clearTimeout(handle);
}

/** Yields to the event loop between chunks of long work, so the tab stays responsive. */
export function nextTask(callback: () => void): () => void {
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}
