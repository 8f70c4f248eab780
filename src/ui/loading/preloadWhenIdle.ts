/**
 * Fetches the parts of the app that are not on screen once the browser has nothing else to do,
 * one at a time, so they never compete with the first paint or a running search for the
 * network or the main thread.
 */
import { whenIdle } from '../../store/whenIdle';

type Preload = () => Promise<unknown>;

/** How long to wait for an idle moment before preloading anyway (the browser may never idle). */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Starts preloading `parts` in order, each in its own idle moment; returns a cancel function.
 * While `busy()` says the page is working hard (a run playing fast), it waits: the browser never
 * idles then, so the timeout would load a chunk anyway, and evaluating a chunk (or mounting the
 * panel it brings) is a task of tens of milliseconds in the middle of the playback.
 */
export function preloadWhenIdle(parts: readonly Preload[], busy: () => boolean = () => false): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const next = (index: number) => {
    if (cancelled || index >= parts.length) return;
    cancelWait = whenIdle(() => {
      if (busy()) {
        next(index);
        return;
      }
      // A failed preload is not an error: the part is fetched again when it is first opened.
      parts[index]().then(
        () => next(index + 1),
        () => next(index + 1),
      );
    }, IDLE_TIMEOUT_MS);
  };
  next(0);
  return () => {
    cancelled = true;
    cancelWait();
  };
}
