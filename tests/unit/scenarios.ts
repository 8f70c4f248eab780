/**
 * One table of boards with their true optimal lengths, shared by the solver and heuristic tests
 * (in the spirit of PathFinding.js's shared scenarios): sizes 2x2 to 4x4, three goals, and
 * unsolvable boards. `tests/unit/core/scenarios.test.ts` proves every length with a search that
 * uses no heuristic (a full breadth-first search of the state space up to 2x4 and 3x3,
 * bidirectional BFS on 4x4) and runs every optimal solver and every heuristic against the table.
 *
 * A board here is written for its goal; `optimal` is null when the board cannot reach it.
 */
import type { GoalKind, Puzzle } from '../../src/core/puzzle';
import { makeGoal, makePuzzle } from '../../src/core/puzzle';

export interface Scenario {
  /** Says what the board is, e.g. "3x3 blank-last, hardest (a)". */
  name: string;
  rows: number;
  cols: number;
  goal: GoalKind;
  start: readonly number[];
  /** The optimal number of moves, or null: unsolvable for this goal. */
  optimal: number | null;
}

/** The two 3x3 boards farthest from the blank-last goal: 31 moves, the diameter (Reinefeld 1993). */
export const HARDEST_3X3 = [
  [8, 6, 7, 2, 5, 4, 3, 0, 1],
  [6, 4, 7, 8, 5, 0, 3, 2, 1],
] as const;

const solvable = (
  rows: number,
  cols: number,
  goal: GoalKind,
  what: string,
  start: number[],
  optimal: number,
): Scenario => ({ name: `${rows}x${cols} ${goal}, ${what} (${optimal} moves)`, rows, cols, goal, start, optimal });

/** The goal with its first two tiles swapped: the other parity class, so never reachable. */
function unsolvable(rows: number, cols: number, goal: GoalKind): Scenario {
  const start = makeGoal(goal, rows, cols);
  const [a, b] = [0, 1, 2].filter((i) => start[i] !== 0);
  [start[a], start[b]] = [start[b], start[a]];
  return { name: `${rows}x${cols} ${goal}, two tiles swapped (unsolvable)`, rows, cols, goal, start, optimal: null };
}

const GOALS: readonly GoalKind[] = ['blank-last', 'blank-first', 'spiral'];

export const SCENARIOS: readonly Scenario[] = [
  solvable(2, 2, 'blank-last', 'at the goal', [1, 2, 3, 0], 0),
  solvable(2, 2, 'blank-last', 'three moves', [3, 1, 0, 2], 3),
  solvable(2, 2, 'blank-last', 'farthest', [0, 3, 2, 1], 6),
  solvable(2, 2, 'blank-first', 'three moves', [2, 0, 3, 1], 3),
  solvable(2, 2, 'blank-first', 'farthest', [3, 2, 1, 0], 6),
  solvable(2, 2, 'spiral', 'three moves', [2, 3, 1, 0], 3),
  solvable(2, 2, 'spiral', 'farthest', [3, 0, 2, 1], 6),

  solvable(2, 3, 'blank-last', 'midway', [5, 4, 1, 0, 3, 2], 10),
  solvable(2, 3, 'blank-last', 'farthest', [4, 5, 0, 1, 2, 3], 21),
  solvable(2, 3, 'blank-first', 'midway', [3, 1, 0, 2, 4, 5], 10),
  solvable(2, 3, 'blank-first', 'farthest', [3, 4, 5, 0, 1, 2], 21),
  solvable(2, 3, 'spiral', 'midway', [1, 0, 4, 3, 2, 5], 10),
  solvable(2, 3, 'spiral', 'farthest', [0, 5, 4, 1, 2, 3], 21),
  solvable(3, 2, 'blank-last', 'midway', [3, 0, 2, 4, 1, 5], 10),
  solvable(3, 2, 'blank-last', 'farthest', [2, 1, 4, 3, 0, 5], 21),
  solvable(3, 2, 'blank-first', 'farthest', [1, 0, 3, 2, 5, 4], 21),
  solvable(3, 2, 'spiral', 'farthest', [2, 1, 3, 0, 4, 5], 21),

  solvable(2, 4, 'blank-last', 'midway', [5, 7, 1, 6, 2, 3, 4, 0], 18),
  solvable(2, 4, 'blank-last', 'farthest', [0, 7, 2, 1, 4, 3, 6, 5], 36),
  solvable(2, 4, 'blank-first', 'midway', [5, 4, 0, 1, 7, 3, 6, 2], 18),
  solvable(2, 4, 'blank-first', 'farthest', [3, 2, 5, 4, 7, 6, 1, 0], 36),
  solvable(2, 4, 'spiral', 'midway', [4, 7, 5, 6, 2, 1, 0, 3], 18),
  solvable(2, 4, 'spiral', 'farthest', [4, 3, 7, 0, 5, 6, 2, 1], 36),

  solvable(3, 3, 'blank-last', 'midway', [8, 1, 2, 4, 7, 3, 6, 5, 0], 16),
  solvable(3, 3, 'blank-last', 'hardest (a)', [...HARDEST_3X3[0]], 31),
  solvable(3, 3, 'blank-last', 'hardest (b)', [...HARDEST_3X3[1]], 31),
  solvable(3, 3, 'blank-first', 'the classic BFS exercise', [3, 1, 2, 4, 7, 5, 6, 8, 0], 4),
  solvable(3, 3, 'blank-first', 'midway', [3, 6, 1, 4, 0, 2, 8, 7, 5], 16),
  solvable(3, 3, 'blank-first', 'farthest', [8, 0, 6, 5, 4, 7, 2, 3, 1], 31),
  solvable(3, 3, 'spiral', 'midway', [5, 1, 3, 8, 2, 7, 0, 4, 6], 16),
  solvable(3, 3, 'spiral', 'farthest', [0, 2, 1, 3, 5, 8, 4, 6, 7], 30),

  solvable(4, 4, 'blank-last', 'a 26-move walk', [5, 9, 0, 4, 13, 3, 2, 8, 10, 1, 6, 7, 14, 11, 15, 12], 26),
  solvable(4, 4, 'blank-first', 'a 26-move walk', [13, 4, 3, 7, 5, 1, 2, 11, 0, 8, 14, 6, 9, 10, 12, 15], 26),
  solvable(4, 4, 'spiral', 'a 26-move walk', [9, 1, 4, 5, 0, 2, 11, 14, 13, 8, 15, 3, 12, 10, 7, 6], 26),

  ...[
    [2, 2],
    [2, 3],
    [3, 2],
    [2, 4],
    [3, 3],
    [4, 4],
  ].flatMap(([rows, cols]) => GOALS.map((goal) => unsolvable(rows, cols, goal))),
];

export const SOLVABLE = SCENARIOS.filter((s) => s.optimal !== null) as readonly (Scenario & { optimal: number })[];
export const UNSOLVABLE = SCENARIOS.filter((s) => s.optimal === null);

/** The scenario's puzzle (its size and goal). */
export function puzzleOfScenario(s: Scenario): Puzzle {
  return makePuzzle(s.rows, s.cols, makeGoal(s.goal, s.rows, s.cols));
}

/** The scenario with this name part (e.g. 'hardest (a)'); throws when none or several match. */
export function scenario(name: string): Scenario & { optimal: number } {
  const found = SOLVABLE.filter((s) => s.name.includes(name));
  if (found.length !== 1) throw new Error(`${found.length} scenarios match "${name}"`);
  return found[0];
}
