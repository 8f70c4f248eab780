/** Which mode the page shows. Kept in a store so links and keyboard shortcuts can switch it. */
import { create } from 'zustand';

export const MODES = ['visualize', 'compare', 'play', 'explore'] as const;
export type Mode = (typeof MODES)[number];

export interface AppState {
  mode: Mode;
  setMode: (mode: Mode) => void;
}

export const useAppStore = create<AppState>((set) => ({
  mode: 'visualize',
  setMode: (mode) => set({ mode }),
}));
