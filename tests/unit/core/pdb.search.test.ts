/**
 * IDA* with pattern databases: optimal lengths (Korf's easiest instances, random walks checked
 * against the generic IDA* with Manhattan distance), legal paths, the budget, and the two trace
 * levels agreeing node for node. Small patterns keep most of it quick (a 4-4-4-3 split builds in
 * well under a second); the real 6-6-3 tables come from the run's global setup
 * (tests/unit/pdbTables.globalSetup.ts), built or loaded once for every test file.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NodeInfo, SearchEvent } from '../../../src/core/events';
import type { FinalSearchEvent, IdaStarPdbOptions, KernelPass, PatternDatabaseSet } from '../../../src/core/pdb';
import { getPatternDatabases, idaStarPdb } from '../../../src/core/pdb';
import type { Direction, Puzzle } from '../../../src/core/puzzle';
import { applyMoves, goalBlankFirst, goalSpiral, makePuzzle, sameTiles } from '../../../src/core/puzzle';
import { seededRandom } from '../../../src/core/random';
import { scramble } from '../../../src/core/scramble';
import { runToEnd } from '../../../src/core/solvers';

function readKorf(which: 'first' | 'last'): { tiles: number[]; length: number; line: number }[] {
  const url = new URL(`../../fixtures/korf100-blank-${which}.txt`, import.meta.url);
  return readFileSync(url, 'utf8')
    .trim()
    .split('\n')
    .map((l, i) => {
      const n = l.trim().split(/\s+/).map(Number);
      return { tiles: n.slice(0, 16), length: n[16], line: i + 1 };
    });
}

/** Drains a search; returns every yielded event and the final one. */
function drainSearch(
  puzzle: Puzzle,
  start: readonly number[],
  options: IdaStarPdbOptions,
): { events: SearchEvent[]; final: FinalSearchEvent } {
  const run = idaStarPdb(puzzle, start, options);
  const events: SearchEvent[] = [];
  for (;;) {
    const step = run.next();
    if (step.done) return { events, final: step.value };
    events.push(step.value);
  }
}

function reachesGoal(puzzle: Puzzle, start: readonly number[], path: readonly Direction[]): boolean {
  const boards = applyMoves(puzzle, start, path);
  return boards !== null && sameTiles(boards[boards.length - 1], puzzle.goal);
}

function solvedLength(final: FinalSearchEvent): number {
  expect(final.type).toBe('solved');
  return final.type === 'solved' ? final.path.length : -1;
}

const fourByFour = makePuzzle(4, 4);
const easiest4x4 = (instances: ReturnType<typeof readKorf>, n: number) =>
  [...instances].sort((a, b) => a.length - b.length || a.line - b.line).slice(0, n);
const smallTables = (): PatternDatabaseSet => getPatternDatabases(fourByFour, { maxTiles: 4 });

describe('Korf instances', () => {
  const easiest = (which: 'first' | 'last', n: number) =>
    [...readKorf(which)].sort((a, b) => a.length - b.length || a.line - b.line).slice(0, n);

  it.each(easiest('last', 4))('blank last, instance $line: the published $length moves', ({ tiles, length }) => {
    const { final } = drainSearch(fourByFour, tiles, { dbs: smallTables(), trace: 'progress' });
    expect(solvedLength(final)).toBe(length);
    expect(reachesGoal(fourByFour, tiles, final.type === 'solved' ? final.path : [])).toBe(true);
  });

  it("blank first (Korf's own goal) shares the tables through a symmetry", () => {
    const puzzle = makePuzzle(4, 4, goalBlankFirst(4, 4));
    const dbs = getPatternDatabases(puzzle, { maxTiles: 4 });
    expect(dbs).toBe(smallTables());
    for (const { tiles, length } of easiest('first', 2)) {
      const { final } = drainSearch(puzzle, tiles, { dbs, trace: 'progress' });
      expect(solvedLength(final)).toBe(length);
      expect(reachesGoal(puzzle, tiles, final.type === 'solved' ? final.path : [])).toBe(true);
    }
  });

  it('the real 6-6-3 tables: the 5 easiest and instance 1 (57 moves)', () => {
    const korf = readKorf('last');
    for (const { tiles, length } of [...easiest('last', 5), korf[0]]) {
      const { final } = drainSearch(fourByFour, tiles, { trace: 'progress', budget: { maxExpansions: 1e9 } });
      expect(solvedLength(final)).toBe(length);
    }
  });
});

