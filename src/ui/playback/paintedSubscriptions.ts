/**
 * Subscriptions to a playback store's painted frame, for useSyncExternalStore: the panels that
 * draw at top speed only a few times a second. `now` tells React in the task that painted;
 * `lagged` a task later while the run plays or runs to the end, so a repaint of every panel is
 * not one long task: each lagged subscriber renders in a task of its own, and their layout and
 * paint fall in the next frame, which records nothing at top speed (playbackDriver.ts). Stepping
 * by hand tells both at once, so a step never shows two steps.
 */
import { isRunning } from '../../store/isRunning';

interface PaintedState {
  painted: unknown;
  playing: boolean;
  draining: boolean;
}

interface PaintedStore {
  subscribe(listener: (state: PaintedState, previous: PaintedState) => void): () => void;
}

export interface PaintedSubscriptions {
  now(notify: () => void): () => void;
  lagged(notify: () => void): () => void;
}

export function paintedSubscriptions(store: PaintedStore): PaintedSubscriptions {
  return {
    now: (notify) =>
      store.subscribe((s, prev) => {
        if (s.painted !== prev.painted) notify();
      }),
    lagged(notify) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const unsubscribe = store.subscribe((s, prev) => {
        if (s.painted === prev.painted) return;
        clearTimeout(timer);
        if (isRunning(s)) timer = setTimeout(notify, 0);
        else notify();
      });
      return () => {
        unsubscribe();
        clearTimeout(timer);
      };
    },
  };
}
