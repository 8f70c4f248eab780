/**
 * IDA* with additive pattern databases, as a generator of the shared event stream.
 *
 * - trace 'progress': the fast kernel (`idaKernel.ts`) runs in chunks; between chunks the
 *   generator yields `progress` (with the bound) and checks the budget. Only start, progress and
 *   the final event are produced.
 * - trace 'all': `idaStarPdbTraced` replays the same search event by event, like the generic
 *   IDA* (src/core/solvers/depthFirst.ts): one explicit stack of generated, not yet expanded
 *   nodes; each pass starts with `iteration` and a root with a fresh id; 'pruned' for f above
 *   the bound; 'cycle' for the inverse move (the only cycle check, as in the kernel); ids unique
 *   and increasing. Both levels expand the same nodes in the same order with the same ids.
 *
 * Like every inner solver, the final event (solved / exhausted / limit) is the generator's
 * return value, not yielded: the registry's wrapper yields it. Callers driving this directly
 * read it from the `done` step.
 */
import type { Budget, NodeInfo, SearchEvent, SearchStats, TraceLevel } from '../events';
import { DEFAULT_BUDGET } from '../events';
import type { Direction, Puzzle } from '../puzzle';
import { DIRECTIONS } from '../puzzle';
import { checkSolvability } from '../solvability';
import { makeCodec } from '../stateKey';
import { topology } from '../topology';
import type { PatternDatabaseSet } from './databaseSet';
import type { PdbFrame } from './frame';
import { makeFrame } from './frame';
import { evaluatePdb } from './heuristic';
import { createIdaKernel } from './idaKernel';
import { getPatternDatabases } from './store';

export interface IdaStarPdbOptions {
  /** Tables to use; by default they are loaded or built synchronously (Node). */
  dbs?: PatternDatabaseSet;
  budget?: Partial<Budget>;
  /** Default 'all', as for every solver. */
  trace?: TraceLevel;
  /** Expansions between two progress events (default 10,000). */
  progressEvery?: number;
  /** Milliseconds clock, injectable for tests. */
  now?: () => number;
}

export type FinalSearchEvent = Extract<SearchEvent, { type: 'solved' | 'exhausted' | 'limit' }>;

export const DEFAULT_PDB_PROGRESS_EVERY = 10_000;

/** Expansions between two clock reads at the 'progress' level (a few milliseconds of work). */
const TIME_CHUNK = 1 << 15;

export function* idaStarPdb(
  puzzle: Puzzle,
  start: readonly number[],
  options: IdaStarPdbOptions = {},
): Generator<SearchEvent, FinalSearchEvent> {
  const frame = makeFrame(puzzle, options.dbs ?? getPatternDatabases(puzzle));
  if (frame.set.rows !== puzzle.rows || frame.set.cols !== puzzle.cols) throw new Error('databases for another shape');
  if (start.length !== frame.cells) throw new Error(`expected ${frame.cells} tiles, got ${start.length}`);
  return yield* (options.trace ?? 'all') === 'all'
    ? idaStarPdbTraced(puzzle, frame, start, options)
    : idaStarPdbFast(puzzle, frame, start, options);
}

/** Counts time spent inside the generator only, like the registry's clock. */
class ActiveTime {
  private active = 0;
  private since: number;
  constructor(private readonly now: () => number) {
    this.since = now();
  }
  pause(): void {
    this.active += this.now() - this.since;
  }
  resume(): void {
    this.since = this.now();
  }
  elapsed(): number {
    return this.active + (this.now() - this.since);
  }
}

function budgetOf(options: IdaStarPdbOptions): Budget {
  const b = { ...DEFAULT_BUDGET };
  for (const key of ['maxExpansions', 'maxMemoryNodes', 'maxMs'] as const) {
    const v = options.budget?.[key];
    if (v !== undefined) b[key] = v;
  }
  return b;
}

function rootInfo(id: number, key: number | string, h: number): NodeInfo {
  return { id, parentId: -1, key, g: 0, h, f: h, move: null };
}

