/**
 * Manhattan distance + linear conflict (Hansson, Mayer & Yung 1992).
 *
 * Two tiles in the same row, both with that row as their goal row, but in reversed order,
 * cannot pass each other inside the row: one of them must step out of the row and back, two
 * moves that Manhattan does not count. For a whole line the extra cost is 2 x the FEWEST tiles
 * to take out so the rest are in goal order (line length minus the longest increasing
 * subsequence of goal positions). Counting 2 per reversed pair instead overestimates (three
 * tiles in fully reversed order make three pairs but need only two to step aside) and breaks
 * admissibility. Rows and columns add up: row conflicts cost vertical moves of tiles already
 * in their goal row, which Manhattan never counts, and column conflicts horizontal ones.
 * Consistent too: a move changes one tile's line membership in one row or column, so the
 * conflict term changes by at most 2 in the direction opposite to the Manhattan change.
 */
import type { Puzzle } from '../puzzle';
import { goalPositions } from './goalPositions';
import { longestIncreasing } from './longestIncreasing';
import { manhattanHeuristic, manhattanTable } from './manhattan';
import type { ConflictLine, Heuristic, LinearConflict } from './types';

export function linearConflictHeuristic(puzzle: Puzzle): Heuristic {
  const g = goalPositions(puzzle);
  const { rows, cols, size, goalRow, goalCol } = g;
  const distance = manhattanTable(puzzle);
  const manhattan = manhattanHeuristic(puzzle);
  // Scratch for one line: the goal positions along it, and the LIS table. No allocation per call.
  const line = new Int8Array(Math.max(rows, cols));
  const best = new Int8Array(Math.max(rows, cols));

  /** Extra moves from row and column conflicts. */
  function conflictCost(tiles: ArrayLike<number>): number {
    let extra = 0;
    for (let r = 0; r < rows; r++) {
      let k = 0;
      for (let c = 0; c < cols; c++) {
        const t = tiles[r * cols + c];
        if (t !== 0 && goalRow[t] === r) line[k++] = goalCol[t];
      }
      if (k > 1) extra += 2 * (k - longestIncreasing(line, k, best));
    }
    for (let c = 0; c < cols; c++) {
      let k = 0;
      for (let r = 0; r < rows; r++) {
        const t = tiles[r * cols + c];
        if (t !== 0 && goalCol[t] === c) line[k++] = goalRow[t];
      }
      if (k > 1) extra += 2 * (k - longestIncreasing(line, k, best));
    }
    return extra;
  }

  return {
    id: 'linear-conflict',
    estimate(tiles) {
      let h = 0;
      for (let cell = 0; cell < size; cell++) h += distance[tiles[cell] * size + cell];
      return h + conflictCost(tiles);
    },
    explain(tiles) {
      const base = manhattan.explain(tiles);
      const conflicts: LinearConflict[] = [];
      const lines: ConflictLine[] = [];
      const examine = (kind: 'row' | 'col', index: number, members: number[], goalPos: (t: number) => number) => {
        for (let i = 0; i < members.length; i++) {
          for (let j = i + 1; j < members.length; j++) {
            if (goalPos(members[i]) > goalPos(members[j])) {
              conflicts.push({ line: kind, index, a: members[i], b: members[j] });
            }
          }
        }
        const kept = longestIncreasingMembers(members, goalPos);
        const removed = members.filter((t) => !kept.includes(t));
        if (removed.length > 0) lines.push({ line: kind, index, tiles: members, removed, cost: 2 * removed.length });
      };
      for (let r = 0; r < rows; r++) {
        const members: number[] = [];
        for (let c = 0; c < cols; c++) {
          const t = tiles[r * cols + c];
          if (t !== 0 && goalRow[t] === r) members.push(t);
        }
        examine('row', r, members, (t) => goalCol[t]);
      }
      for (let c = 0; c < cols; c++) {
        const members: number[] = [];
        for (let r = 0; r < rows; r++) {
          const t = tiles[r * cols + c];
          if (t !== 0 && goalCol[t] === c) members.push(t);
        }
        examine('col', c, members, (t) => goalRow[t]);
      }
      const rowCost = lines.filter((l) => l.line === 'row').reduce((s, l) => s + l.cost, 0);
      const colCost = lines.filter((l) => l.line === 'col').reduce((s, l) => s + l.cost, 0);
      return {
        value: base.value + rowCost + colCost,
        tiles: base.tiles,
        conflicts,
        conflictLines: lines,
        parts: [
          { label: 'manhattan', value: base.value },
          { label: 'row-conflicts', value: rowCost },
          { label: 'col-conflicts', value: colCost },
        ],
      };
    },
  };
}

/** One longest subsequence of `members` whose goal positions increase (for the explanation). */
function longestIncreasingMembers(members: number[], goalPos: (t: number) => number): number[] {
  const n = members.length;
  const len = new Array<number>(n).fill(1);
  const prev = new Array<number>(n).fill(-1);
  let end = -1;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < i; j++) {
      if (goalPos(members[j]) < goalPos(members[i]) && len[j] + 1 > len[i]) {
        len[i] = len[j] + 1;
        prev[i] = j;
      }
    }
    if (end < 0 || len[i] > len[end]) end = i;
  }
  const out: number[] = [];
  for (let i = end; i >= 0; i = prev[i]) out.unshift(members[i]);
  return out;
}
