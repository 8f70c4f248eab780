/**
 * A whole search as the search worker runs it (search.worker.ts): a puzzle run started by the
 * puzzle's solvers, or a run on another domain started from the page's set-up through its
 * domain, traced only as far as the caller needs, its progress reported as it goes.
 */
import '../core/solvers/aStar3x3Loop'; // A* on a 3x3 without events on a packed board: the same events, faster
import { isFinal, type SearchStats, type TraceLevel } from '../core/events';
import { makePuzzle } from '../core/puzzle';
import { loadSolver, startSearch } from '../core/solvers';
import { algorithmInfo } from '../core/solvers/algorithms';
import { startDomainRun } from '../core/solvers/domainRun';
import type { FinalEvent, Search, SolveOptions } from '../core/solvers/types';
import type { RunSetup } from '../core/setups';

/** A run on the sliding puzzle, or (DomainRequest) on another problem domain. */
export type BackgroundRequest = PuzzleRequest | DomainRequest;

export interface PuzzleRequest {
  rows: number;
  cols: number;
  goal: number[];
  start: number[];
  options: Omit<SolveOptions, 'trace' | 'now'>;
  /**
   * IDA* / IDDFS: also count the expansions of each pass (compare mode's per-bound chart, for a
   * pane too large to record). Only the traced run has passes, so this one runs traced, its
   * events folded here and not sent (several times slower than the 'progress' level).
   */
  passes?: boolean;
}

/**
 * A run on a road map, a grid or another registered domain: the page's own set-up (its problem as
 * the domain reads it), started as the page starts it (core/solvers/domainRun.ts), the domain's
 * module and the textbook solvers fetched here first.
 */
export interface DomainRequest {
  domain: string;
  setup: RunSetup;
  passes?: boolean;
}

/** One pass of IDA* or IDDFS: its bound and the nodes it expanded. */
export interface PassCount {
  bound: number;
  expanded: number;
}

/** `reason` is what the page translates; `message` is the core's technical English, for the console. */
export type BackgroundResult =
  | { ok: true; final: FinalEvent; passes?: PassCount[] }
  | { ok: false; reason: 'unsolvable' | 'refused'; message: string };

/** Modules a domain run may need before it starts: the domain's, then the textbook solvers. */
const DOMAIN_FETCHES = 2;

async function startPuzzle(request: PuzzleRequest, trace: TraceLevel): Promise<Search | BackgroundResult> {
  // A lazy algorithm's chunk first (solvers/lazySolvers.ts); a failed fetch is a refusal.
  const fetched = await loadSolver(request.options.algorithm).then(
    () => null,
    (error: unknown) => String(error),
  );
  if (fetched !== null) return { ok: false, reason: 'refused', message: fetched };
  const puzzle = makePuzzle(request.rows, request.cols, request.goal);
  const started = startSearch(puzzle, request.start, { ...request.options, trace });
  if (started.ok) return started.search;
  return started.reason === 'unsolvable'
    ? { ok: false, reason: 'unsolvable', message: 'unsolvable' }
    : { ok: false, reason: 'refused', message: started.message };
}

async function startDomain(request: DomainRequest, trace: TraceLevel): Promise<Search | BackgroundResult> {
  for (let round = 0; round <= DOMAIN_FETCHES; round++) {
    const begun = startDomainRun(request.setup, request.domain, trace);
    if (begun.kind === 'started') return begun.search;
    if (begun.kind === 'refused') return { ok: false, reason: 'refused', message: begun.message };
    const failed = await begun.fetch().then(
      () => false,
      () => true,
    );
    if (failed) return { ok: false, reason: 'refused', message: begun.failed };
  }
  return { ok: false, reason: 'refused', message: `the ${request.domain} domain could not be started` };
}

/** The whole run, its progress reported as it goes; the answer is the final event (and the passes when asked). */
export async function runBackground(
  request: BackgroundRequest,
  onProgress: (stats: SearchStats) => void,
): Promise<BackgroundResult> {
  const algorithm = 'domain' in request ? request.setup.algorithm : request.options.algorithm;
  const passes: PassCount[] | undefined = request.passes && algorithmInfo(algorithm)?.passes ? [] : undefined;
  const trace = passes ? 'all' : 'progress';
  const search = 'domain' in request ? await startDomain(request, trace) : await startPuzzle(request, trace);
  if (!('next' in search)) return search;
  for (;;) {
    const step = search.next();
    if (step.done) return { ok: true, final: step.value, passes };
    const e = step.value;
    if (e.type === 'progress') onProgress(e.stats);
    else if (passes && e.type === 'iteration') passes.push({ bound: e.bound, expanded: 0 });
    else if (passes && e.type === 'expand' && passes.length) passes[passes.length - 1].expanded++;
    if (isFinal(e)) return { ok: true, final: e, passes };
  }
}
