/**
 * Depth-limited DFS, iterative deepening DFS and IDA* share one engine: the loop is
 * depthFirstKernel.ts (see there for the stack, the bound and the cycle check); this file
 * wires it to the generator that runs it in chunks (chunked.ts).
 */
import { runInChunks } from './chunked';
import { expandUntil, openDepthFirst } from './depthFirstKernel';
import type { Run } from './run';
import { directionsOf, nodeInfo } from './run';
import type { Search } from './types';

export function depthFirst(run: Run): Search {
  return runInChunks(run, () => {
    const search = openDepthFirst(run);
    const { h0 } = search;
    return {
      root: nodeInfo(0, -1, run.model.startKey, 0, h0, h0, -1),
      events: search.events,
      expanded: () => search.expanded,
      expandUntil: (limit) => expandUntil(search, limit),
      // DFS has one fixed bound; IDDFS and IDA* report the bound of the pass in progress.
      progressBound: () => (search.single ? undefined : search.bound),
      solution: () => {
        const { pMove, pId, depth } = search;
        return { moves: directionsOf(pMove.subarray(1, depth)), ids: Array.from(pId.subarray(0, depth)) };
      },
      exhaustedAtLimit: () => search.exhaustedAtLimit,
    };
  });
}
