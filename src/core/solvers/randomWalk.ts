/**
 * Monte Carlo random walk: from the start, take random legal moves (seeded, so a walk can be
 * replayed) until the goal turns up or `maxIterations` steps are spent. It never undoes the move
 * it just made (that would only waste two steps) but otherwise has no memory, so it returns the
 * walk itself, loops and all: a legal path, almost never a short one, never claimed optimal.
 *
 * Events: each step expands the current node and generates the one child it moves to, so the
 * frontier always holds exactly one node. Node ids along the walk are 0, 1, 2, ...
 *
 * Like the other engines, the loop (`walkUntil`) is a plain function run in chunks by
 * runInChunks (chunked.ts).
 *
 * To read the algorithm, open textbook/randomWalk.ts: the same search written as in the textbook, with
 * exactly these events (tests/unit/core/textbook.test.ts). This file runs the fast version.
 */
import type { SearchEvent } from '../events';
import { seededRandom } from '../random';
import { runInChunks, type ChunkStatus } from './chunked';
import { childKey } from './model';
import type { Run } from './run';
import { directionsOf, nodeInfo } from './run';
import type { Search } from './types';

interface Walk {
  readonly run: Run;
  readonly random: () => number;
  readonly tiles: Uint8Array;
  readonly events: SearchEvent[];
  /** The blank moves taken so far; the walk is moves[0..g). */
  moves: Int8Array;
  blank: number;
  /** The blank's previous cell: the one move not taken. */
  from: number;
  key: number | string;
  /** The current node's id and depth (equal: ids along the walk are 0, 1, 2, ...). */
  id: number;
  g: number;
  expanded: number;
  /** 1 while the current node waits to be expanded, 0 once it has been. */
  frontier: number;
}

export function randomWalk(run: Run): Search {
  return runInChunks(run, () => {
    const model = run.model;
    const walk: Walk = {
      run,
      random: seededRandom(run.opts.seed),
      tiles: Uint8Array.from(model.start),
      events: [],
      moves: new Int8Array(1024),
      blank: model.startBlank,
      from: -1,
      key: model.startKey,
      id: 0,
      g: 0,
      expanded: 0,
      frontier: 1,
    };
    syncRun(walk);
    return {
      root: nodeInfo(0, -1, model.startKey, 0, 0, 0, -1),
      events: walk.events,
      expanded: () => walk.expanded,
      expandUntil: (limit) => walkUntil(walk, limit),
      solution: () => ({
        moves: directionsOf(walk.moves.subarray(0, walk.g)),
        ids: Array.from({ length: walk.g + 1 }, (_, i) => i),
      }),
    };
  });
}

/** Every node of the walk stays in memory (the path is the answer). */
function syncRun(w: Walk): void {
  w.run.sync(w.expanded, w.frontier, w.g + 1, 0, w.id + 1, 1, w.g + 1);
}

/** Steps until `expanded >= limit`, the goal, `maxIterations` or the budget. */
function walkUntil(w: Walk, limit: number): ChunkStatus {
  const { run, random, tiles, events } = w;
  const model = run.model;
  const { all, maxIterations } = run.opts;
  const { maxExpansions, maxMemoryNodes } = run.opts.budget;
  const { neighbours, moveDir, degree } = model.topo;
  let { moves, blank, from, key, id, g, expanded } = w;
  let status: ChunkStatus = 'paused';
  while (expanded < limit) {
    if (expanded >= maxIterations) {
      status = 'expansions';
      break;
    }
    if (expanded >= maxExpansions || g + 1 >= maxMemoryNodes || (expanded & 255) === 0) {
      run.sync(expanded, 1, g + 1, 0, id + 1, 1, g + 1);
      const reason = run.limitReached(); // also reads the clock, every 256 expansions
      if (reason !== null) {
        status = reason;
        break;
      }
    }
    expanded++;
    if (all) events.push({ type: 'expand', node: nodeInfo(id, id - 1, key, g, 0, g, g === 0 ? -1 : moves[g - 1]) });
    if (key === model.goalKey) {
      status = 'solved';
      break;
    }
    const base = blank * 4;
    const choices = degree[blank] - (from >= 0 ? 1 : 0);
    let pick = Math.floor(random() * choices);
    let k = 0;
    for (; ; k++) {
      if (neighbours[base + k] === from) continue;
      if (pick-- === 0) break;
    }
    const to = neighbours[base + k];
    const dir = moveDir[base + k];
    const tile = tiles[to];
    tiles[blank] = tile;
    tiles[to] = 0;
    key = childKey(model, key, tiles, tile, to, blank);
    if (g === moves.length) {
      const grown = new Int8Array(g * 2);
      grown.set(moves);
      moves = grown;
    }
    moves[g++] = dir;
    from = blank;
    blank = to;
    id++;
    if (all) events.push({ type: 'generate', node: nodeInfo(id, id - 1, key, g, 0, g, dir), outcome: 'new' });
  }
  Object.assign(w, { moves, blank, from, key, id, g, expanded, frontier: status === 'solved' ? 0 : 1 });
  syncRun(w);
  return status;
}
