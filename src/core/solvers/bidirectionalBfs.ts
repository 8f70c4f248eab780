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
 *
 * To read the algorithm, open textbook/bidirectional.ts: the same search written as in the textbook, with
 * exactly these events (tests/unit/core/textbook.test.ts). This file runs the fast version.
 */
import type { SearchEvent } from '../events';
import type { Direction } from '../puzzle';
import { DIRECTIONS, OPPOSITE } from '../puzzle';
import type { NodeArena } from './arena';
import { closeBfs, expandUntil, openBfs, syncRun, type BfsSearch } from './bfsKernel';
import { runInChunks, type ChunkStatus } from './chunked';
import type { Run } from './run';
import { nodeInfo } from './run';
import type { Search } from './types';

export function bidirectionalBfs(run: Run): Search {
  return runInChunks(run, () => {
    const model = run.model;
    const events: SearchEvent[] = [];
    const root = { id: 0, key: model.startKey, blank: model.startBlank, tiles: model.start };
    const forward = openBfs(run, { name: 'forward', root, events });
    const atGoal = model.startKey === model.goalKey;
    // The backward root is announced (and takes its id, 1) only when there is a search to run.
    const goal = { id: 1, key: model.goalKey, blank: model.goalBlank, tiles: model.goal };
    const backward = atGoal ? null : openBfs(run, { name: 'backward', root: goal, events });
    const sides: BfsSearch[] = backward ? [forward, backward] : [forward];
    if (backward) {
      forward.other = backward;
      backward.other = forward;
      forward.nextId = 2;
      syncRun(forward);
      if (run.opts.all) {
        const node = nodeInfo(goal.id, -1, goal.key, 0, 0, 0, -1, 'backward');
        events.push({ type: 'generate', node, outcome: 'new' });
      }
    }
    // Whole layers in turn, forward first; `layer` is the depth the current side is expanding.
    let s = 0;
    let layer = -1;
    const expanded = () => forward.head + (backward ? backward.head : 0);
    return {
      root: nodeInfo(0, -1, model.startKey, 0, 0, 0, -1, 'forward'),
      events,
      expanded,
      expandUntil: (limit): ChunkStatus => {
        if (!backward) return 'solved';
        for (;;) {
          const side = sides[s];
          if (layer < 0) {
            // A side with nothing left to expand has seen all it can reach, without meeting the other.
            if (side.head >= side.arena.length) return 'exhausted';
            layer = side.arena.g[side.head];
          }
          const status = expandUntil(side, side.head + (limit - expanded()), layer);
          if (status !== 'paused') return status;
          if (side.head < side.arena.length && side.arena.g[side.head] === layer) return 'paused';
          s = 1 - s; // the layer is done: the other side's turn
          layer = -1;
          if (expanded() >= limit) return 'paused';
        }
      },
      solution: () => {
        if (!backward) return { moves: [], ids: [0] };
        // The side that generated the meeting state holds it at goalSlot; the other side has
        // it at `met`. When forward meets the backward root itself, the path ends at the goal.
        const side = sides[s];
        const meet = side.goalSlot;
        const met = side.other!.seen.get(side.arena.keys[meet]);
        return s === 0
          ? joinPaths(forward.arena, meet, backward.arena, met, backward.arena.parent[met])
          : joinPaths(forward.arena, met, backward.arena, meet, backward.arena.parent[meet]);
      },
      release: () => sides.forEach(closeBfs),
    };
  });
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
