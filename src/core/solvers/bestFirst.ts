/**
 * Greedy best-first, A* and weighted A* as a generator: the loop itself is in bestFirstKernel.ts
 * (a plain function, so draining without events costs what a plain loop costs); this file only
 * decides how far each chunk goes and turns its outcome into events.
 */
import { pathTo } from './arena';
import { closeBestFirst, expandUntil, openBestFirst } from './bestFirstKernel';
import { fValue } from './ordering';
import type { Run } from './run';
import { directionsOf, nodeInfo } from './run';
import type { Search } from './types';

export function* bestFirst(run: Run): Search {
  const search = openBestFirst(run);
  const { arena, events } = search;
  const h0 = arena.h[0];
  yield run.startEvent(nodeInfo(0, -1, arena.keys[0], 0, h0, fValue(run.opts.algorithm, 0, h0, run.opts.weight), -1));

  const { all, progressEvery } = run.opts;
  let nextProgress = progressEvery;
  for (;;) {
    // Every event traced: one expansion per chunk, so nothing is computed before it is asked for.
    const status = expandUntil(search, all ? search.expanded + 1 : nextProgress);
    for (let i = 0; i < events.length; i++) yield events[i];
    events.length = 0;
    if (status === 'paused') {
      if (search.expanded >= nextProgress) {
        nextProgress += progressEvery;
        yield run.progress();
      }
      continue;
    }
    if (status === 'solved') {
      const { moves, ids } = pathTo(arena, search.goalSlot);
      closeBestFirst(search); // after pathTo: the next run may take the arena
      return run.solved(directionsOf(moves), ids);
    }
    closeBestFirst(search);
    return status === 'exhausted' ? run.exhausted() : run.limit(status);
  }
}
