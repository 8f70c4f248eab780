/**
 * The depth-first engine behind depth-limited DFS, iterative deepening DFS and IDA*, as a
 * plain resumable function (the pattern of bestFirstKernel.ts): `expandUntil(search, limit)`
 * works until the expansion count reaches `limit`, the budget stops it, or the search ends;
 * depthFirst.ts runs it in chunks through runInChunks (chunked.ts).
 *
 * One explicit stack holds the generated-but-not-expanded nodes (children are pushed when their
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
import type { SearchEvent, StateKey } from '../events';
import type { ChunkStatus } from './chunked';
import type { SearchModel } from './model';
import { childH, childKey, rootH } from './model';
import type { Run } from './run';
import { nodeInfo } from './run';

export interface DepthFirstSearch {
  readonly run: Run;
  readonly model: SearchModel;
  readonly all: boolean;
  /** IDA*: f = g + h; the others bound the depth. */
  readonly useH: boolean;
  /** Depth-limited DFS: one pass at the depth limit. */
  readonly single: boolean;
  readonly h0: number;
  readonly tiles: Uint8Array;
  readonly events: SearchEvent[];
  // The current path: index i is the node at depth i, with its board at pBoard[i * size].
  // Path and stack grow by doubling.
  pId: Int32Array;
  pBlank: Int8Array;
  pMove: Int8Array;
  pH: Int32Array;
  pBoard: Uint8Array;
  readonly pKey: StateKey[]; // traced runs only
  // The stack of generated, not yet expanded nodes.
  sId: Int32Array;
  sBlank: Int8Array;
  sMove: Int8Array;
  sG: Int32Array;
  sH: Int32Array;
  readonly sKey: StateKey[]; // traced runs only
  /** The pass in progress (0 before the first), its bound and the smallest f it pruned. */
  pass: number;
  bound: number;
  nextBound: number;
  /** Nodes on the path (the top is at depth - 1) and on the stack. */
  depth: number;
  sp: number;
  expanded: number;
  duplicates: number;
  nextId: number;
  peakFrontier: number;
  peakMemory: number;
  /** Set when 'exhausted' means "nothing within the depth limit" (depth-limited DFS). */
  exhaustedAtLimit: number | undefined;
}

export function openDepthFirst(run: Run): DepthFirstSearch {
  const model = run.model;
  const { all, algorithm } = run.opts;
  const useH = algorithm === 'idastar';
  const single = algorithm === 'dfs';
  const h0 = useH ? rootH(model) : 0;
  return {
    run,
    model,
    all,
    useH,
    single,
    h0,
    tiles: new Uint8Array(model.size),
    events: [],
    pId: new Int32Array(64),
    pBlank: new Int8Array(64),
    pMove: new Int8Array(64),
    pH: new Int32Array(64),
    pBoard: new Uint8Array(64 * model.size),
    pKey: [],
    sId: new Int32Array(256),
    sBlank: new Int8Array(256),
    sMove: new Int8Array(256),
    sG: new Int32Array(256),
    sH: new Int32Array(256),
    sKey: [],
    pass: 0,
    bound: single ? run.opts.depthLimit : h0,
    nextBound: Infinity,
    depth: 0,
    sp: 0,
    expanded: 0,
    duplicates: 0,
    nextId: 1,
    peakFrontier: 1,
    peakMemory: 1,
    exhaustedAtLimit: undefined,
  };
}

/** Counters to the run: the frontier is the stack, memory the stack plus the path. */
function syncRun(s: DepthFirstSearch): void {
  s.run.sync(s.expanded, s.sp, s.sp + s.depth, s.duplicates, s.nextId, s.peakFrontier, s.peakMemory);
}

/** Puts the root on an empty stack and the start board on the path buffer for a new pass. */
function beginPass(s: DepthFirstSearch): void {
  const { model, all, single, h0, events } = s;
  s.pass++;
  let rootId = 0;
  if (!single) {
    rootId = s.nextId++;
    if (all) {
      const root = nodeInfo(rootId, -1, model.startKey, 0, h0, h0, -1);
      events.push({ type: 'iteration', pass: s.pass, bound: s.bound, root });
    }
  }
  s.tiles.set(model.start);
  s.depth = 0;
  s.sp = 1;
  s.sId[0] = rootId;
  s.sBlank[0] = model.startBlank;
  s.sMove[0] = -1;
  s.sG[0] = 0;
  s.sH[0] = h0;
  if (all) s.sKey[0] = model.startKey;
  s.nextBound = Infinity;
}

