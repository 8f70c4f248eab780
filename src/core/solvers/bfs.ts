/**
 * Breadth-first search, the classroom version: a FIFO queue, a seen set, and the goal test at
 * generation. Optimal for unit move costs. The loop is bfsKernel.ts; this file wires it to the
 * generator that runs it in chunks (chunked.ts).
 *
 * To read the algorithm, open textbook/breadthFirst.ts: the same search written as in the textbook, with
 * exactly these events (tests/unit/core/textbook.test.ts). This file runs the fast version.
 */
import { closeBfs, expandUntil, openBfs } from './bfsKernel';
import { arenaSolution, runInChunks } from './chunked';
import type { Run } from './run';
import { nodeInfo } from './run';
import type { Search } from './types';

export function bfs(run: Run): Search {
  return runInChunks(run, () => {
    const search = openBfs(run);
    return {
      root: nodeInfo(0, -1, run.model.startKey, 0, 0, 0, -1),
      events: search.events,
      expanded: () => search.head,
      expandUntil: (limit) => expandUntil(search, limit),
      solution: () => arenaSolution(search.arena, search.goalSlot),
      release: () => closeBfs(search),
    };
  });
}
