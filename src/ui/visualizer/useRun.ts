import { useRunStore } from '../../store/runStore';

/**
 * The replay view at the cursor. The replayer may update one view object in place, so
 * components re-render on `viewVersion` and then read the current view.
 */
export function useRunView() {
  useRunStore((s) => s.viewVersion);
  return useRunStore.getState().view;
}

export function usePuzzle() {
  return useRunStore((s) => s.session?.puzzle ?? null);
}
