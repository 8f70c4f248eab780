/**
 * The passes of a run finished in the background (IDA* with pattern databases: the kernel
 * counts them, src/core/pdb/idaKernel.ts), so the pass table completes where the recording
 * stopped inside a pass. A store of its own, tiny: the pass table is on the first screen and the
 * background run's code is not.
 */
import { create } from 'zustand';
import type { PassCount } from '../workers/search.worker';

export interface FinishedPasses {
  /** The visualizer run these belong to (a new run makes them stale). */
  runId: number;
  passes: readonly PassCount[] | null;
  /** The last pass found the goal. */
  solved: boolean;
}

export const useFinishedPasses = create<FinishedPasses>(() => ({ runId: -1, passes: null, solved: false }));