describe('optimal on random boards', () => {
  it('4x4 random walks: the same length as the generic IDA* with Manhattan distance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 36 }), (seed, steps) => {
        const start = scramble(fourByFour, steps, seededRandom(seed));
        const { final } = drainSearch(fourByFour, start, { dbs: smallTables(), trace: 'progress' });
        const plain = runToEnd(fourByFour, start, {
          algorithm: 'idastar',
          heuristic: 'manhattan',
          trace: 'progress',
          budget: { maxExpansions: 5e7, maxMs: 1e9 },
        }).final;
        expect(plain.type).toBe('solved');
        expect(solvedLength(final)).toBe(plain.stats.solutionLength);
        expect(reachesGoal(fourByFour, start, final.type === 'solved' ? final.path : [])).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('3x4, 2x5 and 3x3 with other goals: the same length as the generic IDA*', () => {
    const puzzles = [
      makePuzzle(3, 4),
      makePuzzle(4, 3, goalBlankFirst(4, 3)),
      makePuzzle(2, 5, goalSpiral(2, 5)),
      makePuzzle(3, 3, goalSpiral(3, 3)),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...puzzles), fc.integer({ min: 0, max: 2 ** 31 }), (puzzle, seed) => {
        const start = scramble(puzzle, 80, seededRandom(seed));
        const { final } = drainSearch(puzzle, start, { trace: 'progress' });
        const plain = runToEnd(puzzle, start, {
          algorithm: 'idastar',
          heuristic: 'linear-conflict',
          trace: 'progress',
          budget: { maxExpansions: 5e7, maxMs: 1e9 },
        }).final;
        expect(solvedLength(final)).toBe(plain.stats.solutionLength);
        expect(reachesGoal(puzzle, start, final.type === 'solved' ? final.path : [])).toBe(true);
      }),
      { numRuns: 16 },
    );
  });

  it('the goal itself: a zero-move solution', () => {
    const { final } = drainSearch(fourByFour, fourByFour.goal, { dbs: smallTables(), trace: 'progress' });
    expect(final.type === 'solved' && final.path).toEqual([]);
  });

  it('an unsolvable board ends exhausted at once', () => {
    const swapped = [...fourByFour.goal];
    [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
    for (const trace of ['all', 'progress'] as const) {
      const { final } = drainSearch(fourByFour, swapped, { dbs: smallTables(), trace });
      expect(final.type).toBe('exhausted');
      expect(final.stats.expanded).toBe(0);
    }
  });
});

describe('budget', () => {
  const hard = readKorf('last')[0].tiles; // 57 moves: far beyond these budgets

  it('stops at exactly maxExpansions with a limit event, at both trace levels', () => {
    for (const trace of ['all', 'progress'] as const) {
      const { final } = drainSearch(fourByFour, hard, { dbs: smallTables(), trace, budget: { maxExpansions: 700 } });
      expect(final.type === 'limit' && final.reason).toBe('expansions');
      expect(final.stats.expanded).toBe(700);
    }
  });

  it('stops on time with an injected clock', () => {
    let t = 0;
    const now = () => (t += 1);
    const { final } = drainSearch(fourByFour, hard, {
      dbs: smallTables(),
      trace: 'progress',
      progressEvery: 1000,
      budget: { maxMs: 50, maxExpansions: 1e12 },
      now,
    });
    expect(final.type === 'limit' && final.reason).toBe('time');
  });

  it('yields progress with the bound every progressEvery expansions', () => {
    const { events } = drainSearch(fourByFour, hard, {
      dbs: smallTables(),
      trace: 'progress',
      progressEvery: 500,
      budget: { maxExpansions: 5000 },
    });
    expect(events[0].type).toBe('start');
    const progress = events.filter((e) => e.type === 'progress');
    expect(events.length).toBe(1 + progress.length);
    expect(progress.map((e) => e.type === 'progress' && e.stats.expanded)).toEqual(
      Array.from({ length: 10 }, (_, i) => 500 * (i + 1)), // then the limit, as in the generic solvers
    );
    const bounds = progress.map((e) => (e.type === 'progress' ? (e.bound ?? -1) : -1));
    expect(bounds.every((b, i) => b >= 41 && (i === 0 || b >= bounds[i - 1]))).toBe(true);
  });
});

