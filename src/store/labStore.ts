/**
 * The heuristic lab: a board and every heuristic's estimate beside its true distance; a seeded
 * sample of 3x3 boards per distance with each heuristic's mean and A*'s effort on them; and a
 * weighted-A* sweep for the admissibility slider. All computing happens in workers (see
 * labSlot.ts); this store only holds requests and answers.
 */
import { create } from 'zustand';
import type { HeuristicId } from '../core/events';
import { heuristicSupported } from '../core/heuristics';
import {
  evenDistances,
  labUsesTable,
  weightSteps,
  type ExpansionRow,
  type HeuristicProfile,
  type LabTruth,
  type WeightPoint,
} from '../core/lab';
import { goalBlankLast, makePuzzle } from '../core/puzzle';
// Installs the pattern-database heuristic (core/pdb/provider.ts): the weight panel may estimate with it.
import '../core/pdb';
import { isSolvable } from '../core/solvability';
import {
  openLabWorker,
  type HeuristicValue,
  type LabBoard,
  type LabClient,
  type LabDepths,
} from '../workers/labClient';
import { createLabSlot } from './labSlot';
import { useRunStore } from './runStore';

export type { LabBoard, LabDepths } from '../workers/labClient';

/** The slider's weights: 1 (plain A*) to 5 in steps of 0.1, all computed up front so the slider is instant. */
export const LAB_WEIGHTS = weightSteps(1, 5, 0.1);
/** Up to 100 boards per distance: as many as a textbook's table averages over at each depth. */
export const LAB_SAMPLE_SIZES = [3, 5, 10, 20, 50, 100] as const;
export const LAB_DEPTHS: readonly LabDepths[] = ['even', 'all'];
/** Even depths by default: the rows a textbook's table lists, at half the cost of every distance. */
export const LAB_DEFAULT_SAMPLE = { perDistance: 10, seed: 1, depths: 'even' as LabDepths };

/** Which count the effort table's b* and the effort charts use: generated (the textbook's) or expanded. */
export type EffortCount = 'generated' | 'expanded';
export const EFFORT_COUNTS: readonly EffortCount[] = ['generated', 'expanded'];

export type JobStatus = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

export type LabProfile = HeuristicProfile & { available: number[] };

export interface LabState {
  board: LabBoard | null;
  /** The estimates arrive first (values), the true distance when found (truth). */
  analysis: { status: JobStatus; values: HeuristicValue[] | null; truth: LabTruth | null; message: string | null };
  sweep: {
    status: JobStatus | 'unsolvable';
    heuristic: HeuristicId;
    points: WeightPoint[];
    message: string | null;
  };
  weight: number;
  sample: { perDistance: number; seed: number; goal: number[]; depths: LabDepths };
  profile: { status: JobStatus; result: LabProfile | null; message: string | null };
  effort: {
    status: JobStatus;
    done: number;
    total: number;
    rows: ExpansionRow[];
    message: string | null;
    /** The job's budget of expansions ran out: the rows stop before the distance it was on. */
    budgetReached: boolean;
  };
  effortCount: EffortCount;

  /** First visit: take the visualizer's board and start the quick jobs. */
  ensureStarted: () => void;
  setBoard: (board: LabBoard) => void;
  useVisualizerBoard: () => void;
  setSweepHeuristic: (id: HeuristicId) => void;
  /** Boards too big for a table are swept only on request: each weighted run may take seconds. */
  runSweep: () => void;
  cancelSweep: () => void;
  setWeight: (weight: number) => void;
  setPerDistance: (perDistance: number) => void;
  setSeed: (seed: number) => void;
  /** The sample's 3x3 goal, chosen here (a 3x3 lab board's goal also sets it). */
  setSampleGoal: (goal: number[]) => void;
  /** Even distances or every one for the next "Run A*" (the rows shown so far are cleared). */
  setDepths: (depths: LabDepths) => void;
  setEffortCount: (count: EffortCount) => void;
  runEffort: () => void;
  cancelEffort: () => void;
}

