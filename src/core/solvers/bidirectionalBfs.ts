/**
 * Bidirectional BFS: one breadth-first search from the start (forward) and one from the goal
 * (backward), expanding whole layers in turn, forward first. A child new to its own side that
 * the other side has already seen joins the two halves: the search stops there. Because layers
 * alternate and each is finished before the next, the first such meeting is a shortest path
 * (if forward depth <= d and backward depth <= d met nowhere, the distance is at least 2d + 1,
 * and any meeting found while expanding forward layer d has exactly that length).
 *
 * Events: the forward root is the `start` root (id 0); the backward root (the goal, id 1) is
 * announced by a `generate` event with side 'backward', parentId -1 and outcome 'new'. Every
 * node carries its side. The path's node ids run from the start to the goal: forward ids up to
 * the meeting state, then backward ids to the goal (the meeting state appears once).
 */
import type { Direction } from '../puzzle';
import { DIRECTIONS, OPPOSITE } from '../puzzle';
import { NodeArena } from './arena';
import { childKey } from './model';
import type { Run } from './run';
import { nodeInfo } from './run';
import { makeStateIndex } from './stateIndex';
import type { Search } from './types';

const SIDES = ['forward', 'backward'] as const;

export function* bidirectionalBfs(run: Run): Search {
  const model = run.model;
  const all = run.opts.all;
  const { size } = model;
  const { neighbours, moveDir, degree } = model.topo;
  const tiles = new Uint8Array(size);
  const arenas = [new NodeArena(size), new NodeArena(size)];
  const seen = [makeStateIndex(model.numericKeys), makeStateIndex(model.numericKeys)];
  const heads = [0, 0];

  arenas[0].add(0, -1, -1, 0, 0, model.startBlank, model.startKey, model.start);
  seen[0].set(model.startKey, 0);
  run.frontier = 1;
  run.memory = 1;
  run.notePeaks();
  yield run.startEvent(nodeInfo(0, -1, model.startKey, 0, 0, 0, -1, 'forward'));
  if (model.startKey === model.goalKey) return run.solved([], [0]);

  const backRootId = run.nextId++;
  arenas[1].add(backRootId, -1, -1, 0, 0, model.goalBlank, model.goalKey, model.goal);
  seen[1].set(model.goalKey, 0);
  run.frontier++;
  run.memory++;
  if (all)
    yield { type: 'generate', node: nodeInfo(backRootId, -1, model.goalKey, 0, 0, 0, -1, 'backward'), outcome: 'new' };

  for (let s = 0; ; s = 1 - s) {
    const arena = arenas[s];
    const own = seen[s];
    const other = seen[1 - s];
    const side = SIDES[s];
    // A side with nothing left to expand has seen all it can reach, without meeting the other.
    if (heads[s] >= arena.length) return run.exhausted();
    const layer = arena.g[heads[s]];
    while (heads[s] < arena.length && arena.g[heads[s]] === layer) {
      const reason = run.limitReached();
      if (reason !== null) return run.limit(reason);
      const slot = heads[s]++;
      const head = slot + 1;
      const id = arena.id[slot];
      const g = arena.g[slot];
      const blank = arena.blank[slot];
      const key = arena.keys[slot];
      run.expanded++;
      run.frontier--;
      if (all) {
        const parentId = slot === 0 ? -1 : arena.id[arena.parent[slot]];
        yield { type: 'expand', node: nodeInfo(id, parentId, key, g, 0, g, arena.move[slot], side) };
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
            yield {
              type: 'generate',
              node: nodeInfo(cid, id, pk, cg, 0, cg, moveDir[base + k], side),
              outcome: 'closed',
            };
          }
          continue;
        }
        const dir = moveDir[base + k];
        const tile = tiles[to];
        tiles[blank] = tile;
        tiles[to] = 0;
        const ck = childKey(model, key, tiles, tile, to, blank);
        const cid = run.nextId++;
        const old = own.get(ck);
        if (old >= 0) {
          run.duplicates++;
          if (all) {
            const node = nodeInfo(cid, id, ck, cg, 0, cg, dir, side);
            yield { type: 'generate', node, outcome: old < head ? 'closed' : 'frontier' };
          }
        } else {
          const cs = arena.add(cid, slot, dir, cg, 0, to, ck, tiles);
          own.putLast(cs);
          run.frontier++;
          run.memory++;
          if (all) yield { type: 'generate', node: nodeInfo(cid, id, ck, cg, 0, cg, dir, side), outcome: 'new' };
          const met = other.get(ck);
          if (met >= 0) {
            const [fSlot, bSlot] = s === 0 ? [cs, arenas[1].parent[met]] : [met, slot];
            // When forward meets the backward root itself, bSlot is -1: the path ends at the goal.
            const { moves, ids } = joinPaths(arenas[0], fSlot, arenas[1], s === 0 ? met : cs, bSlot);
            return run.solved(moves, ids);
          }
        }
        tiles[to] = tile;
        tiles[blank] = 0;
      }
      run.notePeaks();
      if (run.progressDue()) yield run.progress();
    }
  }
}

/**
 * Start -> meeting state along the forward tree (ending at forward slot `fSlot`), then on to
 * the goal along the backward tree: from the backward node `bMeet` (the meeting state on the
 * backward side) each step goes to its parent, which undoes the backward move, so the blank
 * moves the opposite way. `bNext` is the backward slot after the meeting state (-1 at the goal).
 */
function joinPaths(
  forward: NodeArena,
  fSlot: number,
  backward: NodeArena,
  bMeet: number,
  bNext: number,
): { moves: Direction[]; ids: number[] } {
  const moves: Direction[] = [];
  const ids: number[] = [];
  for (const s of forward.chain(fSlot)) {
    ids.push(forward.id[s]);
    if (forward.parent[s] >= 0) moves.push(DIRECTIONS[forward.move[s]]);
  }
  for (let b = bMeet; backward.parent[b] >= 0; b = backward.parent[b]) {
    moves.push(OPPOSITE[DIRECTIONS[backward.move[b]]]);
  }
  for (let b = bNext; b >= 0; b = backward.parent[b]) ids.push(backward.id[b]);
  return { moves, ids };
}
