import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { isRunning } from '../../store/isRunning';
import { useRunStore } from '../../store/runStore';
import { paintedSubscriptions } from '../playback/paintedSubscriptions';
import type { RunFrame } from '../../store/runTimeline';

/** Inside: the panels repaint a task after the others while the run plays or runs to the end. */
const LaggedContext = createContext(false);

/**
 * Wraps panels that are secondary during fast playback (the frontier and side columns). A repaint
 * of every panel in one task is one long task on a slow machine; this splits it, the board first
 * and these a task later (each panel in its own task), their layout and paint in the next frame,
 * which records nothing at top speed (playbackDriver.ts). Stepping by hand repaints everything at
 * once, as before.
 */
export function LaggedRepaint({ children }: { children: ReactNode }) {
  return createElement(LaggedContext.Provider, { value: true }, children);
}

const paintedFrame = () => useRunStore.getState().painted;

/** The main panels hear of a new painted frame at once, the side column a task later. */
const subscriptions = paintedSubscriptions(useRunStore);

/**
 * The frame the heavy panels draw: the run at its cursor, repainted a few times a second at top
 * speed (see playbackEngine.ts). A new object on every repaint, so a memo keyed on it follows.
 */
export function useRunFrame(): RunFrame | null {
  const lagged = useContext(LaggedContext);
  return useSyncExternalStore(lagged ? subscriptions.lagged : subscriptions.now, paintedFrame);
}

/** The replay view at the cursor (the replayer reuses the object: read it, do not keep it). */
export function useRunView() {
  return useRunFrame()?.view ?? null;
}

/**
 * The children of the expansion on screen (the narration's summary): the painted frame's, so at
 * top speed a panel neither re-renders on every recording frame nor tells another step's children.
 */
export function useExpansionChildren() {
  return useRunFrame()?.expansionChildren ?? null;
}

export function usePuzzle() {
  return useRunStore((s) => s.session?.puzzle ?? null);
}

/**
 * The replay view for a side panel that is often scrolled out of sight (the closed set under the
 * listing): while the run plays or runs to the end, a repaint it cannot be seen to make is held
 * back until it comes into view or the run stops, so its mini boards cost neither a render nor a
 * layout meanwhile. Paused, stepped or ended, it repaints as any lagged panel does. `ref` goes on
 * the panel's element.
 */
export function useRunViewWhenSeen(): { ref: (element: Element | null) => void; view: RunFrame['view'] } {
  const gate = useRef<SeenGate | null>(null);
  gate.current ??= { seen: true, held: null, observer: null };
  const g = gate.current;
  const subscribe = useCallback(
    (notify: () => void) => {
      const unsubscribe = subscriptions.lagged(() => {
        if (g.seen || !isRunning(useRunStore.getState())) notify();
        else g.held = notify;
      });
      // The run's last repaint comes while it still runs: held, it is released as the run stops.
      const unwatch = useRunStore.subscribe((s) => {
        if (!isRunning(s)) release(g);
      });
      return () => {
        unsubscribe();
        unwatch();
        g.held = null;
      };
    },
    [g],
  );
  const ref = useCallback(
    (element: Element | null) => {
      g.observer?.disconnect();
      g.observer = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      g.observer = new IntersectionObserver((entries) => {
        g.seen = entries[entries.length - 1].isIntersecting;
        if (g.seen) release(g);
      });
      g.observer.observe(element);
    },
    [g],
  );
  return { ref, view: useSyncExternalStore(subscribe, paintedFrame)?.view ?? null };
}

interface SeenGate {
  /** In view, as the panel's IntersectionObserver last said (in view until it says otherwise). */
  seen: boolean;
  /** The repaint held back while out of view. */
  held: (() => void) | null;
  observer: IntersectionObserver | null;
}

function release(gate: SeenGate): void {
  const notify = gate.held;
  gate.held = null;
  notify?.();
}
