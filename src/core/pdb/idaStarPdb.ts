/**
 * To read the algorithm, open ../solvers/textbook/iterativeDeepening.ts (korfIdaStar) and
 * depthFirstPass.ts beside it: Korf's IDA*, the one this solver runs (its only cycle check is the
 * move that undoes the last one), written as in the textbook and held to this file's events.
 *
 * IDA* with additive pattern databases, as a solver of the shared event stream. It runs on the
 * same per-run helpers as every other solver (src/core/solvers/run.ts: the budget, the active
 * clock, counters, stats and event builders), in one of two ways chosen by the trace level:
 *
 * - 'progress': the fast kernel (`idaKernel.ts`) runs in chunks through `runInChunks`
 *   (chunked.ts), like the other solvers' kernels; between chunks the budget is checked and,
 *   every `progressEvery` expansions, `progress` (with the bound) is yielded. Only start,
 *   progress and the final event are produced.
 * - 'all': `tracedSearch` replays the same search event by event, like the generic IDA*
 *   (src/core/solvers/depthFirst.ts): one explicit stack of generated, not yet expanded nodes;
 *   each pass starts with `iteration` and a root with a fresh id; 'pruned' for f above the
 *   bound; 'cycle' for the inverse move (the only cycle check, as in the kernel); ids unique and
 *   increasing. Both levels expand the same nodes in the same order with the same ids.
 *
 * Like every inner solver, the final event (solved / exhausted / limit) is the generator's
 * return value, not yielded: the registry's wrapper yields it. Callers driving `idaStarPdb`
 * directly read it from the `done` step.
 */
import type { Budget, NodeInfo, SearchEvent, TraceLevel } from '../events';
import type { Direction, Puzzle } from '../puzzle';
import { DIRECTIONS } from '../puzzle';
import { checkSolvability } from '../solvability';
import type { ChunkedLoop, ChunkStatus } from '../solvers/chunked';
import { runInChunks } from '../solvers/chunked';
import { makeModel } from '../solvers/model';
import { ActiveClock, Run, nodeInfo, resolveOptions, timed } from '../solvers/run';
import type { FinalEvent } from '../solvers/types';
import type { PatternDatabaseSet } from './databaseSet';
import type { PdbFrame } from './frame';
import { makeFrame } from './frame';
import { evaluatePdb } from './heuristic';
import { createIdaKernel, type KernelPass } from './idaKernel';
import { getPatternDatabases } from './store';

export interface IdaStarPdbOptions {
  /** Tables to use; by default they are loaded or built synchronously (Node). */
  dbs?: PatternDatabaseSet;
  budget?: Partial<Budget>;
  /** Default 'all', as for every solver. */
  trace?: TraceLevel;
  /** Expansions between two progress events (default DEFAULT_PROGRESS_EVERY, 10,000). */
  progressEvery?: number;
  /** At 'progress': peaks as the traced run counts them (see SolveOptions.exactPeaks). */
  exactPeaks?: boolean;
  /** Milliseconds clock, injectable for tests. */
  now?: () => number;
  /**
   * At 'progress': filled with every pass (bound, expanded, generated) when the search ends,
   * for a pass table of a run that was not traced (the 'all' level has its iteration events).
   */
  passes?: KernelPass[];
}

export type FinalSearchEvent = FinalEvent;

/** Expansions between two clock reads at the 'progress' level (a few milliseconds of work). */
const TIME_CHUNK = 1 << 15;

/**
 * The search on its own (the worker, the benchmark, tests): the run is set up here as the
 * registry sets it up for every solver, and the clock counts only the time spent inside.
 */
export function idaStarPdb(
  puzzle: Puzzle,
  start: readonly number[],
  options: IdaStarPdbOptions = {},
): Generator<SearchEvent, FinalEvent> {
  const opts = resolveOptions(
    {
      algorithm: 'idastar',
      budget: options.budget,
      trace: options.trace,
      progressEvery: options.progressEvery === undefined ? undefined : Math.max(1, options.progressEvery),
      exactPeaks: options.exactPeaks,
    },
    'pdb',
    true,
  );
  const clock = new ActiveClock(options.now ?? (() => performance.now()));
  return timed(pdbIdaStar(new Run(makeModel(puzzle, start, null), opts, clock), options.dbs, options.passes), clock);
}

/**
 * The solver for a run whose model holds the puzzle and the start (the registry's entry). The
 * tables are loaded or built on the first `next()`, not before.
 */
export function* pdbIdaStar(
  run: Run,
  dbs?: PatternDatabaseSet,
  passes?: KernelPass[],
): Generator<SearchEvent, FinalEvent> {
  const { puzzle, start } = run.model;
  const frame = makeFrame(puzzle, dbs ?? getPatternDatabases(puzzle));
  if (frame.set.rows !== puzzle.rows || frame.set.cols !== puzzle.cols) throw new Error('databases for another shape');
  if (start.length !== frame.cells) throw new Error(`expected ${frame.cells} tiles, got ${start.length}`);
  const solvable = checkSolvability(puzzle, Array.from(start)).solvable;
  return yield* run.opts.all
    ? tracedSearch(run, frame, solvable)
    : runInChunks(run, () => kernelLoop(run, frame, solvable, passes));
}

