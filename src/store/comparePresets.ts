/**
 * One-click lessons for compare mode. Each board was chosen (and is re-checked by
 * tests/unit/store/comparePresets.test.ts with the core) so that its lesson shows:
 * - BFS vs IDA*: a 20-move board. BFS holds ~54,000 nodes, IDA* never more than 28, but IDA*
 *   re-expands the top of its tree on every pass.
 * - Heuristics compared: a 24-move board where A* needs ~12,500 expansions with misplaced
 *   tiles, ~1,800 with Manhattan and ~640 with linear conflict: same path, fewer nodes.
 * - Admissible vs weighted A* (w = 2): about 4 times fewer expansions, but 26 moves, not 20.
 * - Monte Carlo random walk vs A*: the 14-move lesson board; the walk (seed 30) stumbles on the
 *   goal after thousands of moves. Other seeds may run out of budget: that is a lesson too.
 * - Memory-bounded: IDA* vs RBFS vs SMA* (100 nodes) on the BFS-vs-IDA* 20-move board: all
 *   three find the 20 moves; IDA* holds ~28 nodes and expands ~690, RBFS ~38 and ~1,380 (about
 *   750 re-expansions), SMA* at most ~100 and ~930, forgetting ~1,480 nodes on the way.
 * - BFS's goal test: the 14-move lesson board. Testing at generation, BFS stops after 3,633
 *   expansions; at expansion it expands the 5,961 nodes it had stored by then (the same 14
 *   moves), exactly what UCS expands: on unit costs it is the same search.
 * - A hard board: a 31-move board (the 8-puzzle's diameter); BFS runs out of its 50,000
 *   expansion budget while A* and IDA* with linear conflict solve it.
 */
import { makeGoal, type GoalKind } from '../core/puzzle';
import { DEFAULT_PANE_LOCAL, type CompareSetup, type DomainProblem, type PaneSetup } from '../core/setups';
import { isLocalSearch } from '../core/solvers/algorithms';

export interface ComparePreset {
  readonly id: string;
  /** A road map or a grid (as CompareSetup.domain): every pane on `problem`; the board is unused. */
  readonly domain?: string;
  readonly problem?: DomainProblem;
  readonly rows: number;
  readonly cols: number;
  readonly goal: GoalKind;
  readonly start: readonly number[];
  readonly maxExpansions: number;
  readonly panes: readonly PaneSetup[];
}

/** The default budget per pane: enough for BFS on a 20-move 3x3, not on the hardest ones. */
export const DEFAULT_COMPARE_MAX_EXPANSIONS = 50_000;

export const DEFAULT_PANE: PaneSetup = {
  algorithm: 'astar',
  heuristic: 'manhattan',
  weight: 2,
  depthLimit: 20,
  seed: 1,
};

/** A local search's pane carries its settings, defaults written out, as a link reopens it. */
const pane = (patch: Partial<PaneSetup>): PaneSetup => {
  const setup = { ...DEFAULT_PANE, ...patch };
  return isLocalSearch(setup.algorithm) ? { ...setup, local: { ...DEFAULT_PANE_LOCAL, ...setup.local } } : setup;
};

/** Every lesson so far is on the 8-puzzle, blank last, at the default budget. */
const lesson8 = (id: string, start: readonly number[]) => ({
  id,
  rows: 3,
  cols: 3,
  goal: 'blank-last' as const,
  start,
  maxExpansions: DEFAULT_COMPARE_MAX_EXPANSIONS,
});

