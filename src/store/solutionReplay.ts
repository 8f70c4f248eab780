/**
 * Where the solution replay stands (move k of n) and whether the main board follows it. Shared
 * by the solution panel and the current-node board; a new run (another runId) starts at move 0.
 */
import { create } from 'zustand';

export interface SolutionReplayState {
  runId: number;
  step: number;
  /** The main board shows the replay's board instead of the node being expanded. */
  onBoard: boolean;
  setStep: (runId: number, step: number) => void;
  setOnBoard: (runId: number, onBoard: boolean) => void;
}

export const useSolutionReplay = create<SolutionReplayState>((set, get) => ({
  runId: -1,
  step: 0,
  onBoard: false,
  setStep: (runId, step) => set(get().runId === runId ? { step } : { runId, step, onBoard: false }),
  setOnBoard: (runId, onBoard) => set(get().runId === runId ? { onBoard } : { runId, step: 0, onBoard }),
}));

/** The replay of this run: move 0 and off the board until the run's own replay moves. */
export function replayOf(state: SolutionReplayState, runId: number): { step: number; onBoard: boolean } {
  return state.runId === runId ? { step: state.step, onBoard: state.onBoard } : { step: 0, onBoard: false };
}
