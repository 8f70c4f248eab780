/**
 * The state-space explorer: which space to search, the search itself (in a worker, with
 * progress and Cancel), its summary, and the board a teacher picked from the chart with its
 * optimal path. Also the sub-tab (state space or heuristic lab) so links can switch it. Taking a
 * board to another mode is src/store/navigation.ts.
 */
import { create } from 'zustand';
import { makeGoal, type Direction, type GoalKind } from '../core/puzzle';
import {
  openStateSpaceWorker,
  type SpaceProgress,
  type SpaceSummary,
  type StateSpaceClient,
} from '../workers/stateSpaceClient';
import { isLargeSpace, judgeLargeSpace, readDevice, type LargeSpaceVerdict } from './explorerDevice';

export type ExplorerTab = 'space' | 'lab';

/** The spaces a full search can cover (2x5 only when the device can, or on request). */
export const EXPLORER_SHAPES = ['2x2', '2x3', '2x4', '3x3', '2x5'] as const;
export type ExplorerShape = (typeof EXPLORER_SHAPES)[number];
export const EXPLORER_GOALS: readonly GoalKind[] = ['blank-last', 'blank-first', 'spiral'];

export function shapeSize(shape: ExplorerShape): { rows: number; cols: number } {
  const [rows, cols] = shape.split('x').map(Number);
  return { rows, cols };
}

export type SpaceStatus =
  | { kind: 'idle' }
  | { kind: 'running'; progress: SpaceProgress | null }
  | { kind: 'done' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: 'no-worker' | 'error'; message: string };

/** A board taken from the table, with the optimal path to the goal once the worker sends it. */
export interface PickedBoard {
  distance: number;
  tiles: number[] | null;
  path: Direction[] | null;
  /** Replay position along the path: 0 = the picked board, path.length = the goal. */
  step: number;
}

export interface ExplorerState {
  tab: ExplorerTab;
  shape: ExplorerShape;
  goalKind: GoalKind;
  /** The teacher asked for a large search even though the device did not say it can. */
  optIn: boolean;
  device: LargeSpaceVerdict;
  status: SpaceStatus;
  summary: SpaceSummary | null;
  picked: PickedBoard | null;

  setTab: (tab: ExplorerTab) => void;
  setShape: (shape: ExplorerShape) => void;
  setGoalKind: (kind: GoalKind) => void;
  setOptIn: (optIn: boolean) => void;
  /** Whether this shape may run now (large spaces need a capable device or the opt-in). */
  canRun: (shape?: ExplorerShape) => boolean;
  run: () => void;
  cancel: () => void;
  pickDistance: (distance: number) => void;
  pickBoard: (tiles: number[], distance: number) => void;
  anotherBoard: () => void;
  setStep: (step: number) => void;
  /** These tiles on the searched space's board and goal (to hand to another mode), once there is one. */
  boardAt: (tiles: readonly number[]) => { rows: number; cols: number; goal: number[]; start: number[] } | null;
}

export interface ExplorerDeps {
  openClient: () => StateSpaceClient | null;
  random: () => number;
  device: LargeSpaceVerdict;
}

export function createExplorerStore(deps: ExplorerDeps) {
  let client: StateSpaceClient | null = null;
  // Every run and every pick takes a ticket; answers for an older ticket are dropped.
  let runTicket = 0;
  let pickTicket = 0;

  const stop = () => {
    client?.terminate();
    client = null;
    runTicket++;
    pickTicket++;
  };

  return create<ExplorerState>((set, get) => {
    /** Clears results that no longer match the chosen space. */
    const forget = () => {
      stop();
      set({ status: { kind: 'idle' }, summary: null, picked: null });
    };

    const fetchPath = (tiles: number[], ticket: number) => {
      const c = client;
      if (!c) return;
      c.pathToGoal(tiles).then(
        (path) => {
          if (ticket !== pickTicket) return;
          set((s) => (s.picked ? { picked: { ...s.picked, path } } : {}));
        },
        () => undefined, // a terminated worker never answers; nothing to show
      );
    };

    return {
      tab: 'space',
      shape: '3x3',
      goalKind: 'blank-last',
      optIn: false,
      device: deps.device,
      status: { kind: 'idle' },
      summary: null,
      picked: null,

      setTab: (tab) => set({ tab }),
      setShape: (shape) => {
        if (shape === get().shape) return;
        forget();
        set({ shape });
      },
      setGoalKind: (goalKind) => {
        if (goalKind === get().goalKind) return;
        forget();
        set({ goalKind });
      },
      setOptIn: (optIn) => set({ optIn }),

      canRun: (shape = get().shape) => {
        const { rows, cols } = shapeSize(shape);
        return !isLargeSpace(rows, cols) || get().device.kind === 'capable' || get().optIn;
      },

      run: () => {
        if (!get().canRun()) return;
        stop();
        const { rows, cols } = shapeSize(get().shape);
        const goal = makeGoal(get().goalKind, rows, cols);
        client = deps.openClient();
        if (!client) {
          set({
            status: { kind: 'failed', reason: 'no-worker', message: 'Web Workers are not available' },
            summary: null,
            picked: null,
          });
          return;
        }
        const ticket = runTicket;
        set({ status: { kind: 'running', progress: null }, summary: null, picked: null });
        client
          .explore({ rows, cols, goal }, (progress) => {
            // Progress travels on its own channel and may arrive after the result: never go back.
            if (ticket === runTicket && get().status.kind === 'running') set({ status: { kind: 'running', progress } });
          })
          .then(
            (summary) => {
              if (ticket === runTicket) set({ status: { kind: 'done' }, summary });
            },
            (error: unknown) => {
              if (ticket !== runTicket) return;
              stop();
              set({ status: { kind: 'failed', reason: 'error', message: String(error) } });
            },
          );
      },

      cancel: () => {
        if (get().status.kind !== 'running') return;
        stop();
        set({ status: { kind: 'cancelled' }, summary: null, picked: null });
      },

      pickDistance: (distance) => {
        const { summary } = get();
        if (!client || !summary || !(distance >= 0 && distance <= summary.diameter)) return;
        const ticket = ++pickTicket;
        set({ picked: { distance, tiles: null, path: null, step: 0 } });
        const seed = Math.floor(deps.random() * 0x1_0000_0000);
        client.sample(distance, seed).then(
          (tiles) => {
            if (ticket !== pickTicket) return;
            set({ picked: { distance, tiles, path: null, step: 0 } });
            fetchPath(tiles, ticket);
          },
          () => undefined,
        );
      },

      pickBoard: (tiles, distance) => {
        if (!client || !get().summary) return;
        const ticket = ++pickTicket;
        set({ picked: { distance, tiles: [...tiles], path: null, step: 0 } });
        fetchPath([...tiles], ticket);
      },

      anotherBoard: () => {
        const { picked } = get();
        if (picked) get().pickDistance(picked.distance);
      },

      setStep: (step) =>
        set((s) => {
          if (!s.picked?.path) return {};
          return { picked: { ...s.picked, step: Math.max(0, Math.min(s.picked.path.length, Math.round(step))) } };
        }),

      boardAt: (tiles) => {
        const { summary } = get();
        return summary && { rows: summary.rows, cols: summary.cols, goal: summary.goal, start: [...tiles] };
      },
    };
  });
}

export const useExplorerStore = createExplorerStore({
  openClient: openStateSpaceWorker,
  random: Math.random,
  device: judgeLargeSpace(readDevice()),
});
