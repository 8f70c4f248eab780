/**
 * The depth-first engine behind depth-limited DFS, iterative deepening DFS and IDA*. One
 * explicit stack holds the generated-but-not-expanded nodes (children are pushed when their
 * parent is expanded and popped last-in first-out), so the views can draw the real stack; one
 * board buffer is moved along the current path, one tile at a time, and moved back on backtrack.
 *
 * - Cost bound: DFS and IDDFS prune children deeper than the bound (f = g); IDA* prunes
 *   children with f = g + h above it. A pruned child is reported ('pruned') and not pushed.
 * - Cycles: a child equal to any state on the current path is reported ('cycle') and dropped.
 *   Only path nodes with the same blank cell and the same parity of depth can match (cycles in
 *   a sliding puzzle have even length), so the check is a short scan of the path, comparing
 *   boards (each path node keeps a copy of its board), and the inverse move needs no compare.
 * - The goal test is at expansion (a board compare, when the blank is on its goal cell).
 * - State keys are only computed when events are traced: on 4x4 and larger a key is a Lehmer
 *   rank or a string, which would cost more than the rest of an expansion.
 * - IDDFS and IDA* repeat passes: each begins with an `iteration` event and a fresh root id;
 *   the next bound is the smallest pruned f (depth + 1 for IDDFS). A pass that prunes nothing
 *   has seen the whole tree, so the search ends `exhausted`. Depth-limited DFS runs one pass
 *   with bound = depthLimit; if it pruned anything, `exhausted` carries that depthLimit: it
 *   means "no solution within the limit", not "no solution".
 */
import type { StateKey } from '../events';
import { childH, childKey, rootH } from './model';
import type { Run } from './run';
import { directionsOf, nodeInfo } from './run';
import type { Search } from './types';

