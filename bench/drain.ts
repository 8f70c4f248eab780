/**
 * The cost of the generator design: A* drained at trace level 'progress' (only start, progress
 * and the final event are yielded) versus the same search written as a plain function with the
 * same data structures. Issue 3 bounds the ratio at 1.3x. Also prints the time per solve of the
 * two hardest 3x3 boards (31 moves), the target being < 0.5 ms with linear conflict (issue 29).
 * On the 3x3 the registry runs A* on a packed board (src/core/solvers/aStar3x3Kernel.ts), so the
 * generator there takes less time than this plain loop, which keeps the general loop's data.
 *
 *   npx tsx bench/drain.ts [--rounds N] [--json]
 *
 * Exported `measureDrain` lets `npm run bench` fold these figures into its table.
 */
import '../src/core/solvers/aStar3x3Loop'; // A* on a 3x3 without events on a packed board: the same events, faster
import type { HeuristicId } from '../src/core/events';
import { makeHeuristic } from '../src/core/heuristics';
import type { Puzzle } from '../src/core/puzzle';
import { makePuzzle } from '../src/core/puzzle';
import type { NodeArena } from '../src/core/solvers/arena';
import { CLOSED, STALE } from '../src/core/solvers/arena';
import type { AStarBucketQueue } from '../src/core/solvers/bucketQueue';
import type { SearchModel } from '../src/core/solvers/model';
import { childH, childKey, makeModel, rootH } from '../src/core/solvers/model';
import { aStarKey } from '../src/core/solvers/ordering';
import { startSearch } from '../src/core/solvers/registry';
import { giveArena, giveIndex, giveAStarQueue, takeArena, takeIndex, takeAStarQueue } from '../src/core/solvers/pool';
import type { StateIndex } from '../src/core/solvers/stateIndex';

/** The two 3x3 boards at the diameter (31 moves) for the goal 1..8 0 (shared/data/README.md). */
export const HARDEST_3X3: readonly (readonly number[])[] = [
  [8, 6, 7, 2, 5, 4, 3, 0, 1],
  [6, 4, 7, 8, 5, 0, 3, 2, 1],
];

/** A* as a plain function: bestFirstKernel.ts without the events. Returns [length, expanded]. */
export function plainAStar(model: SearchModel): [number, number] {
  const { size, goalKey } = model;
  const { neighbours, degree } = model.topo;
  // The same pooled buffers as the solver (src/core/solvers/pool.ts).
  const arena = takeArena(size);
  const heap = takeAStarQueue();
  const index = takeIndex(model.numericKeys);

  const tiles = new Uint8Array(size);
  const h0 = rootH(model);
  arena.add(0, -1, -1, 0, h0, model.startBlank, model.startKey, model.start);
  index.set(model.startKey, 0);
  heap.push(0, aStarKey(h0, h0, 0));
  let nextId = 1;
  let expanded = 0;
  for (;;) {
    const slot = heap.pop();
    if (slot < 0) {
      release(arena, heap, index);
      return [-1, expanded];
    }
    if ((arena.flags[slot] & STALE) !== 0) continue;
    arena.flags[slot] |= CLOSED;
    expanded++;
    const g = arena.g[slot];
    const h = arena.h[slot];
    const blank = arena.blank[slot];
    const key = arena.keys[slot];
    if (key === goalKey) {
      release(arena, heap, index);
      return [g, expanded];
    }
    arena.load(slot, tiles);
    const cg = g + 1;
    const back = slot === 0 ? -1 : arena.blank[arena.parent[slot]];
    for (let k = 0, base = blank * 4; k < degree[blank]; k++) {
      const to = neighbours[base + k];
      if (to === back) {
        nextId++;
        continue;
      }
      const tile = tiles[to];
      tiles[blank] = tile;
      tiles[to] = 0;
      const ck = childKey(model, key, tiles, tile, to, blank);
      const cid = nextId++;
      const old = index.get(ck);
      let ch: number;
      if (old >= 0) {
        ch = arena.h[old];
        if (cg >= arena.g[old]) {
          tiles[to] = tile;
          tiles[blank] = 0;
          continue;
        }
        if ((arena.flags[old] & CLOSED) === 0) arena.flags[old] |= STALE;
      } else {
        ch = childH(model, h, tiles, tile, to, blank);
      }
      const cs = arena.add(cid, slot, 0, cg, ch, to, ck, tiles);
      index.putLast(cs);
      heap.push(cs, aStarKey(cg + ch, ch, cid));
      tiles[to] = tile;
      tiles[blank] = 0;
    }
  }
}

