/**
 * The lab's local-search table: the success rate of steepest ascent (with and without sideways
 * moves and restarts) and of annealing over many random 8-puzzles, computed in a lab worker
 * (labEngine.ts localSuccess) on its own slot, so it never waits behind the A* sampling.
 */
import { create } from 'zustand';
import type { LocalSuccessRow } from '../core/lab';
import { openLabWorker, type LabClient } from '../workers/labClient';
import { createLabSlot } from './labSlot';
import type { JobStatus } from './labStore';

/** At least the 1,000 boards the issue asks for; more for a steadier figure. */
export const LOCAL_LAB_COUNTS = [1000, 2000, 5000] as const;

export interface LocalLabState {
  count: number;
  seed: number;
  status: JobStatus;
  rows: LocalSuccessRow[];
  message: string | null;
  setCount(count: number): void;
  setSeed(seed: number): void;
  run(): void;
  cancel(): void;
}

export function createLocalLabStore(openClient: () => LabClient | null) {
  const slot = createLabSlot(openClient);
  return create<LocalLabState>((set, get) => ({
    count: LOCAL_LAB_COUNTS[0],
    seed: 1,
    status: 'idle',
    rows: [],
    message: null,
    setCount: (count) => set({ count, status: 'idle', rows: [] }),
    setSeed: (seed) => set({ seed, status: 'idle', rows: [] }),
    run: () => {
      const { count, seed } = get();
      set({ status: 'running', rows: [], message: null });
      void slot
        .start((c, live) =>
          c.localSuccess(count, seed, (rows) => {
            if (live()) set({ rows });
          }),
        )
        .then((r) => {
          if (r.ok) set({ status: 'done', rows: r.value });
          else if (r.reason !== 'superseded')
            set({ status: 'failed', message: r.reason === 'error' ? r.message : r.reason });
        });
    },
    cancel: () => {
      if (get().status !== 'running') return;
      slot.cancel();
      set({ status: 'cancelled' });
    },
  }));
}

export const useLocalLabStore = createLocalLabStore(openLabWorker);