/** The stack is empty: walks back to (and off) the root, so the views see the pass end. */
function endPass(s: DepthFirstSearch): void {
  if (s.all) {
    const { pId, pH, pKey, pMove, useH, events } = s;
    for (let depth = s.depth - 1; depth >= 0; depth--) {
      const f = useH ? depth + pH[depth] : depth;
      const parentId = depth > 0 ? pId[depth - 1] : -1;
      events.push({
        type: 'backtrack',
        node: nodeInfo(pId[depth], parentId, pKey[depth], depth, pH[depth], f, pMove[depth]),
      });
    }
  }
  s.depth = 0;
}

/**
 * Expands until `expanded >= limit` ('paused', right after an expansion, so a progress event
 * lands where the plain loop would put it) or the search ends. Passes end and begin inside.
 */
export function expandUntil(s: DepthFirstSearch, limit: number): ChunkStatus {
  for (;;) {
    if (s.sp === 0) {
      if (s.pass > 0) {
        endPass(s);
        syncRun(s);
        if (s.nextBound === Infinity) return 'exhausted'; // nothing pruned: the whole tree was searched
        if (s.single) {
          s.exhaustedAtLimit = s.bound;
          return 'exhausted';
        }
        s.bound = s.nextBound;
      }
      beginPass(s);
    }
    const status = expandInPass(s, limit);
    if (status !== 'pass-over') return status;
  }
}

/** The hot loop of one pass, with everything it touches in locals, written back on return. */
function expandInPass(s: DepthFirstSearch, limit: number): ChunkStatus | 'pass-over' {
  const { run, model, all, useH, tiles, events, pKey, sKey, bound } = s;
  const { size, goalBlank, goal } = model;
  const { neighbours, moveDir, degree } = model.topo;
  const { maxExpansions, maxMemoryNodes } = run.opts.budget;
  let { pId, pBlank, pMove, pH, pBoard, sId, sBlank, sMove, sG, sH } = s;
  let { expanded, duplicates, nextId, peakFrontier, peakMemory, depth, sp, nextBound } = s;
  let status: ChunkStatus | 'pass-over' = 'pass-over';
  while (sp > 0) {
    if (expanded >= maxExpansions || sp + depth >= maxMemoryNodes || (expanded & 255) === 0) {
      run.sync(expanded, sp, sp + depth, duplicates, nextId, peakFrontier, peakMemory);
      const reason = run.limitReached(); // also reads the clock, every 256 expansions
      if (reason !== null) {
        status = reason;
        break;
      }
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
        events.push({
          type: 'backtrack',
          node: nodeInfo(pId[depth], parentId, pKey[depth], depth, pH[depth], f, pMove[depth]),
        });
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
      events.push({ type: 'expand', node: nodeInfo(id, parentId, key, g, h, useH ? g + h : g, move) });
    }
    if (blank === goalBlank && sameBoard(tiles, goal, size)) {
      status = 'solved';
      break;
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
        if (all) events.push({ type: 'generate', node: nodeInfo(cid, id, ck, cg, ch, cf, dir), outcome: 'cycle' });
      } else if (cf > bound) {
        if (cf < nextBound) nextBound = cf;
        if (all) events.push({ type: 'generate', node: nodeInfo(cid, id, ck, cg, ch, cf, dir), outcome: 'pruned' });
      } else {
        sId[sp] = cid;
        sBlank[sp] = to;
        sMove[sp] = dir;
        sG[sp] = cg;
        sH[sp] = ch;
        if (all) sKey[sp] = ck;
        sp++;
        if (all) events.push({ type: 'generate', node: nodeInfo(cid, id, ck, cg, ch, cf, dir), outcome: 'new' });
      }
    }
    if (sp > peakFrontier) peakFrontier = sp;
    if (sp + depth > peakMemory) peakMemory = sp + depth;
    if (expanded >= limit) {
      status = 'paused';
      break;
    }
  }
  s.pId = pId;
  s.pBlank = pBlank;
  s.pMove = pMove;
  s.pH = pH;
  s.pBoard = pBoard;
  s.sId = sId;
  s.sBlank = sBlank;
  s.sMove = sMove;
  s.sG = sG;
  s.sH = sH;
  s.expanded = expanded;
  s.duplicates = duplicates;
  s.nextId = nextId;
  s.peakFrontier = peakFrontier;
  s.peakMemory = peakMemory;
  s.depth = depth;
  s.sp = sp;
  s.nextBound = nextBound;
  if (status !== 'pass-over') syncRun(s);
  return status;
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
