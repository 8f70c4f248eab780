/**
 * Everything a solver needs about one puzzle, precomputed once per run: the move tables, the
 * key codec, the heuristic, and the O(1) updates the hot loops rely on (the packed key, and
 * Manhattan, misplaced and linear conflict, all change by table lookups when one tile slides).
 */
import type { HeuristicId, StateKey } from '../events';
import type { Heuristic } from '../heuristics/types';
import type { Puzzle } from '../puzzle';
import type { StateCodec } from '../stateKey';
import { NIBBLE_WEIGHT, makeCodec } from '../stateKey';
import type { Topology } from '../topology';
import type { Incremental, Update } from './incremental';
import { LINEAR_CONFLICT, MANHATTAN, MISPLACED, linearConflictChild, makeIncremental } from './incremental';
import { topology } from '../topology';

export interface SearchModel {
  readonly puzzle: Puzzle;
  readonly size: number;
  readonly topo: Topology;
  readonly codec: StateCodec;
  /** Packed nibble keys: a child's key is the parent's plus tile * (16^from - 16^to). */
  readonly packed: boolean;
  /** Keys are numbers (packed or rank), so the numeric hash table applies. */
  readonly numericKeys: boolean;
  readonly start: Uint8Array;
  readonly startBlank: number;
  readonly startKey: StateKey;
  readonly goal: Uint8Array;
  readonly goalBlank: number;
  readonly goalKey: StateKey;
  readonly heuristicId: HeuristicId | null;
  readonly heuristic: Heuristic | null;
  /** How h changes along a move (see incremental.ts), and the tables that make it O(1). */
  readonly update: Update;
  readonly inc: Incremental;
}

export function makeModel(puzzle: Puzzle, start: readonly number[], heuristic: Heuristic | null): SearchModel {
  const { rows, cols } = puzzle;
  const size = rows * cols;
  const codec = makeCodec(rows, cols);
  const startTiles = Uint8Array.from(start);
  const goal = Uint8Array.from(puzzle.goal);
  const inc = makeIncremental(puzzle, heuristic ? heuristic.id : null);
  return {
    puzzle,
    size,
    topo: topology(rows, cols),
    codec,
    packed: codec.kind === 'packed',
    numericKeys: codec.kind !== 'string',
    start: startTiles,
    startBlank: startTiles.indexOf(0),
    startKey: codec.encode(startTiles),
    goal,
    goalBlank: goal.indexOf(0),
    goalKey: codec.encode(goal),
    heuristicId: heuristic ? heuristic.id : null,
    heuristic,
    update: inc.update,
    inc,
  };
}

/**
 * The key after `tile` slid from cell `from` to cell `to` (the blank went the other way).
 * `tiles` must already hold the child board (used when keys are not packed).
 */
export function childKey(
  model: SearchModel,
  parentKey: StateKey,
  tiles: Uint8Array,
  tile: number,
  from: number,
  to: number,
): StateKey {
  return model.packed
    ? (parentKey as number) + tile * (NIBBLE_WEIGHT[to] - NIBBLE_WEIGHT[from])
    : model.codec.encode(tiles);
}

/** h of the child board in `tiles` (already moved), given the parent's h and the tile that slid. */
export function childH(
  model: SearchModel,
  parentH: number,
  tiles: Uint8Array,
  tile: number,
  from: number,
  to: number,
): number {
  const inc = model.inc;
  switch (model.update) {
    case MANHATTAN: {
      const base = tile * model.size;
      return parentH - inc.distance[base + from] + inc.distance[base + to];
    }
    case MISPLACED:
      return parentH - (inc.goal[from] !== tile ? 1 : 0) + (inc.goal[to] !== tile ? 1 : 0);
    case LINEAR_CONFLICT:
      return linearConflictChild(inc, model.topo.cols, model.topo.rows, parentH, tiles, tile, from, to);
    default: {
      const h = model.heuristic;
      return h === null ? 0 : h.estimate(tiles);
    }
  }
}

export function rootH(model: SearchModel): number {
  return model.heuristic === null ? 0 : model.heuristic.estimate(model.start);
}