describe('per-pass counts', () => {
  it('the kernel reports every pass: the counts add up, the bounds rise, the last is the solution length', () => {
    const korf = readKorf('last');
    for (const { tiles, length } of easiest4x4(korf, 3)) {
      const passes: KernelPass[] = [];
      const { final } = drainSearch(fourByFour, tiles, { dbs: smallTables(), trace: 'progress', passes });
      expect(solvedLength(final)).toBe(length);
      expect(passes.length).toBeGreaterThan(1);
      expect(passes.reduce((n, p) => n + p.expanded, 0)).toBe(final.stats.expanded);
      expect(passes.reduce((n, p) => n + p.generated, 0)).toBe(final.stats.generated);
      passes.forEach((p, i) => i > 0 && expect(p.bound).toBeGreaterThan(passes[i - 1].bound));
      expect(passes[passes.length - 1].bound).toBe(length);
      // The same passes as the traced run's iteration events and the expansions between them.
      const traced: { bound: number; expanded: number }[] = [];
      for (const e of drainSearch(fourByFour, tiles, { dbs: smallTables(), trace: 'all' }).events) {
        if (e.type === 'iteration') traced.push({ bound: e.bound, expanded: 0 });
        else if (e.type === 'expand') traced[traced.length - 1].expanded++;
      }
      expect(passes.map(({ bound, expanded }) => ({ bound, expanded }))).toEqual(traced);
    }
  });

  it('a run stopped by the budget reports its passes so far', () => {
    const passes: KernelPass[] = [];
    const hard = readKorf('last')[0].tiles;
    const { final } = drainSearch(fourByFour, hard, {
      dbs: smallTables(),
      trace: 'progress',
      budget: { maxExpansions: 5000 },
      passes,
    });
    expect(final.type).toBe('limit');
    expect(passes.reduce((n, p) => n + p.expanded, 0)).toBe(5000);
  });
});