export function* depthFirst(run: Run): Search {
  const model = run.model;
  const { all, algorithm } = run.opts;
  const useH = algorithm === 'idastar';
  const single = algorithm === 'dfs';
  const { size, startKey, startBlank, goalBlank, goal } = model;
  const { neighbours, moveDir, degree } = model.topo;
  const tiles = new Uint8Array(size);
  const h0 = useH ? rootH(model) : 0;

  // The current path: index i is the node at depth i, with its board at pBoard[i * size].
  // Path and stack grow by doubling.
  let pId = new Int32Array(64);
  let pBlank = new Int8Array(64);
  let pMove = new Int8Array(64);
  let pH = new Int32Array(64);
  let pBoard = new Uint8Array(64 * size);
  const pKey: StateKey[] = []; // traced runs only
  // The stack of generated, not yet expanded nodes.
  let sId = new Int32Array(256);
  let sBlank = new Int8Array(256);
  let sMove = new Int8Array(256);
  let sG = new Int32Array(256);
  let sH = new Int32Array(256);
  const sKey: StateKey[] = []; // traced runs only

  yield run.startEvent(nodeInfo(0, -1, startKey, 0, h0, h0, -1));

  // Counters in locals (see Run.sync); frontier = sp, memory = sp + depth.
  let expanded = 0;
  let duplicates = 0;
  let nextId = 1;
  let peakFrontier = 1;
  let peakMemory = 1;
  const { maxExpansions, maxMemoryNodes } = run.opts.budget;
  const progressEvery = run.opts.progressEvery;
  let nextProgress = progressEvery;

  let bound = single ? run.opts.depthLimit : h0;
  for (let pass = 1; ; pass++) {
    let rootId = 0;
    if (!single) {
      rootId = nextId++;
      if (all) yield { type: 'iteration', pass, bound, root: nodeInfo(rootId, -1, startKey, 0, h0, h0, -1) };
    }
    tiles.set(model.start);
    let depth = 0;
    let sp = 1;
    sId[0] = rootId;
    sBlank[0] = startBlank;
    sMove[0] = -1;
    sG[0] = 0;
    sH[0] = h0;
    if (all) sKey[0] = startKey;
    let nextBound = Infinity;

    while (sp > 0) {
      if (expanded >= maxExpansions || sp + depth >= maxMemoryNodes || (expanded & 255) === 0) {
        run.sync(expanded, sp, sp + depth, duplicates, nextId, peakFrontier, peakMemory);
        const reason = run.limitReached(); // also reads the clock, every 256 expansions
        if (reason !== null) return run.limit(reason);
      }
      sp--;
      const id = sId[sp];
      const g = sG[sp];
      const h = sH[sp];
      const blank = sBlank[sp];
      const move = sMove[sp];
      // Leave the path until its top is this node's parent.
      while (depth > g) {
        depth--;
        if (all) {
          const f = useH ? depth + pH[depth] : depth;
          const parentId = depth > 0 ? pId[depth - 1] : -1;
          yield {
            type: 'backtrack',
            node: nodeInfo(pId[depth], parentId, pKey[depth], depth, pH[depth], f, pMove[depth]),
          };
        }
        if (depth > 0) {
          const cur = pBlank[depth];
          const prev = pBlank[depth - 1];
          tiles[cur] = tiles[prev];
          tiles[prev] = 0;
        }
      }
      if (g + 1 >= pId.length) {
        const n = pId.length * 2;
        pId = grow32(pId, n);
        pBlank = grow8(pBlank, n);
        pMove = grow8(pMove, n);
        pH = grow32(pH, n);
        const boards = new Uint8Array(n * size);
        boards.set(pBoard);
        pBoard = boards;
      }
      if (g > 0) {
        const prev = pBlank[g - 1];
        tiles[prev] = tiles[blank];
        tiles[blank] = 0;
      }
      pId[g] = id;
      pBlank[g] = blank;
      pMove[g] = move;
      pH[g] = h;
      for (let i = 0, at = g * size; i < size; i++) pBoard[at + i] = tiles[i];
      const key = all ? sKey[sp] : 0;
      if (all) pKey[g] = key;
      depth = g + 1;
      expanded++;
      if (all) {
        const parentId = g > 0 ? pId[g - 1] : -1;
        yield { type: 'expand', node: nodeInfo(id, parentId, key, g, h, useH ? g + h : g, move) };
      }
      if (blank === goalBlank && sameBoard(tiles, goal, size)) {
        run.sync(expanded, sp, sp + depth, duplicates, nextId, peakFrontier, peakMemory);
        return run.solved(directionsOf(pMove.subarray(1, depth)), Array.from(pId.subarray(0, depth)));
      }
      if (sp + 4 > sId.length) {
        const n = sId.length * 2;
        sId = grow32(sId, n);
        sBlank = grow8(sBlank, n);
        sMove = grow8(sMove, n);
        sG = grow32(sG, n);
        sH = grow32(sH, n);
      }
      const cg = g + 1;
      const back = g > 0 ? pBlank[g - 1] : -1;
      for (let k = 0, base = blank * 4; k < degree[blank]; k++) {
        const to = neighbours[base + k];
        const dir = moveDir[base + k];
        const tile = tiles[to];
        tiles[blank] = tile;
        tiles[to] = 0;
        const ck = all ? childKey(model, key, tiles, tile, to, blank) : 0;
        const ch = useH ? childH(model, h, tiles, tile, to, blank) : 0;
        // The move back is the parent's state; older path nodes need a board compare.
        let cycle = to === back;
        for (let i = g - 3; i >= 0 && !cycle; i -= 2) {
          if (pBlank[i] === to && sameBoard(tiles, pBoard, size, i * size)) cycle = true;
        }
        tiles[to] = tile;
        tiles[blank] = 0;
        const cf = cg + ch;
        const cid = nextId++;
        if (cycle) {
          duplicates++;
          if (all) yield { type: 'generate', node: nodeInfo(cid, id, ck, cg, ch, cf, dir), outcome: 'cycle' };
        } else if (cf > bound) {
          if (cf < nextBound) nextBound = cf;
          if (all) yield { type: 'generate', node: nodeInfo(cid, id, ck, cg, ch, cf, dir), outcome: 'pruned' };
        } else {
          sId[sp] = cid;
          sBlank[sp] = to;
          sMove[sp] = dir;
          sG[sp] = cg;
          sH[sp] = ch;
          if (all) sKey[sp] = ck;
          sp++;
          if (all) yield { type: 'generate', node: nodeInfo(cid, id, ck, cg, ch, cf, dir), outcome: 'new' };
        }
      }
      if (sp > peakFrontier) peakFrontier = sp;
      if (sp + depth > peakMemory) peakMemory = sp + depth;
      if (expanded >= nextProgress) {
        nextProgress += progressEvery;
        run.sync(expanded, sp, sp + depth, duplicates, nextId, peakFrontier, peakMemory);
        yield run.progress(single ? undefined : bound);
      }
    }
    // The stack is empty: walk back to (and off) the root, so the views see the pass end.
    while (depth > 0) {
      depth--;
      if (all) {
        const f = useH ? depth + pH[depth] : depth;
        const parentId = depth > 0 ? pId[depth - 1] : -1;
        yield {
          type: 'backtrack',
          node: nodeInfo(pId[depth], parentId, pKey[depth], depth, pH[depth], f, pMove[depth]),
        };
      }
    }
    run.sync(expanded, 0, 0, duplicates, nextId, peakFrontier, peakMemory);
    if (nextBound === Infinity) return run.exhausted(); // nothing pruned: the whole tree was searched
    if (single) return run.exhausted(bound);
    bound = nextBound;
  }
}

/** a[0..size) equals b[offset..offset+size). */
function sameBoard(a: Uint8Array, b: Uint8Array, size: number, offset = 0): boolean {
  for (let i = 0; i < size; i++) if (a[i] !== b[offset + i]) return false;
  return true;
}

function grow32(a: Int32Array, n: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(n);
  out.set(a);
  return out;
}

function grow8(a: Int8Array, n: number): Int8Array<ArrayBuffer> {
  const out = new Int8Array(n);
  out.set(a);
  return out;
}
