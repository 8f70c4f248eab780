/**
 * How good each heuristic is, measured on sampled boards whose true distance is known: the
 * mean estimate per true distance (the dominance chart), and board by board, how often one
 * heuristic exceeds another or the truth. Means alone can hide a crossing; the pair counts
 * show it (walking distance beats linear conflict on average, but not on every board).
 *
 * Consistency is checked on every move out of every sampled board: a consistent heuristic
 * never drops by more than the move's cost (1), so f = g + h never decreases along a path and
 * A* never has to reopen a node. Admissible but inconsistent heuristics exist; this shows
 * which kind each one is, on the boards at hand.
 */
import type { HeuristicId } from '../events';
import { makeHeuristic } from '../heuristics';
import type { Puzzle } from '../puzzle';
import { topology, type Topology } from '../topology';
import { mean } from './stats';

export interface ProfileRow {
  distance: number;
  /** Boards sampled at this distance. */
  boards: number;
  /** Mean estimate of each heuristic, aligned with HeuristicProfile.ids; NaN when no boards. */
  mean: number[];
}

export interface HeuristicProfile {
  ids: HeuristicId[];
  rows: ProfileRow[];
  /** Boards in the whole sample. */
  boards: number;
  /** exceeds[a][b]: boards where heuristic ids[a] gave MORE than ids[b]. */
  exceeds: number[][];
  /** Boards where each heuristic overestimated the true distance (0 for an admissible one). */
  overestimates: number[];
  /** Boards where each heuristic was exact (h = true distance). */
  exact: number[];
  /** Moves out of the sampled boards that were checked for consistency. */
  moves: number;
  /** Moves where each heuristic dropped by more than 1 (0 for a consistent one). */
  inconsistent: number[];
}

/** samples[d] = boards at true distance d (e.g. from sampleBoardsByDistance). */
export function profileHeuristics(
  puzzle: Puzzle,
  samples: readonly (readonly (readonly number[])[])[],
  ids: readonly HeuristicId[],
): HeuristicProfile {
  const heuristics = ids.map((id) => makeHeuristic(id, puzzle));
  const k = ids.length;
  const exceeds = ids.map(() => new Array<number>(k).fill(0));
  const overestimates = new Array<number>(k).fill(0);
  const exact = new Array<number>(k).fill(0);
  const inconsistent = new Array<number>(k).fill(0);
  const topo = topology(puzzle.rows, puzzle.cols);
  const { degree } = topo;
  let moves = 0;
  let boards = 0;
  const values = new Array<number>(k);
  const rows = samples.map((layer, distance): ProfileRow => {
    const perHeuristic: number[][] = ids.map(() => []);
    for (const board of layer) {
      boards++;
      for (let a = 0; a < k; a++) {
        values[a] = heuristics[a].estimate(board);
        perHeuristic[a].push(values[a]);
        if (values[a] > distance) overestimates[a]++;
        if (values[a] === distance) exact[a]++;
      }
      for (let a = 0; a < k; a++) for (let b = 0; b < k; b++) if (values[a] > values[b]) exceeds[a][b]++;
      moves += degree[board.indexOf(0)];
      for (let a = 0; a < k; a++)
        inconsistent[a] += steepDrops(topo, board, values[a], (next) => heuristics[a].estimate(next));
    }
    return { distance, boards: layer.length, mean: perHeuristic.map(mean) };
  });
  return { ids: [...ids], rows, boards, exceeds, overestimates, exact, moves, inconsistent };
}

/**
 * The moves out of `board` after which `estimate` is lower than `h` (the board's own estimate)
 * by more than the move's cost: each one is a consistency violation.
 */
export function steepDrops(
  topo: Topology,
  board: readonly number[],
  h: number,
  estimate: (board: readonly number[]) => number,
): number {
  const next = [...board];
  const blank = next.indexOf(0);
  let drops = 0;
  for (let m = 0; m < topo.degree[blank]; m++) {
    const to = topo.neighbours[blank * 4 + m];
    next[blank] = next[to];
    next[to] = 0;
    if (h > estimate(next) + 1) drops++;
    next[to] = next[blank];
    next[blank] = 0;
  }
  return drops;
}