describe('trace levels', () => {
  const boards = (puzzle: Puzzle, seeds: number[], steps: number) =>
    seeds.map((s) => scramble(puzzle, steps, seededRandom(s)));

  it('"all" and "progress" expand the same nodes: same path, node ids and counts', () => {
    const cases: [Puzzle, number[], PatternDatabaseSet | undefined][] = [
      ...boards(makePuzzle(3, 3), [1, 2, 3], 60).map((b): [Puzzle, number[], undefined] => [
        makePuzzle(3, 3),
        b,
        undefined,
      ]),
      ...boards(fourByFour, [4, 5], 30).map((b): [Puzzle, number[], PatternDatabaseSet] => [
        fourByFour,
        b,
        smallTables(),
      ]),
    ];
    for (const [puzzle, start, dbs] of cases) {
      const all = drainSearch(puzzle, start, { dbs, trace: 'all' }).final;
      const fast = drainSearch(puzzle, start, { dbs, trace: 'progress', exactPeaks: true }).final;
      expect(all.type).toBe('solved');
      expect(fast.type).toBe('solved');
      if (all.type !== 'solved' || fast.type !== 'solved') continue;
      expect(fast.path).toEqual(all.path);
      expect(fast.nodeIds).toEqual(all.nodeIds);
      for (const k of [
        'expanded',
        'generated',
        'duplicates',
        'solutionLength',
        'peakMemory',
        'peakFrontier',
      ] as const) {
        expect(fast.stats[k], k).toBe(all.stats[k]);
      }
    }
  });

  // Issue #20: the visualizer (every event, replayed) said 74 for Korf #1's peak memory, the
  // background run (this kernel) 58, its deepest path. The kernel keeps no stack; its peaks are
  // now what the traced run's stack held, at the end and when the budget stops it anywhere.
  it('the peaks agree between the levels, solved or stopped by the budget at any point', () => {
    const puzzle = makePuzzle(4, 4, goalBlankFirst(4, 4));
    const dbs = getPatternDatabases(puzzle, { maxTiles: 4 });
    const korf1 = readKorf('first')[0].tiles;
    const random = seededRandom(20);
    const budgets = [1, 2, 3, 50, ...Array.from({ length: 8 }, () => 1 + Math.floor(random() * 20_000))];
    for (const maxExpansions of budgets) {
      const all = drainSearch(puzzle, korf1, { dbs, trace: 'all', budget: { maxExpansions } }).final;
      const fast = drainSearch(puzzle, korf1, {
        dbs,
        trace: 'progress',
        budget: { maxExpansions },
        exactPeaks: true,
      }).final;
      expect(fast.type, `budget ${maxExpansions}`).toBe(all.type);
      for (const k of ['expanded', 'peakMemory', 'peakFrontier'] as const) {
        expect(fast.stats[k], `${k} at budget ${maxExpansions}`).toBe(all.stats[k]);
      }
    }
    for (const start of boards(fourByFour, [6, 7, 8], 40)) {
      const all = drainSearch(fourByFour, start, { dbs: smallTables(), trace: 'all' }).final;
      const fast = drainSearch(fourByFour, start, { dbs: smallTables(), trace: 'progress', exactPeaks: true }).final;
      expect([fast.stats.peakMemory, fast.stats.peakFrontier]).toEqual([all.stats.peakMemory, all.stats.peakFrontier]);
      expect(fast.stats.peakMemory).toBeGreaterThan(fast.stats.solutionLength + 1); // more than the path
      // Without exactPeaks (the benchmark's and the solver's default: the kernel's inner loop does
      // less) everything but the peaks is the same, and the peaks are the deepest path.
      const plain = drainSearch(fourByFour, start, { dbs: smallTables(), trace: 'progress' }).final;
      expect({ ...plain.stats, elapsedMs: 0, peakMemory: 0, peakFrontier: 0 }).toEqual({
        ...fast.stats,
        elapsedMs: 0,
        peakMemory: 0,
        peakFrontier: 0,
      });
      expect(plain.stats.peakMemory).toBe(plain.stats.peakFrontier);
      expect(plain.stats.peakMemory).toBeLessThan(fast.stats.peakMemory);
    }
  });

  it('"all" follows the IDA* event semantics', () => {
    const puzzle = makePuzzle(3, 3);
    const start = [8, 6, 7, 2, 5, 4, 3, 0, 1]; // 31 moves, the hardest 3x3
    const { events, final } = drainSearch(puzzle, start, { trace: 'all' });
    expect(solvedLength(final)).toBe(31);
    expect(events[0].type).toBe('start');
    let lastId = 0;
    let expanding: NodeInfo | null = null;
    let bound = -1;
    let passes = 0;
    const byId = new Map<number, NodeInfo>();
    for (const e of events.slice(1)) {
      if (e.type === 'iteration') {
        passes++;
        expect(e.pass).toBe(passes);
        expect(e.bound).toBeGreaterThan(bound);
        expect(Math.abs(e.bound - 31) % 2).toBe(0); // f keeps the parity of the true distance
        bound = e.bound;
        expect(e.root.id).toBeGreaterThan(lastId);
        lastId = e.root.id;
        byId.set(e.root.id, e.root);
      } else if (e.type === 'generate') {
        expect(e.node.id).toBeGreaterThan(lastId); // unique and increasing
        lastId = e.node.id;
        expect(e.node.parentId).toBe(expanding?.id);
        expect(e.node.f).toBe(e.node.g + e.node.h);
        if (e.outcome === 'pruned') expect(e.node.f).toBeGreaterThan(bound);
        if (e.outcome === 'new') expect(e.node.f).toBeLessThanOrEqual(bound);
        if (e.outcome === 'cycle') {
          // The inverse move: back to the grandparent's board.
          const parent = expanding as NodeInfo;
          expect(e.node.key).toBe(byId.get(parent.parentId)?.key);
        }
        byId.set(e.node.id, e.node);
      } else if (e.type === 'expand') {
        expect(byId.get(e.node.id)).toBe(e.node);
        expanding = e.node;
      }
    }
    expect(passes).toBeGreaterThan(1);
    if (final.type === 'solved') {
      const ids = final.nodeIds;
      for (let i = 1; i < ids.length; i++) expect(byId.get(ids[i])?.parentId).toBe(ids[i - 1]);
      expect(final.stats.expanded).toBe(events.filter((e) => e.type === 'expand').length);
      expect(final.stats.generated).toBe(
        events.filter((e) => e.type === 'generate').length + events.filter((e) => e.type === 'iteration').length,
      );
    }
  });
});
