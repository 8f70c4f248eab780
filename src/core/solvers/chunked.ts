/**
 * The generator around every solver's resumable loop (bestFirstKernel.ts, bfsKernel.ts,
 * depthFirstKernel.ts, the random walk, bidirectional BFS's two sides): the loop runs in
 * chunks, and between chunks the generator yields what the chunk traced and, every
 * `progressEvery` expansions, a progress event. With every event traced a chunk is one
 * expansion, so nothing is computed before it is asked for; at the progress level a chunk runs
 * to the next progress event, and draining costs what a plain loop costs. The ending is the
 * same for every engine too: the path when solved, then the buffers go back.
 */
import type { LimitReason, NodeInfo, SearchEvent } from '../events';
import type { Direction } from '../puzzle';
import type { NodeColumns } from './arena';
import { pathTo } from './arena';
import type { Run } from './run';
import { directionsOf } from './run';
import type { Search } from './types';

/** Why a chunk returned: its limit was reached, or the search ended (a budget bound included). */
export type ChunkStatus = 'paused' | 'solved' | 'exhausted' | LimitReason;

export interface ChunkedLoop {
  readonly root: NodeInfo;
  /** What the last chunk traced (only when every event is traced); emptied by the generator. */
  readonly events: SearchEvent[];
  expanded(): number;
  /** Expands until `expanded() >= limit` ('paused') or the search ends. */
  expandUntil(limit: number): ChunkStatus;
  /** The bound a progress event carries (IDA*, IDDFS), if any. */
  progressBound?(): number | undefined;
  /** The path found, once a chunk returned 'solved' (read before `release`). */
  solution(): Solution;
  /** Depth-limited DFS: 'exhausted' then means "nothing within this depth limit". */
  exhaustedAtLimit?(): number | undefined;
  /** Hands the loop's pooled buffers back when the search ends (pool.ts). */
  release?(): void;
}

export interface Solution {
  readonly moves: readonly Direction[];
  readonly ids: readonly number[];
}

/** `open` runs on the first `next()`, so a search that is never started takes no buffers. */
export function* runInChunks(run: Run, open: () => ChunkedLoop): Search {
  const loop = open();
  const { events } = loop;
  yield run.startEvent(loop.root);
  const { all, progressEvery } = run.opts;
  let nextProgress = progressEvery;
  for (;;) {
    const status = loop.expandUntil(all ? loop.expanded() + 1 : nextProgress);
    for (let i = 0; i < events.length; i++) yield events[i];
    events.length = 0;
    if (status === 'solved') {
      const { moves, ids } = loop.solution();
      loop.release?.();
      return run.solved(moves, ids);
    }
    if (status !== 'paused') {
      loop.release?.();
      return status === 'exhausted' ? run.exhausted(loop.exhaustedAtLimit?.()) : run.limit(status);
    }
    if (loop.expanded() >= nextProgress) {
      nextProgress += progressEvery;
      yield run.progress(loop.progressBound?.());
    }
  }
}

/** The path to `slot` in an arena (best-first and breadth-first searches). */
export function arenaSolution(arena: NodeColumns, slot: number): Solution {
  const { moves, ids } = pathTo(arena, slot);
  return { moves: directionsOf(moves), ids };
}
