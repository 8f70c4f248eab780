import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useRunStore } from '../../store/runStore';
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

/** Tells React of a new painted frame at once: the main panels. */
function subscribeNow(notify: () => void) {
  return useRunStore.subscribe((s, prev) => {
    if (s.painted !== prev.painted) notify();
  });
}

/** Tells React of a new painted frame a task later while the run plays: the side column. */
function subscribeLagged(notify: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = useRunStore.subscribe((s, prev) => {
    if (s.painted === prev.painted) return;
    clearTimeout(timer);
    // Not running: in the same render as the other panels, so a step never shows two steps.
    if (s.playing || s.draining) timer = setTimeout(notify, 0);
    else notify();
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

/**
 * The frame the heavy panels draw: the run at its cursor, repainted a few times a second at top
 * speed (see playbackEngine.ts). A new object on every repaint, so a memo keyed on it follows.
 */
export function useRunFrame(): RunFrame | null {
  const lagged = useContext(LaggedContext);
  return useSyncExternalStore(lagged ? subscribeLagged : subscribeNow, paintedFrame);
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
