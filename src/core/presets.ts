/**
 * The classic boards a lesson starts from. Facts, with their sources: the optimal lengths are
 * checked by the tests against BFS / IDA*, not trusted.
 */
import type { GoalKind } from './puzzle';

export interface Preset {
  readonly id: string;
  readonly rows: number;
  readonly cols: number;
  readonly goal: GoalKind;
  readonly start: readonly number[];
  /** Optimal number of moves, or null when the board cannot reach the goal. */
  readonly optimal: number | null;
}

export const PRESETS: readonly Preset[] = [
  // The classic BFS exercise: blank first, [[3,1,2],[4,7,5],[6,8,0]] takes 4 moves.
  { id: 'bfs-exercise', rows: 3, cols: 3, goal: 'blank-first', start: [3, 1, 2, 4, 7, 5, 6, 8, 0], optimal: 4 },
  // The textbook board with the spiral goal: 5 moves.
  { id: 'textbook-spiral', rows: 3, cols: 3, goal: 'spiral', start: [2, 8, 3, 1, 6, 4, 7, 0, 5], optimal: 5 },
  // The same board cannot reach 1..8 0: the parity lesson.
  {
    id: 'textbook-unsolvable',
    rows: 3,
    cols: 3,
    goal: 'blank-last',
    start: [2, 8, 3, 1, 6, 4, 7, 0, 5],
    optimal: null,
  },
  // A short A* demo that still shows ties and duplicates.
  { id: 'warm-up', rows: 3, cols: 3, goal: 'blank-last', start: [4, 1, 3, 7, 2, 6, 0, 5, 8], optimal: 6 },
  // The default lesson board: 14 moves, A* with Manhattan expands a few dozen nodes.
  { id: 'lesson', rows: 3, cols: 3, goal: 'blank-last', start: [8, 1, 3, 4, 0, 2, 7, 6, 5], optimal: 14 },
  // A 20-move board: A* expands a few hundred nodes, BFS tens of thousands.
  { id: 'medium', rows: 3, cols: 3, goal: 'blank-last', start: [0, 5, 2, 7, 6, 3, 4, 1, 8], optimal: 20 },
  // The two hardest 3x3 boards (31 moves, the diameter of the 8-puzzle's state space).
  { id: 'hardest-a', rows: 3, cols: 3, goal: 'blank-last', start: [8, 6, 7, 2, 5, 4, 3, 0, 1], optimal: 31 },
  { id: 'hardest-b', rows: 3, cols: 3, goal: 'blank-last', start: [6, 4, 7, 8, 5, 0, 3, 2, 1], optimal: 31 },
  // A 4x4 from a worksheet.
  {
    id: 'worksheet-4x4',
    rows: 4,
    cols: 4,
    goal: 'blank-last',
    start: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 10, 11, 13, 14, 15, 12],
    optimal: 3,
  },
  // Korf (1985), the first five of his 100 random instances, with his goal (blank first) and his
  // published optimal lengths (tests/fixtures/korf100-blank-first.txt, lines 1-5).
  korf(1, [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3], 57),
  korf(2, [13, 5, 4, 10, 9, 12, 8, 14, 2, 3, 7, 1, 0, 15, 11, 6], 55),
  korf(3, [14, 7, 8, 2, 13, 11, 10, 4, 9, 12, 5, 0, 3, 6, 1, 15], 59),
  korf(4, [5, 12, 10, 7, 15, 11, 14, 0, 8, 2, 1, 13, 3, 4, 9, 6], 56),
  korf(5, [4, 7, 14, 13, 10, 3, 9, 12, 11, 5, 6, 15, 1, 2, 8, 0], 56),
];

function korf(instance: number, start: readonly number[], optimal: number): Preset {
  return { id: `korf-${instance}`, rows: 4, cols: 4, goal: 'blank-first', start, optimal };
}
