/**
 * The time source of playback: what the engine and its driver wait on. Injected, so a test can
 * drive an engine with its own clock instead of stubbing modules.
 */
export interface Clock {
  /** Milliseconds, monotonic. */
  now(): number;
  /** Calls back at the next animation frame; returns a cancel. */
  nextFrame(callback: (now: number) => void): () => void;
  /** Calls back in a later task (the page paints and takes input in between); returns a cancel. */
  nextTask(callback: () => void): () => void;
}

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

/** The page's clock: performance.now, animation frames, timer tasks. */
export const pageClock: Clock = { now: () => performance.now(), nextFrame, nextTask };