/** The fast kernel as a chunked loop: the budget is checked every TIME_CHUNK expansions at most. */
function kernelLoop(run: Run, frame: PdbFrame, solvable: boolean, passes?: KernelPass[]): ChunkedLoop {
  const kernel = createIdaKernel(frame, run.model.start, undefined, run.opts.exactPeaks);
  const { maxExpansions } = run.opts.budget;
  // The kernel keeps no stack of pending siblings: its frontier and memory (now and at their
  // peaks) are counted as the traced run's stack would have had them (kernelPeaks.ts).
  const sync = () => {
    const peaks = kernel.peaks();
    run.sync(
      kernel.expanded,
      peaks.stackNow,
      peaks.memoryNow,
      kernel.duplicates,
      kernel.generated + 1,
      peaks.stack,
      peaks.memory,
    );
  };
  // The search ends here (solved, exhausted or stopped by the budget): hand over its passes.
  const ended = (status: ChunkStatus): ChunkStatus => {
    passes?.push(...kernel.passes());
    return status;
  };
  return {
    root: nodeInfo(0, -1, run.model.startKey, 0, kernel.rootH, kernel.rootH, -1),
    events: [],
    expanded: () => kernel.expanded,
    expandUntil(limit: number): ChunkStatus {
      if (!solvable) return 'exhausted';
      for (;;) {
        sync();
        const reason = run.limitReached(true);
        if (reason) return ended(reason);
        const status = kernel.run(Math.min(limit, maxExpansions, kernel.expanded + TIME_CHUNK));
        if (status !== 'paused' || kernel.expanded >= limit) {
          sync();
          return status === 'paused' ? status : ended(status);
        }
      }
    },
    progressBound: () => kernel.bound,
    solution: () => ({ moves: kernel.solution(), ids: kernel.solutionIds() }),
  };
}

/**
 * The same search, event by event (see the file comment). Heuristic values are computed from
 * scratch per child: this level is for watching a search, not for speed.
 */
function* tracedSearch(run: Run, frame: PdbFrame, solvable: boolean): Generator<SearchEvent, FinalEvent> {
  const { codec, topo, startKey } = run.model;
  const { neighbours, degree, moveDir } = topo;
  const tiles = Array.from(run.model.start);
  const h0 = evaluatePdb(frame, tiles).value;
  const rootInfo = (id: number): NodeInfo => nodeInfo(id, -1, startKey, 0, h0, h0, -1);

  yield run.startEvent(rootInfo(0));
  if (!solvable) return run.exhausted();

  // The current path (index = depth) and the stack of generated, not yet expanded nodes.
  const path: NodeInfo[] = [];
  const pathBlank: number[] = [];
  const stack: { node: NodeInfo; blank: number }[] = [];

  let bound = h0;
  for (let pass = 1; ; pass++) {
    const root = rootInfo(run.nextId++);
    yield { type: 'iteration', pass, bound, root };
    stack.push({ node: root, blank: tiles.indexOf(0) });
    // The root waits on the stack before anything is expanded (as in the generic IDA*).
    run.frontier = stack.length;
    run.memory = stack.length + path.length;
    run.notePeaks();
    let nextBound = Infinity;

    while (stack.length > 0) {
      run.memory = stack.length + path.length;
      const reason = run.limitReached(true);
      if (reason) return run.limit(reason);
      const { node, blank } = stack.pop() as { node: NodeInfo; blank: number };
      // Leave the path until its top is this node's parent, sliding tiles back.
      while (path.length > node.g) yield { type: 'backtrack', node: leave(path, pathBlank, tiles) };
      if (node.g > 0) {
        const prev = pathBlank[pathBlank.length - 1];
        tiles[prev] = tiles[blank];
        tiles[blank] = 0;
      }
      path.push(node);
      pathBlank.push(blank);
      run.expanded++;
      yield { type: 'expand', node };
      if (node.h === 0) {
        const moves = path.slice(1).map((n) => n.move as Direction);
        return run.solved(
          moves,
          path.map((n) => n.id),
        );
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
        const child: NodeInfo = { id: run.nextId++, parentId: node.id, key, g, h: e.value, f: g + e.value, move };
        if (to === back) {
          run.duplicates++;
          yield { type: 'generate', node: child, outcome: 'cycle' };
        } else if (child.f > bound) {
          // The kernel's cut: the direct sum alone when it already exceeds the bound.
          const directF = g + e.direct.reduce((s, x) => s + x, 0);
          const cut = directF > bound ? directF : child.f;
          if (cut < nextBound) nextBound = cut;
          yield { type: 'generate', node: child, outcome: 'pruned' };
        } else {
          stack.push({ node: child, blank: to });
          yield { type: 'generate', node: child, outcome: 'new' };
        }
      }
      // The frontier is the stack; memory is the stack plus the path.
      run.frontier = stack.length;
      run.memory = stack.length + path.length;
      run.notePeaks();
      if (run.progressDue()) yield run.progress(bound);
    }
    // Walk back off the path so the views see the pass end.
    while (path.length > 0) yield { type: 'backtrack', node: leave(path, pathBlank, tiles) };
    if (nextBound === Infinity) return run.exhausted();
    bound = nextBound;
  }
}

/** Pops the path's top node, sliding its tile back; returns the node left. */
function leave(path: NodeInfo[], pathBlank: number[], tiles: number[]): NodeInfo {
  const left = path.pop() as NodeInfo;
  const cur = pathBlank.pop() as number;
  if (path.length > 0) {
    const prev = pathBlank[pathBlank.length - 1];
    tiles[cur] = tiles[prev];
    tiles[prev] = 0;
  }
  return left;
}
