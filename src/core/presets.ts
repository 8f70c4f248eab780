/**
 * The classic boards a lesson starts from. Facts, with their sources: the optimal lengths are
 * checked by the tests against BFS / IDA*, not trusted.
 */
import type { AlgorithmId, HeuristicId } from './events';
import { makeGoal, type GoalKind } from './puzzle';
import { algorithmInfo } from './solvers/algorithms';

export interface Preset {
  readonly id: string;
  readonly rows: number;
  readonly cols: number;
  readonly goal: GoalKind;
  readonly start: readonly number[];
  /** Optimal number of moves, or null when the board cannot reach the goal. */
  readonly optimal: number | null;
  /**
   * The search the example is for: choosing it sets these too, so a lesson never starts an
   * example with a search that cannot finish it (A* + Manhattan on Korf's instances runs out of
   * memory long before their 55-59 moves). Its note (`presetNote.<id>` in the catalogues) says
   * what the example is and why this search.
   */
  readonly algorithm: AlgorithmId;
  readonly heuristic: HeuristicId;
  /** The expansion budget it needs, when more than the visualizer's default. */
  readonly maxExpansions?: number;
}

const astar = (heuristic: HeuristicId) => ({ algorithm: 'astar', heuristic }) as const;

export const PRESETS: readonly Preset[] = [
  // The classic BFS exercise: blank first, [[3,1,2],[4,7,5],[6,8,0]] takes 4 moves.
  {
    id: 'bfs-exercise',
    rows: 3,
    cols: 3,
    goal: 'blank-first',
    start: [3, 1, 2, 4, 7, 5, 6, 8, 0],
    optimal: 4,
    algorithm: 'bfs',
    heuristic: 'manhattan',
  },
  // The textbook board with the spiral goal: 5 moves.
  {
    id: 'textbook-spiral',
    rows: 3,
    cols: 3,
    goal: 'spiral',
    start: [2, 8, 3, 1, 6, 4, 7, 0, 5],
    optimal: 5,
    ...astar('misplaced'),
  },
  // The same board cannot reach 1..8 0: the parity lesson.
  {
    id: 'textbook-unsolvable',
    rows: 3,
    cols: 3,
    goal: 'blank-last',
    start: [2, 8, 3, 1, 6, 4, 7, 0, 5],
    optimal: null,
    ...astar('manhattan'),
  },
  // A short A* demo that still shows ties and duplicates.
  astar8('warm-up', [4, 1, 3, 7, 2, 6, 0, 5, 8], 6, 'manhattan'),
  // The default lesson board: 14 moves, A* with Manhattan expands a few dozen nodes.
  astar8('lesson', [8, 1, 3, 4, 0, 2, 7, 6, 5], 14, 'manhattan'),
  // A 20-move board: A* expands a few hundred nodes, BFS tens of thousands.
  astar8('medium', [0, 5, 2, 7, 6, 3, 4, 1, 8], 20, 'manhattan'),
  // The two hardest 3x3 boards (31 moves, the diameter of the 8-puzzle's state space).
  astar8('hardest-a', [8, 6, 7, 2, 5, 4, 3, 0, 1], 31, 'linear-conflict'),
  astar8('hardest-b', [6, 4, 7, 8, 5, 0, 3, 2, 1], 31, 'linear-conflict'),
  // A 4x4 from a worksheet.
  {
    id: 'worksheet-4x4',
    rows: 4,
    cols: 4,
    goal: 'blank-last',
    start: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 10, 11, 13, 14, 15, 12],
    optimal: 3,
    ...astar('manhattan'),
  },
  // Korf (1985), the first five of his 100 random instances, with his goal (blank first) and his
  // published optimal lengths (tests/fixtures/korf100-blank-first.txt, lines 1-5).
  korf(1, [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3], 57),
  korf(2, [13, 5, 4, 10, 9, 12, 8, 14, 2, 3, 7, 1, 0, 15, 11, 6], 55),
  korf(3, [14, 7, 8, 2, 13, 11, 10, 4, 9, 12, 5, 0, 3, 6, 1, 15], 59),
  korf(4, [5, 12, 10, 7, 15, 11, 14, 0, 8, 2, 1, 13, 3, 4, 9, 6], 56),
  korf(5, [4, 7, 14, 13, 10, 3, 9, 12, 11, 5, 6, 15, 1, 2, 8, 0], 56),
];

/** A 3x3 board for the blank-last goal, searched by A*. */
function astar8(id: string, start: readonly number[], optimal: number, heuristic: HeuristicId): Preset {
  return { id, rows: 3, cols: 3, goal: 'blank-last', start, optimal, ...astar(heuristic) };
}

/** Korf's instances need IDA* with pattern databases: a few hundred thousand expansions each. */
function korf(instance: number, start: readonly number[], optimal: number): Preset {
  return {
    id: `korf-${instance}`,
    rows: 4,
    cols: 4,
    goal: 'blank-first',
    start,
    optimal,
    algorithm: 'idastar',
    heuristic: 'pdb',
    maxExpansions: 5_000_000,
  };
}

/**
 * A blank-first board written for the blank-last goal, as textbooks print Korf's instances:
 * turned half a turn (cell i goes to cell n - 1 - i) and renumbered (tile t becomes n - t, the
 * blank stays 0). Moves map to moves, so it is the same instance with the same optimum.
 */
export function asBlankLast(start: readonly number[]): number[] {
  const n = start.length;
  return start.map((_, i) => {
    const t = start[n - 1 - i];
    return t === 0 ? 0 : n - t;
  });
}

/** The example this set-up is (board, goal and search), for its note; undefined if none. */
export function presetFor(setup: {
  rows: number;
  cols: number;
  goal: readonly number[];
  start: readonly number[];
  algorithm: AlgorithmId;
  heuristic: HeuristicId;
}): Preset | undefined {
  return PRESETS.find(
    (p) =>
      p.rows === setup.rows &&
      p.cols === setup.cols &&
      p.algorithm === setup.algorithm &&
      (p.heuristic === setup.heuristic || !algorithmInfo(p.algorithm)?.usesHeuristic) &&
      sameList(p.start, setup.start) &&
      sameList(makeGoal(p.goal, p.rows, p.cols), setup.goal),
  );
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