function* idaStarPdbFast(
  puzzle: Puzzle,
  frame: PdbFrame,
  start: readonly number[],
  options: IdaStarPdbOptions,
): Generator<SearchEvent, FinalSearchEvent> {
  const clock = new ActiveTime(options.now ?? (() => performance.now()));
  const budget = budgetOf(options);
  const every = Math.max(1, options.progressEvery ?? DEFAULT_PDB_PROGRESS_EVERY);
  const kernel = createIdaKernel(frame, start);
  const key = makeCodec(puzzle.rows, puzzle.cols).encode(start);
  const stats = (solutionLength = -1): SearchStats => ({
    expanded: kernel.expanded,
    generated: kernel.generated,
    duplicates: kernel.duplicates,
    // The kernel keeps no stack of pending siblings: its memory is the path.
    peakFrontier: kernel.deepestPath,
    peakMemory: kernel.deepestPath,
    solutionLength,
    optimal: true,
    elapsedMs: clock.elapsed(),
  });

  clock.pause();
  yield { type: 'start', root: rootInfo(0, key, kernel.rootH), algorithm: 'idastar', optimal: true };
  clock.resume();
  if (!checkSolvability(puzzle, start).solvable) return { type: 'exhausted', stats: stats() };

  let nextProgress = every;
  for (;;) {
    if (kernel.expanded >= budget.maxExpansions) return { type: 'limit', reason: 'expansions', stats: stats() };
    if (kernel.pathNodes >= budget.maxMemoryNodes) return { type: 'limit', reason: 'memory', stats: stats() };
    if (clock.elapsed() >= budget.maxMs) return { type: 'limit', reason: 'time', stats: stats() };
    const stop = Math.min(nextProgress, budget.maxExpansions, kernel.expanded + TIME_CHUNK);
    const status = kernel.run(stop);
    if (status === 'solved') {
      const path = kernel.solution();
      return { type: 'solved', path, nodeIds: kernel.solutionIds(), stats: stats(path.length) };
    }
    if (status === 'exhausted') return { type: 'exhausted', stats: stats() };
    if (kernel.expanded >= nextProgress) {
      nextProgress += every;
      clock.pause();
      yield { type: 'progress', stats: stats(), bound: kernel.bound };
      clock.resume();
    }
  }
}

/**
 * The same search, event by event (see the file comment). Heuristic values are computed from
 * scratch per child: this level is for watching a search, not for speed.
 */
