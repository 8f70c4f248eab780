/** Which mode the page shows. Kept in a store so links and keyboard shortcuts can switch it. */
import { create } from 'zustand';

import type { Mode } from '../core/setups';
export { MODES, type Mode } from '../core/setups';

export interface AppState {
  mode: Mode;
  setMode: (mode: Mode) => void;
}

export const useAppStore = create<AppState>((set) => ({
  mode: 'visualize',
  setMode: (mode) => set({ mode }),
}));
