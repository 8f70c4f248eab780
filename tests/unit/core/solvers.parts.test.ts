// The hot structures under the solvers, each against a plain reference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlgorithmId, NodeInfo } from '../../../src/core/events';
import { DEFAULT_BUDGET } from '../../../src/core/events';
import { makeHeuristic } from '../../../src/core/heuristics';
import { makePuzzle } from '../../../src/core/puzzle';
import { makeCodec } from '../../../src/core/stateKey';
import { bestFirst } from '../../../src/core/solvers/bestFirst';
import { bfs } from '../../../src/core/solvers/bfs';
import { bidirectionalBfs } from '../../../src/core/solvers/bidirectionalBfs';
import { depthFirst } from '../../../src/core/solvers/depthFirst';
import { NodeHeap } from '../../../src/core/solvers/heap';
import { ESTIMATE, LINEAR_CONFLICT } from '../../../src/core/solvers/incremental';
import { childH, childKey, makeModel } from '../../../src/core/solvers/model';
import { fValue, frontierOrder, tieKey } from '../../../src/core/solvers/ordering';
import { ActiveClock, Run } from '../../../src/core/solvers/run';
import { MapStateIndex, NumericStateIndex } from '../../../src/core/solvers/stateIndex';
import { ALGORITHMS } from '../../../src/core/solvers';
import { walkedBoard } from './solvers.helpers';

describe('NodeHeap', () => {
  it('pops in (primary, secondary) order, like a sort', () => {
    const entry = fc.record({ p: fc.integer({ min: 0, max: 20 }), s: fc.integer({ min: 0, max: 1e6 }) });
    fc.assert(
      fc.property(fc.array(fc.oneof(entry, fc.constant(null)), { maxLength: 3000 }), (ops) => {
        const heap = new NodeHeap(4);
        const model: { p: number; s: number; node: number }[] = [];
        ops.forEach((op, node) => {
          if (op === null) {
            model.sort((a, b) => a.p - b.p || a.s - b.s || a.node - b.node);
            const want = model.shift();
            const got = heap.pop();
            if (want === undefined) expect(got).toBe(-1);
            // Equal keys may come out in any order; the keys must match.
            else expect(ops[got]).toEqual({ p: want.p, s: want.s });
          } else {
            heap.push(node, op.p, op.s);
            model.push({ ...op, node });
          }
        });
        expect(heap.size).toBe(model.length);
      }),
      { numRuns: 60 },
    );
  });
});

describe('state indexes', () => {
  it('NumericStateIndex behaves like a Map, through growth, for keys up to 2^53', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.maxSafeNat(), fc.integer({ min: 0, max: 1e9 })), { maxLength: 5000 }),
        (pairs) => {
          const index = new NumericStateIndex(2);
          const map = new Map<number, number>();
          for (const [k, v] of pairs) {
            expect(index.get(k)).toBe(map.get(k) ?? -1);
            if (v % 3 === 0) index.set(k, v);
            else index.putLast(v);
            map.set(k, v);
          }
          expect(index.size).toBe(map.size);
          for (const [k, v] of map) expect(index.get(k)).toBe(v);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('NumericStateIndex grows a few slots an insertion, with keys read and rewritten while they move', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: 4000 }), fc.integer({ min: 0, max: 1e9 }), fc.boolean()), {
          maxLength: 6000,
        }),
        (ops) => {
          const index = new NumericStateIndex(2);
          const map = new Map<number, number>();
          let sawGrowing = false;
          for (const [k, v, write] of ops) {
            expect(index.get(k)).toBe(map.get(k) ?? -1);
            sawGrowing ||= index.growing;
            if (!write) continue;
            index.putLast(v);
            map.set(k, v);
            expect(index.size).toBe(map.size);
          }
          for (const [k, v] of map) expect(index.get(k)).toBe(v);
          if (map.size > 64) expect(sawGrowing).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('NumericStateIndex finishes moving the old table long before its next doubling', () => {
    const index = new NumericStateIndex(8);
    let capacity = index.capacity;
    let doublings = 0;
    for (let k = 0; k < 200_000; k++) {
      index.get(k * 7919);
      index.putLast(k);
      if (index.capacity !== capacity) {
        // The move of the previous doubling was over: a doubling starts from one table.
        doublings++;
        capacity = index.capacity;
        expect(index.growing).toBe(true);
      }
      // Half way to the next doubling, the old table is gone.
      if (index.size * 4 > index.capacity * 1.5) expect(index.growing).toBe(false);
    }
    expect(doublings).toBeGreaterThan(8);
    for (let k = 0; k < 200_000; k += 997) expect(index.get(k * 7919)).toBe(k);
  });

  it('MapStateIndex stores string keys', () => {
    const index = new MapStateIndex();
    expect(index.get('ABC')).toBe(-1);
    index.putLast(7);
    expect(index.get('ABC')).toBe(7);
    expect(index.size).toBe(1);
  });
});