function release(arena: NodeArena, heap: AStarBucketQueue, index: StateIndex): void {
  giveArena(arena);
  giveAStarQueue(heap);
  giveIndex(index);
}

function drainGenerator(puzzle: Puzzle, board: readonly number[], heuristic: HeuristicId): [number, number] {
  const started = startSearch(puzzle, board, { algorithm: 'astar', heuristic, trace: 'progress' });
  if (!started.ok) throw new Error('could not start');
  for (;;) {
    const step = started.search.next();
    if (step.done) return [step.value.stats.solutionLength, step.value.stats.expanded];
  }
}

/** Ms per solve of `fn` over both boards, checking every length (a wrong one voids the run). */
function timeOnce(fn: (board: readonly number[]) => [number, number]): number {
  const t = performance.now();
  for (const board of HARDEST_3X3) {
    const [length] = fn(board);
    if (length !== 31) throw new Error(`wrong length ${length}: the benchmark is invalid`);
  }
  return (performance.now() - t) / HARDEST_3X3.length;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

export interface DrainFigures {
  heuristic: HeuristicId;
  expanded: number[];
  /** Median ms per solve. */
  generatorMs: number;
  plainMs: number;
  /** Median of the per-round ratios generator / plain (rounds alternate, so load hits both). */
  ratio: number;
}

export function measureDrain(
  rounds = 200,
  heuristics: HeuristicId[] = ['linear-conflict', 'manhattan'],
): DrainFigures[] {
  const puzzle = makePuzzle(3, 3);
  return heuristics.map((heuristic) => {
    const h = makeHeuristic(heuristic, puzzle);
    const gen = (b: readonly number[]) => drainGenerator(puzzle, b, heuristic);
    const plain = (b: readonly number[]) => plainAStar(makeModel(puzzle, b, h));
    for (let i = 0; i < Math.max(20, rounds >> 2); i++) {
      timeOnce(gen); // warm-up: let both reach optimised code
      timeOnce(plain);
    }
    const g: number[] = [];
    const p: number[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < rounds; i++) {
      // Alternate which goes first, so neither always runs on the warmer cache.
      let gm: number;
      let pm: number;
      if (i % 2 === 0) {
        gm = timeOnce(gen);
        pm = timeOnce(plain);
      } else {
        pm = timeOnce(plain);
        gm = timeOnce(gen);
      }
      g.push(gm);
      p.push(pm);
      ratios.push(gm / pm);
    }
    const expanded = HARDEST_3X3.map((b) => drainGenerator(puzzle, b, heuristic)[1]);
    return { heuristic, expanded, generatorMs: median(g), plainMs: median(p), ratio: median(ratios) };
  });
}

const isMain = import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('drain.ts');
if (isMain) {
  const args = process.argv.slice(2);
  const roundsAt = args.indexOf('--rounds');
  const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 200;
  const figures = measureDrain(rounds);
  if (args.includes('--json')) {
    console.log(JSON.stringify(figures));
  } else {
    console.log('A* on the two 31-move 3x3 boards, median ms per solve after warm-up');
    console.log('heuristic        expanded        generator(progress)  plain loop  ratio (bound 1.3)');
    for (const f of figures) {
      console.log(
        `${f.heuristic.padEnd(16)} ${f.expanded.join('/').padEnd(15)} ${f.generatorMs.toFixed(3).padStart(10)} ms  ` +
          `${f.plainMs.toFixed(3).padStart(10)} ms  ${f.ratio.toFixed(2)}`,
      );
    }
  }
  if (figures.some((f) => f.ratio > 1.3)) process.exitCode = 1;
}
