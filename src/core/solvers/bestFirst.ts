/**
 * Greedy best-first, A* and weighted A*. The loop is bestFirstKernel.ts; this file wires it to
 * the generator that runs it in chunks (chunked.ts).
 */
import { closeBestFirst, expandUntil, openBestFirst } from './bestFirstKernel';
import { arenaSolution, runInChunks } from './chunked';
import { fValue } from './ordering';
import type { Run } from './run';
import { nodeInfo } from './run';
import type { Search } from './types';

export function bestFirst(run: Run): Search {
  return runInChunks(run, () => {
    const search = openBestFirst(run);
    const h0 = search.arena.h[0];
    const f0 = fValue(run.opts.algorithm, 0, h0, run.opts.weight);
    return {
      root: nodeInfo(0, -1, run.model.startKey, 0, h0, f0, -1),
      events: search.events,
      expanded: () => search.expanded,
      expandUntil: (limit) => expandUntil(search, limit),
      solution: () => arenaSolution(search.arena, search.goalSlot),
      release: () => closeBestFirst(search),
    };
  });
}