describe('incremental keys and heuristics', () => {
  // Any goal permutation: the tables are built from the goal, so test custom goals too.
  const puzzleArb = fc.constantFrom([2, 2], [2, 3], [3, 3], [2, 5], [3, 4], [4, 4], [5, 5]).chain(([rows, cols]) =>
    fc.record({
      rows: fc.constant(rows),
      cols: fc.constant(cols),
      goal: fc.shuffledSubarray([...Array(rows * cols).keys()], { minLength: rows * cols }),
    }),
  );

  it.each(['manhattan', 'misplaced', 'linear-conflict'] as const)(
    '%s and the state key match a full recomputation along random walks',
    (id) => {
      fc.assert(
        fc.property(puzzleArb, fc.array(fc.nat(3), { maxLength: 80 }), fc.nat(), (p, choices, seed) => {
          const h = makeHeuristic(id, p);
          const start = walkedBoard(p, 30, seed);
          const model = makeModel(p, start, h);
          const codec = makeCodec(p.rows, p.cols);
          const tiles = Uint8Array.from(start);
          let key = codec.encode(tiles);
          let hv = h.estimate(tiles);
          let blank = tiles.indexOf(0);
          for (const c of choices) {
            const k = c % model.topo.degree[blank];
            const to = model.topo.neighbours[blank * 4 + k];
            const tile = tiles[to];
            tiles[blank] = tile;
            tiles[to] = 0;
            key = childKey(model, key, tiles, tile, to, blank);
            hv = childH(model, hv, tiles, tile, to, blank);
            blank = to;
            expect(key).toBe(codec.encode(tiles));
            expect(hv).toBe(h.estimate(tiles));
          }
        }),
        { numRuns: 40 },
      );
    },
  );

  it('uses line tables for linear conflict up to 4x4, and estimate beyond', () => {
    for (const [rows, cols, update] of [
      [3, 3, LINEAR_CONFLICT],
      [4, 4, LINEAR_CONFLICT],
      [2, 5, LINEAR_CONFLICT],
      [5, 5, ESTIMATE],
    ]) {
      const p = makePuzzle(rows, cols);
      expect(makeModel(p, p.goal, makeHeuristic('linear-conflict', p)).update).toBe(update);
    }
  });
});

describe('frontierOrder', () => {
  const node = (id: number, g: number, h: number, algorithm: AlgorithmId, side?: 'forward' | 'backward'): NodeInfo => ({
    id,
    parentId: -1,
    key: id,
    g,
    h,
    f: fValue(algorithm, g, h, 2),
    move: null,
    ...(side ? { side } : {}),
  });

  it('A*: smaller f first, then smaller h (deeper), then older', () => {
    const order = frontierOrder('astar');
    expect(order(node(1, 5, 3, 'astar'), node(2, 2, 7, 'astar'))).toBeLessThan(0); // f 8 < 9
    expect(order(node(5, 6, 2, 'astar'), node(2, 4, 4, 'astar'))).toBeLessThan(0); // f ties: h 2 < 4
    expect(order(node(2, 4, 4, 'astar'), node(5, 4, 4, 'astar'))).toBeLessThan(0); // full tie: older
  });

  it('greedy: smaller h, then smaller g; BFS: oldest; depth-first: newest; bibfs: layer, forward, oldest', () => {
    expect(frontierOrder('greedy')(node(9, 9, 1, 'greedy'), node(1, 1, 2, 'greedy'))).toBeLessThan(0);
    expect(frontierOrder('greedy')(node(9, 1, 2, 'greedy'), node(1, 3, 2, 'greedy'))).toBeLessThan(0);
    expect(frontierOrder('bfs')(node(1, 1, 0, 'bfs'), node(2, 1, 0, 'bfs'))).toBeLessThan(0);
    for (const a of ['dfs', 'iddfs', 'idastar'] as const)
      expect(frontierOrder(a)(node(3, 1, 0, a), node(2, 5, 0, a))).toBeLessThan(0);
    const bi = frontierOrder('bibfs');
    expect(bi(node(9, 1, 0, 'bibfs', 'forward'), node(2, 2, 0, 'bibfs', 'forward'))).toBeLessThan(0);
    expect(bi(node(9, 2, 0, 'bibfs', 'forward'), node(2, 2, 0, 'bibfs', 'backward'))).toBeLessThan(0);
  });

  it('is a strict total order on distinct ids, for every algorithm, agreeing with (f, tieKey)', () => {
    for (const a of ALGORITHMS.map((x) => x.id)) {
      const order = frontierOrder(a);
      fc.assert(
        fc.property(
          fc.tuple(fc.nat(30), fc.nat(30), fc.nat(1000), fc.boolean()),
          fc.tuple(fc.nat(30), fc.nat(30), fc.nat(1000), fc.boolean()),
          ([g1, h1, i1, b1], [g2, h2, i2, b2]) => {
            fc.pre(i1 !== i2);
            const x = node(i1, g1, h1, a, b1 ? 'backward' : 'forward');
            const y = node(i2, g2, h2, a, b2 ? 'backward' : 'forward');
            expect(Math.sign(order(x, y))).toBe(-Math.sign(order(y, x)));
            expect(order(x, y)).not.toBe(0);
            if (['astar', 'wastar', 'greedy'].includes(a)) {
              const byKeys = x.f - y.f || tieKey(a, x.g, x.h, x.id) - tieKey(a, y.g, y.h, y.id);
              expect(Math.sign(order(x, y))).toBe(Math.sign(byKeys));
            }
          },
        ),
        { numRuns: 200 },
      );
    }
  });
});

