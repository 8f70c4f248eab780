/**
 * How the page looks, not what it shows: theme and projector mode. Persisted by the UI layer
 * (src/ui/preferences.ts); the store only holds the choice.
 */
import { create } from 'zustand';
import type { MoveNotation } from '../core/moveNotation';
import { MEDIA, matches } from './breakpoints';

export type ThemeChoice = 'system' | 'light' | 'dark';
/** The visualizer's middle column and compare mode's lower half (a lesson's stop keeps them). */
export type RunView = 'frontier' | 'tree';
export type CompareView = 'charts' | 'results' | 'tree';
/** The prepared lessons (src/ui/lessons): closed, the panel that builds them, or presenting one. */
export type LessonsShown = 'closed' | 'panel' | 'present';

export interface UiState {
  theme: ThemeChoice;
  /** Large type, high contrast, set-up and side panels folded away: for the back of the room. */
  projector: boolean;
  /** The visualizer's side column (stats, h table, closed set) folded away. */
  sideCollapsed: boolean;
  /** The lesson log panel is open. */
  logOpen: boolean;
  /** Projector mode folds the set-up away; this brings it back (to load another board). */
  setupShown: boolean;
  /** How every screen writes a move: the tile that slides ("5→"), or the blank's letter. */
  moveNotation: MoveNotation;
  /** The keyboard help dialog is open. */
  keyHelpOpen: boolean;
  runView: RunView;
  compareView: CompareView;
  /** The current node's per-tile Manhattan overlay (a saved preference; a link may turn it on). */
  tileOverlay: boolean;
  lessons: LessonsShown;
  setTileOverlay: (on: boolean) => void;
  setRunView: (view: RunView) => void;
  setCompareView: (view: CompareView) => void;
  setLessons: (shown: LessonsShown) => void;
  setTheme: (theme: ThemeChoice) => void;
  setProjector: (on: boolean) => void;
  toggleProjector: () => void;
  toggleSide: () => void;
  toggleLog: () => void;
  toggleSetup: () => void;
  setMoveNotation: (notation: MoveNotation) => void;
  setKeyHelpOpen: (open: boolean) => void;
  /** A drawer's close button, Escape or a click outside: folded, whatever it was. */
  closeSide: () => void;
  closeSetup: () => void;
}

/**
 * Screens too narrow for three columns (a 1024 px projector) show the side column as a drawer
 * over the frontier, so it starts folded there: the board and the frontier come first. The
 * width is the drawer's own breakpoint (BREAKPOINTS.wide, as in visualizer.css): at 1101-1279 px
 * the drawer used to start open, over the frontier.
 */
function narrowScreen(): boolean {
  return matches(MEDIA.belowWide);
}

export const useUiStore = create<UiState>((set) => ({
  theme: 'system',
  projector: false,
  sideCollapsed: narrowScreen(),
  logOpen: false,
  setupShown: false,
  moveNotation: 'tile',
  keyHelpOpen: false,
  runView: 'frontier',
  compareView: 'charts',
  tileOverlay: false,
  lessons: 'closed',
  setTileOverlay: (tileOverlay) => set({ tileOverlay }),
  setRunView: (runView) => set({ runView }),
  setCompareView: (compareView) => set({ compareView }),
  setLessons: (lessons) => set({ lessons }),
  setTheme: (theme) => set({ theme }),
  setMoveNotation: (moveNotation) => set({ moveNotation }),
  setKeyHelpOpen: (keyHelpOpen) => set({ keyHelpOpen }),
  // The projector wants the board and the frontier as large as the screen allows: entering it
  // folds the side column and the set-up away (Details and Show set-up bring them back).
  setProjector: (projector) => set({ projector, sideCollapsed: projector || narrowScreen(), setupShown: false }),
  toggleProjector: () =>
    set((s) => ({ projector: !s.projector, sideCollapsed: !s.projector || narrowScreen(), setupShown: false })),
  toggleSetup: () => set((s) => ({ setupShown: !s.setupShown })),
  toggleSide: () => set((s) => ({ sideCollapsed: !s.sideCollapsed })),
  closeSide: () => set({ sideCollapsed: true }),
  closeSetup: () => set({ setupShown: false }),
  // Opening the log unfolds the side column it lives in.
  toggleLog: () => set((s) => ({ logOpen: !s.logOpen, sideCollapsed: s.logOpen ? s.sideCollapsed : false })),
}));
