/**
 * The generator around a resumable search loop (bestFirstKernel.ts, bfsKernel.ts): the loop
 * runs in chunks, and between chunks the generator yields what the chunk traced and, every
 * `progressEvery` expansions, a progress event. With every event traced a chunk is one
 * expansion, so nothing is computed before it is asked for; at the progress level a chunk runs
 * to the next progress event, and draining costs what a plain loop costs.
 */
import type { LimitReason, NodeInfo, SearchEvent } from '../events';
import type { NodeArena } from './arena';
import { pathTo } from './arena';
import type { Run } from './run';
import { directionsOf } from './run';
import type { FinalEvent, Search } from './types';

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
  /** The final event for an ending status; also hands the loop's buffers back. */
  finish(status: Exclude<ChunkStatus, 'paused'>): FinalEvent;
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
    if (status !== 'paused') return loop.finish(status);
    if (loop.expanded() >= nextProgress) {
      nextProgress += progressEvery;
      yield run.progress(loop.progressBound?.());
    }
  }
}

/**
 * The final event of an arena-based search: when solved, the path to `goalSlot`, read before
 * `release` hands the arena to the next run (pool.ts).
 */
export function finalEvent(
  run: Run,
  status: Exclude<ChunkStatus, 'paused'>,
  arena: NodeArena,
  goalSlot: number,
  release: () => void,
): FinalEvent {
  if (status !== 'solved') {
    release();
    return status === 'exhausted' ? run.exhausted() : run.limit(status);
  }
  const { moves, ids } = pathTo(arena, goalSlot);
  release();
  return run.solved(directionsOf(moves), ids);
}