export const COMPARE_PRESETS: readonly ComparePreset[] = [
  {
    ...lesson8('bfs-vs-idastar', [0, 5, 2, 7, 6, 3, 4, 1, 8]),
    panes: [pane({ algorithm: 'bfs' }), pane({ algorithm: 'idastar', heuristic: 'manhattan' })],
  },
  {
    ...lesson8('heuristics', [3, 2, 0, 8, 6, 4, 7, 1, 5]),
    panes: [
      pane({ algorithm: 'astar', heuristic: 'misplaced' }),
      pane({ algorithm: 'astar', heuristic: 'manhattan' }),
      pane({ algorithm: 'astar', heuristic: 'linear-conflict' }),
    ],
  },
  {
    ...lesson8('weighted', [4, 7, 0, 3, 2, 5, 8, 1, 6]),
    panes: [
      pane({ algorithm: 'astar', heuristic: 'manhattan' }),
      pane({ algorithm: 'wastar', heuristic: 'manhattan', weight: 2 }),
    ],
  },
  {
    ...lesson8('random-walk', [8, 1, 3, 4, 0, 2, 7, 6, 5]),
    panes: [pane({ algorithm: 'random', seed: 30 }), pane({ algorithm: 'astar', heuristic: 'manhattan' })],
  },
  {
    ...lesson8('memory-bounded', [0, 5, 2, 7, 6, 3, 4, 1, 8]),
    panes: [
      pane({ algorithm: 'idastar', heuristic: 'manhattan' }),
      pane({ algorithm: 'rbfs', heuristic: 'manhattan' }),
      pane({ algorithm: 'smastar', heuristic: 'manhattan', memoryLimit: 100 }),
    ],
  },
  {
    // Hill climbing sticks at a local minimum after 4 steps; with 20 restarts (seed 10) one climb
    // succeeds (26 moves, 20 steps); annealing (seed 24) wanders to it in 79 steps (50 moves).
    ...lesson8('local-search', [8, 1, 3, 4, 0, 2, 7, 6, 5]),
    panes: [
      pane({ algorithm: 'hill', heuristic: 'manhattan', seed: 1 }),
      pane({ algorithm: 'hill', heuristic: 'manhattan', seed: 10, local: { ...DEFAULT_PANE_LOCAL, restarts: 20 } }),
      pane({ algorithm: 'anneal', heuristic: 'manhattan', seed: 24 }),
      pane({ algorithm: 'astar', heuristic: 'manhattan' }),
    ],
  },
  {
    ...lesson8('goal-test', [8, 1, 3, 4, 0, 2, 7, 6, 5]),
    panes: [pane({ algorithm: 'bfs' }), pane({ algorithm: 'bfs', goalTest: 'expansion' }), pane({ algorithm: 'ucs' })],
  },
  {
    ...lesson8('hard-board', [8, 6, 7, 2, 5, 4, 3, 0, 1]),
    panes: [
      pane({ algorithm: 'bfs' }),
      pane({ algorithm: 'astar', heuristic: 'linear-conflict' }),
      pane({ algorithm: 'idastar', heuristic: 'linear-conflict' }),
    ],
  },
];

/**
 * The search chapter's own examples, on a road map and a grid (tests/unit/store/comparePresets.test.ts
 * pins each lesson's numbers):
 * - BFS vs uniform-cost on Romania: BFS takes the fewest roads (Arad, Sibiu, Fagaras, Bucharest:
 *   3 roads, 450 km); UCS the shortest distance (4 roads, 418 km).
 * - Greedy vs A* on Romania (AIMA Figs. 3.23 and 3.24): greedy follows the straight-line distance
 *   to the 450 km route; A* finds the 418 km one.
 * - Dijkstra vs A* vs greedy on the U-shaped trap: Dijkstra (uniform-cost search) and A* find the
 *   same cheapest path, A* with far fewer expansions; greedy runs into the trap and comes out longer.
 * - 4- vs 8-connected: A* on the U-shaped trap, with and without diagonal moves (cost 33 vs about 28.9).
 */
const romania = (id: string, panes: readonly PaneSetup[]): ComparePreset => ({
  ...lesson8(id, [0, 5, 2, 7, 6, 3, 4, 1, 8]),
  domain: 'road-map',
  problem: { instance: null, start: 'Arad', goal: 'Bucharest' },
  panes,
});
const grid = (id: string, map: string, panes: readonly PaneSetup[]): ComparePreset => ({
  ...lesson8(id, [0, 5, 2, 7, 6, 3, 4, 1, 8]),
  domain: 'grid',
  problem: { instance: map, start: '', goal: '' },
  panes,
});

export const DOMAIN_COMPARE_PRESETS: readonly ComparePreset[] = [
  romania('romania-bfs-ucs', [pane({ algorithm: 'bfs' }), pane({ algorithm: 'ucs' })]),
  romania('romania-greedy-astar', [pane({ algorithm: 'greedy' }), pane({ algorithm: 'astar' })]),
  grid('grid-dijkstra-astar-greedy', 'u-trap', [
    pane({ algorithm: 'ucs' }),
    pane({ algorithm: 'astar' }),
    pane({ algorithm: 'greedy' }),
  ]),
  grid('grid-4-vs-8', 'u-trap', [pane({ algorithm: 'astar', moves: 4 }), pane({ algorithm: 'astar', moves: 8 })]),
];

export type { CompareSetup } from '../core/setups';

export function presetSetup(preset: ComparePreset): CompareSetup {
  return {
    ...(preset.domain && preset.problem ? { domain: preset.domain, problem: { ...preset.problem } } : {}),
    rows: preset.rows,
    cols: preset.cols,
    goal: makeGoal(preset.goal, preset.rows, preset.cols),
    start: [...preset.start],
    maxExpansions: preset.maxExpansions,
    panes: preset.panes.map((p) => (p.local ? { ...p, local: { ...p.local } } : { ...p })),
  };
}

export function findPreset(id: string): ComparePreset | undefined {
  return COMPARE_PRESETS.find((p) => p.id === id) ?? DOMAIN_COMPARE_PRESETS.find((p) => p.id === id);
}