/** The sampled 3x3 boards share the lab board's goal when it is a 3x3, else the usual one. */
export function sampleGoalFor(board: LabBoard | null): number[] {
  return board && board.rows === 3 && board.cols === 3 ? [...board.goal] : goalBlankLast(3, 3);
}

const IDLE_EFFORT: LabState['effort'] = {
  status: 'idle',
  done: 0,
  total: 0,
  rows: [],
  message: null,
  budgetReached: false,
};

const sameTiles = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);

export function createLabStore(openClient: () => LabClient | null) {
  const analysisSlot = createLabSlot(openClient);
  const sweepSlot = createLabSlot(openClient);
  const sampleSlot = createLabSlot(openClient);

  return create<LabState>((set, get) => {
    const analyse = (board: LabBoard) => {
      set({ analysis: { status: 'running', values: null, truth: null, message: null } });
      void analysisSlot
        .start((c, live) =>
          c.analyse(board, (values) => {
            if (live()) set((s) => ({ analysis: { ...s.analysis, values } }));
          }),
        )
        .then((r) => {
          if (r.ok) set({ analysis: { status: 'done', values: r.value.values, truth: r.value.truth, message: null } });
          else if (r.reason !== 'superseded')
            set((s) => ({ analysis: { ...s.analysis, status: 'failed', message: reasonText(r) } }));
        });
    };

    const sweep = () => {
      const { board, sweep: current } = get();
      if (!board) return;
      const puzzle = makePuzzle(board.rows, board.cols, board.goal);
      if (!isSolvable(puzzle, board.start)) {
        sweepSlot.cancel();
        set({ sweep: { ...current, status: 'unsolvable', points: [], message: null } });
        return;
      }
      const heuristic = heuristicSupported(current.heuristic, puzzle) ? current.heuristic : 'manhattan';
      set({ sweep: { status: 'running', heuristic, points: [], message: null } });
      void sweepSlot
        .start((c, live) =>
          c.sweep({ ...board, heuristic, weights: LAB_WEIGHTS }, (point) => {
            if (live()) set((s) => ({ sweep: { ...s.sweep, points: [...s.sweep.points, point] } }));
          }),
        )
        .then((r) => {
          if (r.ok) set((s) => ({ sweep: { ...s.sweep, status: 'done', points: r.value } }));
          else if (r.reason !== 'superseded')
            set((s) => ({ sweep: { ...s.sweep, status: 'failed', message: reasonText(r) } }));
        });
    };

    const profile = () => {
      const request = { ...get().sample };
      set({
        profile: { status: 'running', result: null, message: null },
        effort: IDLE_EFFORT,
      });
      void sampleSlot
        .start((c) => c.profile(request))
        .then((r) => {
          if (r.ok) set({ profile: { status: 'done', result: r.value, message: null } });
          else if (r.reason !== 'superseded')
            set({ profile: { status: 'failed', result: null, message: reasonText(r) } });
        });
    };

    return {
      board: null,
      analysis: { status: 'idle', values: null, truth: null, message: null },
      sweep: { status: 'idle', heuristic: 'manhattan', points: [], message: null },
      weight: 1.5,
      sample: { ...LAB_DEFAULT_SAMPLE, goal: goalBlankLast(3, 3) },
      profile: { status: 'idle', result: null, message: null },
      effort: IDLE_EFFORT,
      effortCount: 'generated',

      ensureStarted: () => {
        if (!get().board) get().useVisualizerBoard();
        if (get().profile.status === 'idle') profile();
      },

      setBoard: (board) => {
        const previous = get().board;
        set({ board: { rows: board.rows, cols: board.cols, goal: [...board.goal], start: [...board.start] } });
        analyse(get().board as LabBoard);
        if (labUsesTable(makePuzzle(board.rows, board.cols, board.goal))) sweep();
        else {
          sweepSlot.cancel();
          set((s) => ({ sweep: { ...s.sweep, status: 'idle', points: [], message: null } }));
        }
        const goal = sampleGoalFor(board);
        if (!previous || !sameTiles(goal, get().sample.goal)) {
          set((s) => ({ sample: { ...s.sample, goal } }));
          if (previous) profile();
        }
      },

      useVisualizerBoard: () => {
        const { rows, cols, goal, start } = useRunStore.getState().setup;
        get().setBoard({ rows, cols, goal, start });
      },

      setSweepHeuristic: (heuristic) => {
        const { board } = get();
        const auto = board !== null && labUsesTable(makePuzzle(board.rows, board.cols, board.goal));
        set((s) => ({ sweep: { ...s.sweep, heuristic, ...(auto ? {} : { status: 'idle' as const, points: [] }) } }));
        if (auto) sweep();
        else sweepSlot.cancel();
      },

      runSweep: () => sweep(),

      cancelSweep: () => {
        if (get().sweep.status !== 'running') return;
        sweepSlot.cancel();
        set((s) => ({ sweep: { ...s.sweep, status: 'cancelled' } }));
      },

      setWeight: (weight) => set({ weight: Math.min(5, Math.max(1, Math.round(weight * 10) / 10)) }),

      setPerDistance: (perDistance) => {
        if (perDistance === get().sample.perDistance) return;
        set((s) => ({ sample: { ...s.sample, perDistance } }));
        profile();
      },

      setSeed: (seed) => {
        const clean = Number.isFinite(seed) ? Math.max(0, Math.floor(seed)) : 1;
        if (clean === get().sample.seed) return;
        set((s) => ({ sample: { ...s.sample, seed: clean } }));
        profile();
      },

      setSampleGoal: (goal) => {
        if (sameTiles(goal, get().sample.goal)) return;
        set((s) => ({ sample: { ...s.sample, goal: [...goal] } }));
        profile();
      },

      setDepths: (depths) => {
        if (depths === get().sample.depths) return;
        if (get().effort.status === 'running') sampleSlot.cancel();
        set((s) => ({ sample: { ...s.sample, depths }, effort: IDLE_EFFORT }));
      },

      setEffortCount: (effortCount) => set({ effortCount }),

      runEffort: () => {
        if (get().profile.status !== 'done') return;
        const request = { ...get().sample };
        set({ effort: { ...IDLE_EFFORT, status: 'running' } });
        void sampleSlot
          .start((c, live) =>
            c.expansions(request, (p) => {
              if (!live()) return;
              set((s) => ({
                effort: {
                  ...s.effort,
                  done: p.done,
                  total: p.total,
                  rows: p.row ? [...s.effort.rows, p.row] : s.effort.rows,
                },
              }));
            }),
          )
          .then((r) => {
            if (r.ok) {
              // Fewer rows than distances asked for: the budget stopped the job (read from the
              // result, not from a progress message, which may arrive after it).
              const diameter = (get().profile.result?.rows.length ?? 1) - 1;
              const asked = request.depths === 'even' ? evenDistances(diameter).length : diameter + 1;
              const budgetReached = r.value.length < asked;
              set((s) => ({
                effort: {
                  ...s.effort,
                  status: 'done',
                  rows: r.value,
                  done: budgetReached ? s.effort.done : s.effort.total,
                  budgetReached,
                },
              }));
            } else if (r.reason !== 'superseded')
              set((s) => ({ effort: { ...s.effort, status: 'failed', message: reasonText(r) } }));
          });
      },

      cancelEffort: () => {
        if (get().effort.status !== 'running') return;
        sampleSlot.cancel();
        set((s) => ({ effort: { ...s.effort, status: 'cancelled' } }));
      },
    };
  });
}

function reasonText(r: { reason: string; message?: string }): string {
  return r.reason === 'no-worker' ? 'no-worker' : (r.message ?? r.reason);
}

export const useLabStore = createLabStore(openLabWorker);
