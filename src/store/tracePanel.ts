/**
 * Whether the trace panel is open, whether a dragged file is over the page (the drop hint), and
 * the header's slot for the trace part's button (the first download draws the slot, the part
 * loaded later draws into it).
 */
import { create } from 'zustand';

interface TracePanelState {
  open: boolean;
  dropHint: boolean;
  /** The visualizer replays a trace: the page's link then names the trace (its own hash), not a run. */
  replaying: boolean;
  /** The header's empty span for the "Open a trace" button; null in an embed (no header). */
  slot: HTMLElement | null;
  setOpen: (open: boolean) => void;
}

export const useTracePanel = create<TracePanelState>()((set) => ({
  open: false,
  dropHint: false,
  replaying: false,
  slot: null,
  setOpen: (open) => set({ open }),
}));

/** The header slot's ref: one function for the page's life, so React calls it only on mount and unmount. */
export const setTraceSlot = (slot: HTMLElement | null): void => useTracePanel.setState({ slot });

export function showDropHint(shown: boolean): void {
  if (useTracePanel.getState().dropHint !== shown) useTracePanel.setState({ dropHint: shown });
}