export function* idaStarPdbTraced(
  puzzle: Puzzle,
  frame: PdbFrame,
  start: readonly number[],
  options: IdaStarPdbOptions,
): Generator<SearchEvent, FinalSearchEvent> {
  const clock = new ActiveTime(options.now ?? (() => performance.now()));
  const budget = budgetOf(options);
  const every = Math.max(1, options.progressEvery ?? DEFAULT_PDB_PROGRESS_EVERY);
  const codec = makeCodec(puzzle.rows, puzzle.cols);
  const { neighbours, degree, moveDir } = topology(puzzle.rows, puzzle.cols);
  const tiles = Array.from(start);
  const startKey = codec.encode(tiles);
  const h0 = evaluatePdb(frame, tiles).value;

  let expanded = 0;
  let generated = 0;
  let duplicates = 0;
  // The root waits on the stack before anything is expanded (as in the generic IDA*).
  let peakFrontier = 1;
  let peakMemory = 1;
  let nextProgress = every;
  const stats = (solutionLength = -1): SearchStats => ({
    expanded,
    generated,
    duplicates,
    peakFrontier,
    peakMemory,
    solutionLength,
    optimal: true,
    elapsedMs: clock.elapsed(),
  });
  const emit = function* (event: SearchEvent): Generator<SearchEvent, void> {
    clock.pause();
    yield event;
    clock.resume();
  };

  yield* emit({ type: 'start', root: rootInfo(0, startKey, h0), algorithm: 'idastar', optimal: true });
  if (!checkSolvability(puzzle, start).solvable) return { type: 'exhausted', stats: stats() };

  // The current path (index = depth) and the stack of generated, not yet expanded nodes.
  const path: NodeInfo[] = [];
  const pathBlank: number[] = [];
  const stack: { node: NodeInfo; blank: number }[] = [];

  let bound = h0;
  for (let pass = 1; ; pass++) {
    const root = rootInfo(++generated, startKey, h0);
    yield* emit({ type: 'iteration', pass, bound, root });
    stack.push({ node: root, blank: start.indexOf(0) });
    let nextBound = Infinity;

    while (stack.length > 0) {
      if (expanded >= budget.maxExpansions) return { type: 'limit', reason: 'expansions', stats: stats() };
      if (stack.length + path.length >= budget.maxMemoryNodes)
        return { type: 'limit', reason: 'memory', stats: stats() };
      if (clock.elapsed() >= budget.maxMs) return { type: 'limit', reason: 'time', stats: stats() };
      const { node, blank } = stack.pop() as { node: NodeInfo; blank: number };
      // Leave the path until its top is this node's parent, sliding tiles back.
      while (path.length > node.g) {
        const left = path.pop() as NodeInfo;
        const cur = pathBlank.pop() as number;
        if (path.length > 0) {
          const prev = pathBlank[pathBlank.length - 1];
          tiles[cur] = tiles[prev];
          tiles[prev] = 0;
        }
        yield* emit({ type: 'backtrack', node: left });
      }
      if (node.g > 0) {
        const prev = pathBlank[pathBlank.length - 1];
        tiles[prev] = tiles[blank];
        tiles[blank] = 0;
      }
      path.push(node);
      pathBlank.push(blank);
      expanded++;
      yield* emit({ type: 'expand', node });
      if (node.h === 0) {
        const moves = path.slice(1).map((n) => n.move as Direction);
        return { type: 'solved', path: moves, nodeIds: path.map((n) => n.id), stats: stats(moves.length) };
      }
      const back = path.length > 1 ? pathBlank[pathBlank.length - 2] : -1;
      const g = node.g + 1;
      for (let k = 0; k < degree[blank]; k++) {
        const to = neighbours[blank * 4 + k];
        const move = DIRECTIONS[moveDir[blank * 4 + k]];
        tiles[blank] = tiles[to];
        tiles[to] = 0;
        const key = codec.encode(tiles);
        const e = evaluatePdb(frame, tiles);
        tiles[to] = tiles[blank];
        tiles[blank] = 0;
        const child: NodeInfo = { id: ++generated, parentId: node.id, key, g, h: e.value, f: g + e.value, move };
        if (to === back) {
          duplicates++;
          yield* emit({ type: 'generate', node: child, outcome: 'cycle' });
        } else if (child.f > bound) {
          // The kernel's cut: the direct sum alone when it already exceeds the bound.
          const directF = g + e.direct.reduce((s, x) => s + x, 0);
          const cut = directF > bound ? directF : child.f;
          if (cut < nextBound) nextBound = cut;
          yield* emit({ type: 'generate', node: child, outcome: 'pruned' });
        } else {
          stack.push({ node: child, blank: to });
          yield* emit({ type: 'generate', node: child, outcome: 'new' });
        }
      }
      // The frontier is the stack; memory is the stack plus the path.
      if (stack.length > peakFrontier) peakFrontier = stack.length;
      if (stack.length + path.length > peakMemory) peakMemory = stack.length + path.length;
      if (expanded >= nextProgress) {
        nextProgress += every;
        yield* emit({ type: 'progress', stats: stats(), bound });
      }
    }
    // Walk back off the path so the views see the pass end.
    while (path.length > 0) {
      const left = path.pop() as NodeInfo;
      const cur = pathBlank.pop() as number;
      if (path.length > 0) {
        const prev = pathBlank[pathBlank.length - 1];
        tiles[cur] = tiles[prev];
        tiles[prev] = 0;
      }
      yield* emit({ type: 'backtrack', node: left });
    }
    if (nextBound === Infinity) return { type: 'exhausted', stats: stats() };
    bound = nextBound;
  }
}