describe('the model', () => {
  it('uses the packed key update only for packed codecs', () => {
    expect(makeModel(makePuzzle(3, 3), [1, 2, 3, 4, 5, 6, 7, 8, 0], null).packed).toBe(true);
    expect(makeModel(makePuzzle(4, 4), makePuzzle(4, 4).goal, null).packed).toBe(false);
  });
});

describe('exhausted: a search that bypasses startSearch on an unsolvable board', () => {
  // startSearch refuses unsolvable boards, so build the run by hand, as a caller bypassing it would.
  const solvers = {
    bfs,
    bibfs: bidirectionalBfs,
    astar: bestFirst,
    greedy: bestFirst,
    idastar: depthFirst,
    iddfs: depthFirst,
    dfs: depthFirst,
  };
  it.each(Object.keys(solvers))('%s searches the whole reachable space and ends exhausted', (algorithm) => {
    const p = makePuzzle(2, 3);
    const unsolvable = [2, 1, 3, 4, 5, 0];
    const heuristic = makeHeuristic('manhattan', p);
    const run = new Run(
      makeModel(
        p,
        unsolvable,
        algorithm === 'astar' || algorithm === 'greedy' || algorithm === 'idastar' ? heuristic : null,
      ),
      {
        algorithm: algorithm as AlgorithmId,
        heuristic: 'manhattan',
        weight: 1,
        depthLimit: 1000,
        memoryLimit: 500,
        goalTest: 'generation',
        maxIterations: 1,
        seed: 1,
        budget: {
          ...DEFAULT_BUDGET,
          maxExpansions: ['bfs', 'bibfs', 'astar', 'greedy'].includes(algorithm) ? 1e9 : 20_000,
        },
        all: false,
        progressEvery: 1e9,
        optimal: true,
      },
      new ActiveClock(() => 0),
    );
    const search = solvers[algorithm as keyof typeof solvers](run);
    let step = search.next();
    while (!step.done) step = search.next();
    // Graph searches see all 360 states of the start's half; the tree searches stop on the budget
    // (their path-only cycle check makes the tree of simple paths far larger), so only the
    // graph searches are asked for exhaustion here.
    if (['bfs', 'bibfs', 'astar', 'greedy'].includes(algorithm)) {
      expect(step.value.type).toBe('exhausted');
      if (algorithm !== 'bibfs') expect(step.value.stats.expanded).toBe(360);
    } else {
      expect(['exhausted', 'limit']).toContain(step.value.type);
    }
  });

  it('IDDFS and IDA* end exhausted on an unsolvable 2x2 (few simple paths)', () => {
    const p = makePuzzle(2, 2);
    for (const algorithm of ['iddfs', 'idastar', 'dfs'] as const) {
      const run = new Run(
        makeModel(p, [2, 1, 3, 0], makeHeuristic('manhattan', p)),
        {
          algorithm,
          heuristic: 'manhattan',
          weight: 1,
          depthLimit: 50,
          memoryLimit: 500,
          goalTest: 'generation',
          maxIterations: 1,
          seed: 1,
          budget: { ...DEFAULT_BUDGET },
          all: false,
          progressEvery: 1e9,
          optimal: true,
        },
        new ActiveClock(() => 0),
      );
      const search = depthFirst(run);
      let step = search.next();
      while (!step.done) step = search.next();
      expect(step.value.type).toBe('exhausted');
      expect(step.value.type === 'exhausted' && step.value.depthLimit).toBeUndefined(); // nothing pruned: a proof
    }
  });
});
