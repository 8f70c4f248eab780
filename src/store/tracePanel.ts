/** Whether the trace panel is open, and whether a dragged file is over the page (the drop hint). */
import { create } from 'zustand';

interface TracePanelState {
  open: boolean;
  dropHint: boolean;
  setOpen: (open: boolean) => void;
}

export const useTracePanel = create<TracePanelState>()((set) => ({
  open: false,
  dropHint: false,
  setOpen: (open) => set({ open }),
}));

export function showDropHint(shown: boolean): void {
  if (useTracePanel.getState().dropHint !== shown) useTracePanel.setState({ dropHint: shown });
}
