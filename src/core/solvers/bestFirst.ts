/**
 * Greedy best-first, A* and weighted A*. The loop is bestFirstKernel.ts, or for A* on a 3x3
 * board without events the same search on a packed board once aStar3x3Loop.ts is imported;
 * this file wires it to the generator that runs it in chunks (chunked.ts).
 */
import { closeBestFirst, expandUntil, openBestFirst } from './bestFirstKernel';
import type { ChunkedLoop } from './chunked';
import { arenaSolution, runInChunks } from './chunked';
import { fValue } from './ordering';
import type { Run } from './run';
import { nodeInfo } from './run';
import type { Search } from './types';

/** A faster loop for some runs, giving the same events: the packed 3x3 A* (aStar3x3Loop.ts). */
interface PackedLoop {
  fits(run: Run): boolean;
  open(run: Run): ChunkedLoop;
}
let packed: PackedLoop | null = null;

/** Runs that `loop` fits take it from now on. */
export function installPackedLoop(loop: PackedLoop): void {
  packed = loop;
}

export function bestFirst(run: Run): Search {
  return runInChunks(run, () => (packed?.fits(run) ? packed.open(run) : generalLoop(run)));
}

export function rootInfo(run: Run, h0: number) {
  return nodeInfo(0, -1, run.model.startKey, 0, h0, fValue(run.opts.algorithm, 0, h0, run.opts.weight), -1);
}

function generalLoop(run: Run): ChunkedLoop {
  const search = openBestFirst(run);
  return {
    root: rootInfo(run, search.arena.h[0]),
    events: search.events,
    expanded: () => search.expanded,
    expandUntil: (limit) => expandUntil(search, limit),
    solution: () => arenaSolution(search.arena, search.goalSlot),
    release: () => closeBestFirst(search),
  };
}
