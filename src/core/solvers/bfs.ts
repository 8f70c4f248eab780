/**
 * Breadth-first search, the classroom version: a FIFO queue, a seen set, and the goal test at
 * generation (a child that is the goal ends the search at once, one layer earlier than testing
 * at expansion). Optimal for unit move costs.
 *
 * The queue is the node arena itself: nodes are appended in the order they are generated and
 * expanded in that same order, so slot < head means "already expanded" (closed).
 */
import type { NodeArena } from './arena';
import { pathTo } from './arena';
import { childKey } from './model';
import type { Run } from './run';
import { directionsOf, nodeInfo } from './run';
import { giveArena, giveIndex, takeArena, takeIndex } from './pool';
import type { StateIndex } from './stateIndex';
import type { Search } from './types';

export function* bfs(run: Run): Search {
  const model = run.model;
  const all = run.opts.all;
  const { size, goalKey } = model;
  const { neighbours, moveDir, degree } = model.topo;
  const arena = takeArena(size);
  const seen = takeIndex(model.numericKeys);
  const tiles = new Uint8Array(size);

  arena.add(0, -1, -1, 0, 0, model.startBlank, model.startKey, model.start);
  seen.set(model.startKey, 0);
  run.frontier = 1;
  run.memory = 1;
  run.notePeaks();
  yield run.startEvent(nodeInfo(0, -1, model.startKey, 0, 0, 0, -1));
  if (model.startKey === goalKey) {
    release(arena, seen);
    return run.solved([], [0]);
  }

  let head = 0;
  while (head < arena.length) {
    const reason = run.limitReached();
    if (reason !== null) {
      release(arena, seen);
      return run.limit(reason);
    }
    const slot = head++;
    const id = arena.id[slot];
    const g = arena.g[slot];
    const blank = arena.blank[slot];
    const key = arena.keys[slot];
    run.expanded++;
    run.frontier--;
    if (all) {
      const parentId = slot === 0 ? -1 : arena.id[arena.parent[slot]];
      yield { type: 'expand', node: nodeInfo(id, parentId, key, g, 0, g, arena.move[slot]) };
    }
    arena.load(slot, tiles);
    const cg = g + 1;
    // The move back to the parent's state always meets that (expanded) state: 'closed',
    // known without a lookup.
    const back = slot === 0 ? -1 : arena.blank[arena.parent[slot]];
    for (let k = 0, base = blank * 4; k < degree[blank]; k++) {
      const to = neighbours[base + k];
      if (to === back) {
        const cid = run.nextId++;
        run.duplicates++;
        if (all) {
          const pk = arena.keys[arena.parent[slot]];
          yield { type: 'generate', node: nodeInfo(cid, id, pk, cg, 0, cg, moveDir[base + k]), outcome: 'closed' };
        }
        continue;
      }
      const dir = moveDir[base + k];
      const tile = tiles[to];
      tiles[blank] = tile;
      tiles[to] = 0;
      const ck = childKey(model, key, tiles, tile, to, blank);
      const cid = run.nextId++;
      const old = seen.get(ck);
      if (old >= 0) {
        run.duplicates++;
        if (all)
          yield {
            type: 'generate',
            node: nodeInfo(cid, id, ck, cg, 0, cg, dir),
            outcome: old < head ? 'closed' : 'frontier',
          };
      } else {
        const cs = arena.add(cid, slot, dir, cg, 0, to, ck, tiles);
        seen.putLast(cs);
        run.frontier++;
        run.memory++;
        if (all) yield { type: 'generate', node: nodeInfo(cid, id, ck, cg, 0, cg, dir), outcome: 'new' };
        if (ck === goalKey) {
          const { moves, ids } = pathTo(arena, cs);
          release(arena, seen);
          return run.solved(directionsOf(moves), ids);
        }
      }
      tiles[to] = tile;
      tiles[blank] = 0;
    }
    run.notePeaks();
    if (run.progressDue()) yield run.progress();
  }
  release(arena, seen);
  return run.exhausted();
}

function release(arena: NodeArena, seen: StateIndex): void {
  giveArena(arena);
  giveIndex(seen);
}
