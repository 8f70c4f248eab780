import { createContext, createElement, useContext, useEffect, useReducer, type ReactNode } from 'react';
import { useRunStore } from '../../store/runStore';

/** Inside: the panels repaint a task after the others while the run plays or runs to the end. */
const LaggedContext = createContext(false);

/**
 * Wraps panels that are secondary during fast playback (the side column). A repaint of every
 * panel in one task is one long task on a slow machine; this splits it in two, the main panels
 * first and these a task later. Stepping by hand repaints everything at once, as before.
 */
export function LaggedRepaint({ children }: { children: ReactNode }) {
  return createElement(LaggedContext.Provider, { value: true }, children);
}

/**
 * The replay view at the cursor. The replayer may update one view object in place, so
 * components re-render on `viewVersion` and then read the current view.
 */
export function useRunView() {
  const lagged = useContext(LaggedContext);
  useRunStore((s) => (lagged ? 0 : s.viewVersion));
  useLaggedRepaint(lagged);
  return useRunStore.getState().view;
}

function useLaggedRepaint(enabled: boolean) {
  const [, repaint] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useRunStore.subscribe((s, prev) => {
      if (s.viewVersion === prev.viewVersion) return;
      clearTimeout(timer);
      // Not running: in the same render as the other panels, so a step never shows two steps.
      if (s.playing || s.draining) timer = setTimeout(repaint, 0);
      else repaint();
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [enabled]);
}

export function usePuzzle() {
  return useRunStore((s) => s.session?.puzzle ?? null);
}
