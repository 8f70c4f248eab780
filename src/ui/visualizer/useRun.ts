import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
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
