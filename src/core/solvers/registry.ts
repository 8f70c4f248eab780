/**
 * The one entry point to every solver: `startSearch` checks the input, the options and the
 * solvability BEFORE any search starts, picks the algorithm, and hands back a generator of
 * SearchEvents. It never throws on bad input: a refusal says why ('invalid', 'unsolvable' with
 * the parity report, or 'unsupported'). The solvers of the first download are imported here;
 * the others are loaded when first chosen (lazySolvers.ts) and refused until they are.
 */
import type { AlgorithmId, HeuristicId, SearchEvent } from '../events';
import { heuristicSupported, makeHeuristic } from '../heuristics';
import { layoutSupported } from '../pdb/databaseSet';
import { PDB_NOT_LOADED, pdbRuntime } from '../pdb/provider';
import type { Heuristic } from '../heuristics/types';
import type { Puzzle } from '../puzzle';
import { checkSolvability, explainSolvability } from '../solvability';
import { algorithmInfo, runsOnPdbKernel } from './algorithms';
import { aStar } from './astar';
import { bfs } from './bfs';
import { depthLimitedDfs } from './dfs';
import { greedy } from './greedy';
import { idaStar } from './idaStar';
import { iterativeDeepening } from './iddfs';
import { lazySolver, type Solver } from './lazySolvers';
import { makeModel } from './model';
import { ActiveClock, Run, resolveOptions, timed, type ResolvedOptions } from './run';
import type { FinalEvent, Search, SearchRefusal, SearchStart, SolveOptions } from './types';
import { DEFAULT_HEURISTIC, DEFAULT_WEIGHT } from './types';
import { optionsProblem, permutationProblem, puzzleProblem } from './validate';
import { weightedAStar } from './weightedAstar';

/** The solvers in the first download; the lazy ones come from lazySolvers.ts. */
const SOLVERS: Readonly<Partial<Record<AlgorithmId, Solver>>> = {
  bfs,
  dfs: depthLimitedDfs,
  iddfs: iterativeDeepening,
  greedy,
  astar: aStar,
  wastar: weightedAStar,
  idastar: idaStar,
};

/** 'pdb' on an algorithm's own pdb kernel is the pdb module's; the heuristic registry decides for the others. */
function supported(algorithm: AlgorithmId, heuristic: HeuristicId, puzzle: Puzzle): boolean {
  return runsOnPdbKernel(algorithm, heuristic) ? layoutSupported(puzzle) : heuristicSupported(heuristic, puzzle);
}

