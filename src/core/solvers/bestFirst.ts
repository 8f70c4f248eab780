/**
 * Greedy best-first, A* and weighted A*. The loop is bestFirstKernel.ts, or for A* on a 3x3
 * board without events the same search on a packed board (aStar3x3Kernel.ts); this file wires
 * it to the generator that runs it in chunks (chunked.ts).
 */
import { closeAStar3x3, expandUntil3x3, fitsAStar3x3, openAStar3x3 } from './aStar3x3Kernel';
import { closeBestFirst, expandUntil, openBestFirst } from './bestFirstKernel';
import type { ChunkedLoop } from './chunked';
import { arenaSolution, runInChunks } from './chunked';
import { fValue } from './ordering';
import type { Run } from './run';
import { nodeInfo } from './run';
import type { Search } from './types';

export function bestFirst(run: Run): Search {
  return runInChunks(run, () => (fitsAStar3x3(run) ? aStar3x3Loop(run) : generalLoop(run)));
}

function rootInfo(run: Run, h0: number) {
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

function aStar3x3Loop(run: Run): ChunkedLoop {
  const search = openAStar3x3(run);
  return {
    root: rootInfo(run, search.nodes.h[0]),
    events: [], // never any: this loop runs only when no node event is traced
    expanded: () => search.expanded,
    expandUntil: (limit) => expandUntil3x3(search, limit),
    solution: () => arenaSolution(search.nodes, search.goalSlot),
    release: () => closeAStar3x3(search),
  };
}
