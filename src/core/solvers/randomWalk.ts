/**
 * Monte Carlo random walk: from the start, take random legal moves (seeded, so a walk can be
 * replayed) until the goal turns up or `maxIterations` steps are spent. It never undoes the move
 * it just made (that would only waste two steps) but otherwise has no memory, so it returns the
 * walk itself, loops and all: a legal path, almost never a short one, never claimed optimal.
 *
 * Events: each step expands the current node and generates the one child it moves to, so the
 * frontier always holds exactly one node. Node ids along the walk are 0, 1, 2, ...
 */
import { seededRandom } from '../random';
import { childKey } from './model';
import type { Run } from './run';
import { directionsOf, nodeInfo } from './run';
import type { Search } from './types';

export function* randomWalk(run: Run): Search {
  const model = run.model;
  const { all, maxIterations, seed } = run.opts;
  const random = seededRandom(seed);
  const { neighbours, moveDir, degree } = model.topo;
  const tiles = Uint8Array.from(model.start);
  let moves = new Int8Array(1024);
  let blank = model.startBlank;
  let from = -1; // the blank's previous cell: the one move not taken
  let key = model.startKey;
  let id = 0;
  let g = 0;
  run.frontier = 1;
  run.memory = 1;
  run.notePeaks();
  yield run.startEvent(nodeInfo(0, -1, key, 0, 0, 0, -1));

  for (;;) {
    if (run.expanded >= maxIterations) return run.limit('expansions');
    const reason = run.limitReached();
    if (reason !== null) return run.limit(reason);
    run.expanded++;
    run.frontier--;
    if (all) yield { type: 'expand', node: nodeInfo(id, id - 1, key, g, 0, g, g === 0 ? -1 : moves[g - 1]) };
    if (key === model.goalKey) {
      return run.solved(
        directionsOf(moves.subarray(0, g)),
        Array.from({ length: g + 1 }, (_, i) => i),
      );
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
    id = run.nextId++;
    run.frontier++;
    run.memory++;
    if (all) yield { type: 'generate', node: nodeInfo(id, id - 1, key, g, 0, g, dir), outcome: 'new' };
    run.notePeaks();
    if (run.progressDue()) yield run.progress();
  }
}
