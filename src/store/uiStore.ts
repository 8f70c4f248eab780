/**
 * How the page looks, not what it shows: theme and projector mode. Persisted by the UI layer
 * (src/ui/preferences.ts); the store only holds the choice.
 */
import { create } from 'zustand';

export type ThemeChoice = 'system' | 'light' | 'dark';

export interface UiState {
  theme: ThemeChoice;
  /** Large type, high contrast, set-up and side panels folded away: for the back of the room. */
  projector: boolean;
  /** The visualizer's side column (stats, h table, closed set) folded away. */
  sideCollapsed: boolean;
  /** The lesson log panel is open. */
  logOpen: boolean;
  setTheme: (theme: ThemeChoice) => void;
  setProjector: (on: boolean) => void;
  toggleProjector: () => void;
  toggleSide: () => void;
  toggleLog: () => void;
}

export const useUiStore = create<UiState>((set) => ({
  theme: 'system',
  projector: false,
  sideCollapsed: false,
  logOpen: false,
  setTheme: (theme) => set({ theme }),
  // The projector wants the board and the frontier as large as the screen allows: entering it
  // folds the side column away (Details brings it back).
  setProjector: (projector) => set({ projector, sideCollapsed: projector }),
  toggleProjector: () => set((s) => ({ projector: !s.projector, sideCollapsed: !s.projector })),
  toggleSide: () => set((s) => ({ sideCollapsed: !s.sideCollapsed })),
  // Opening the log unfolds the side column it lives in.
  toggleLog: () => set((s) => ({ logOpen: !s.logOpen, sideCollapsed: s.logOpen ? s.sideCollapsed : false })),
}));