export function startSearch(puzzle: Puzzle, start: readonly number[], options: SolveOptions): SearchStart {
  try {
    return begin(puzzle, start, options);
  } catch (error) {
    // A bug or a hostile input must still come back as a refusal, never as an exception.
    return { ok: false, reason: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
}

/** A search that may start: the checked input and the options with every default filled in. */
export interface PreparedSearch {
  readonly ok: true;
  readonly puzzle: Puzzle;
  readonly start: number[];
  readonly options: ResolvedOptions;
}

/**
 * Every check `startSearch` makes before a search starts (input, options, heuristic support,
 * solvability), and the resolved options. Shared with the textbook solvers (textbook/index.ts),
 * so both refuse exactly the same inputs.
 */
export function prepareSearch(
  puzzleIn: Puzzle,
  startIn: readonly number[],
  options: SolveOptions,
): PreparedSearch | SearchRefusal {
  const invalid = (message: string): SearchRefusal => ({ ok: false, reason: 'invalid', message });
  const puzzleIssue = puzzleProblem(puzzleIn);
  if (puzzleIssue) return invalid(puzzleIssue);
  const puzzle: Puzzle = { rows: puzzleIn.rows, cols: puzzleIn.cols, goal: Array.from(puzzleIn.goal) };
  const boardIssue = permutationProblem(startIn, puzzle.rows * puzzle.cols, 'board');
  if (boardIssue) return invalid(boardIssue);
  const start = Array.from(startIn);
  const optionsIssue = optionsProblem(options);
  if (optionsIssue) return invalid(optionsIssue);

  const algorithm = options.algorithm;
  const info = algorithmInfo(algorithm);
  if (!info) return invalid(`unknown algorithm "${String(algorithm)}"`);
  const heuristicId: HeuristicId | null = info.usesHeuristic ? (options.heuristic ?? DEFAULT_HEURISTIC) : null;
  if (heuristicId !== null && !supported(algorithm, heuristicId, puzzle)) {
    return {
      ok: false,
      reason: 'unsupported',
      message: `heuristic "${heuristicId}" is not available for ${puzzle.rows}x${puzzle.cols} boards with this goal`,
    };
  }

  const report = checkSolvability(puzzle, start);
  if (!report.solvable) return { ok: false, reason: 'unsolvable', report };

  const weight = options.weight ?? DEFAULT_WEIGHT;
  // Every heuristic offered is admissible, so optimality depends only on the algorithm (and w).
  const optimal = algorithm === 'wastar' ? weight <= 1 : info.optimal;
  return { ok: true, puzzle, start, options: resolveOptions(options, heuristicId, optimal) };
}

function begin(puzzleIn: Puzzle, startIn: readonly number[], options: SolveOptions): SearchStart {
  const prepared = prepareSearch(puzzleIn, startIn, options);
  if (!prepared.ok) return prepared;
  const { puzzle, start, options: resolved } = prepared;
  const solver = SOLVERS[resolved.algorithm] ?? lazySolver(resolved.algorithm);
  if (solver === undefined) {
    const name = algorithmInfo(resolved.algorithm)?.name ?? resolved.algorithm;
    const message = `${name} is not loaded yet (call loadSolver("${resolved.algorithm}") first)`;
    return { ok: false, reason: 'unsupported', message };
  }
  const clock = new ActiveClock(options.now ?? defaultNow);

  const pdb = resolved.heuristic === 'pdb' ? pdbRuntime() : null;
  if (resolved.heuristic === 'pdb' && !pdb) return { ok: false, reason: 'unsupported', message: PDB_NOT_LOADED };
  if (pdb && runsOnPdbKernel(resolved.algorithm, resolved.heuristic)) {
    // The specialised kernel of src/core/pdb/ (same event stream, much faster than the generic
    // IDA* with a pdb heuristic); it loads or builds its tables on the first `next()`.
    const run = new Run(makeModel(puzzle, start, null), resolved, clock);
    return { ok: true, search: drive(pdb.pdbIdaStar(run), clock), optimal: resolved.optimal };
  }

  // Built only now: a pattern database is costly, and an unsolvable board needs none.
  const heuristic: Heuristic | null = resolved.heuristic === null ? null : makeHeuristic(resolved.heuristic, puzzle);
  const run = new Run(makeModel(puzzle, start, heuristic), resolved, clock);
  return { ok: true, search: drive(solver(run), clock), optimal: resolved.optimal };
}

function defaultNow(): number {
  return performance.now();
}

/**
 * Runs a solver, counting only the time spent inside it toward `elapsedMs` and `maxMs` (a view
 * stepping slowly must not run out of time), and yields the final event before returning it,
 * so a plain `for...of` sees it too.
 */
function drive(inner: Generator<SearchEvent, FinalEvent, void>, clock: ActiveClock): Search {
  const search = driven(inner, clock);
  clocks.set(search, clock);
  return search;
}

function* driven(inner: Generator<SearchEvent, FinalEvent, void>, clock: ActiveClock): Search {
  const final = yield* timed(inner, clock);
  yield final;
  return final;
}

/** Each search's clock, for `inBurst`. */
const clocks = new WeakMap<Search, ActiveClock>();

/**
 * Runs `pull`, which calls `search.next()` in a tight loop, timing it as one stretch of
 * computing rather than `next()` by `next()` (the page's recording pulls thousands of events a
 * slice). Only the caller's loop may run inside: time spent waiting there would count toward
 * `maxMs`. A search that is not the registry's runs `pull` as it is.
 */
export function inBurst<T>(search: Search, pull: () => T): T {
  const clock = clocks.get(search);
  if (clock === undefined || clock.bursting) return pull();
  clock.segmentStart = clock.now();
  clock.bursting = true;
  try {
    return pull();
  } finally {
    clock.bursting = false;
    clock.active += clock.now() - clock.segmentStart;
  }
}

/** A refusal in one English sentence (the CLI's message; the UI translates from the fields). */
export function describeRefusal(refusal: SearchRefusal): string {
  switch (refusal.reason) {
    case 'invalid':
    case 'unsupported':
      return refusal.message;
    case 'unsolvable':
      return explainSolvability(refusal.report);
  }
}

export class SearchRefusedError extends Error {
  constructor(readonly refusal: SearchRefusal) {
    super(describeRefusal(refusal));
    this.name = 'SearchRefusedError';
  }
}

export interface RunResult {
  final: FinalEvent;
  /** Every event, the final one included, when the trace level is 'all'. */
  events?: SearchEvent[];
  optimal: boolean;
}

/**
 * Drains a search to its end: a convenience for tests, benchmarks and the CLI. Unlike
 * `startSearch` it throws SearchRefusedError when no search can start.
 */
export function runToEnd(puzzle: Puzzle, start: readonly number[], options: SolveOptions): RunResult {
  const started = startSearch(puzzle, start, options);
  if (!started.ok) throw new SearchRefusedError(started);
  const events: SearchEvent[] | undefined = (options.trace ?? 'all') === 'all' ? [] : undefined;
  const search = started.search;
  for (;;) {
    const step = search.next();
    if (step.done) return { final: step.value, events, optimal: started.optimal };
    events?.push(step.value);
  }
}
