/**
 * `solve`: one search, start to end, answered as plain data: on the sliding puzzle (the
 * default) or on any domain the command line knows (`romania`, `graph`, `grid`). The same
 * choices as `frontier` makes (puzzleDefaults.ts) and the same refusals, as an `outcome` of
 * 'bad-input' with the sentence the command line would print, never a throw.
 */
import { resolveDomainName } from '../core/domain/aliases';
import { domainRow, loadDomain, unknownDomain } from '../core/domain/registry';
import type { DomainSolveOptions } from '../core/domain/types';
import { isFinal, type AlgorithmId, type FinalEvent } from '../core/events';
import { formatBoard, parseBoard } from '../core/parse';
import { applyMoves, isGoalKind, makeGoal, makePuzzle, readShape } from '../core/puzzle';
import { explainSolvability } from '../core/solvability';
import {
  ALGORITHMS,
  algorithmInfo,
  DEFAULT_HEURISTIC,
  isAlgorithmId,
  isHeuristicId,
  loadSolver,
} from '../core/solvers';
import { startSearch } from '../core/solvers';
import { solveOnDomain, type SolveOutcome } from '../core/solvers/domainReport';
import { withPuzzleDefaults } from '../core/solvers/puzzleDefaults';
import type { SolveOptions } from '../core/solvers/types';

export interface SolveRequest {
  /** `puzzle` (the default), `romania`, `graph` (with `instance`), `grid`, or another registry kind. */
  readonly domain?: string;
  /** The domain's instance: a graph's or a grid's text; a grid or the puzzle need none. */
  readonly instance?: string;
  /**
   * The goal: on the puzzle a board, or `blank-last` (the default), `blank-first`, `spiral`; on
   * another domain a state (`"Bucharest"`, `"7,3"`), by default the instance's own goal.
   */
  readonly goal?: string;
  /** The puzzle's shape when the board's text does not say it: `"2x3"`. */
  readonly size?: string;
  /** An algorithm id (`bfs`, `ucs`, `astar`, `idastar`, ...); default `astar`. */
  readonly algorithm?: string;
  /** A heuristic id of the domain; default the domain's (on the puzzle: linear conflict, or pattern databases on 4x4). */
  readonly heuristic?: string;
  /** Weighted A*'s w. */
  readonly weight?: number;
  /** The search's budget: it stops with outcome 'limit' when one runs out. */
  readonly maxExpansions?: number;
  readonly maxMs?: number;
}

interface SearchFigures {
  readonly domain: string;
  readonly algorithm: string;
  readonly heuristic: string | null;
  readonly expanded: number;
  readonly generated: number;
  readonly peakFrontier: number;
}

export type SolveAnswer =
  | (SearchFigures & {
      readonly outcome: 'solved';
      /** Steps on the path. */
      readonly length: number;
      /** The path's cost (its length where every step costs 1). */
      readonly cost: number;
      /** The actions from the start: the blank's moves U/D/L/R on the puzzle, the next city or cell elsewhere. */
      readonly actions: readonly string[];
      /** The states passed, start to goal, as the domain writes them (`"8 1 3 / 4 0 2 / 7 6 5"`, `"Arad"`, `"3,7"`). */
      readonly states: readonly string[];
      /** Whether the algorithm guarantees this path is a cheapest one. */
      readonly optimal: boolean;
    })
  | (SearchFigures & { readonly outcome: 'unsolvable'; readonly reason: string })
  | (SearchFigures & { readonly outcome: 'limit'; readonly limit: string; readonly message: string })
  | { readonly outcome: 'bad-input'; readonly error: string };

/** Runs the search `request` describes from `start` and tells how it ended. */
export async function solve(start: string, request: SolveRequest = {}): Promise<SolveAnswer> {
  const algorithm = request.algorithm ?? 'astar';
  if (!isAlgorithmId(algorithm)) {
    return badInput(`unknown algorithm "${algorithm}" (one of ${ALGORITHMS.map((a) => a.id).join(', ')})`);
  }
  for (const [name, value] of [
    ['weight', request.weight],
    ['maxExpansions', request.maxExpansions],
    ['maxMs', request.maxMs],
  ] as const) {
    if (value !== undefined && !(typeof value === 'number' && Number.isFinite(value) && value > 0)) {
      return badInput(`${name} must be a number above 0, got ${String(value)}`);
    }
  }
  await loadSolver(algorithm);
  const budget = {
    ...(request.maxExpansions === undefined ? {} : { maxExpansions: request.maxExpansions }),
    ...(request.maxMs === undefined ? {} : { maxMs: request.maxMs }),
  };
  const domain = request.domain ?? 'puzzle';
  return domain === 'puzzle'
    ? solvePuzzle(start, request, algorithm, budget)
    : solveElsewhere(start, domain, request, algorithm, budget);
}

function solvePuzzle(
  boardText: string,
  request: SolveRequest,
  algorithm: AlgorithmId,
  budget: SolveOptions['budget'],
): SolveAnswer {
  let shape: { rows: number; cols: number } | undefined;
  if (request.size !== undefined) {
    const read = readShape(request.size);
    if (!read) return badInput(`size must look like 3x3 or 2x4, got "${request.size}"`);
    shape = read;
  }
  const parsed = parseBoard(boardText, shape);
  if (!parsed.ok) return badInput(`bad board: ${parsed.error.message}`);
  const { rows, cols, tiles } = parsed.board;
  const goalText = (request.goal ?? 'blank-last').trim();
  let goal: number[];
  if (isGoalKind(goalText)) goal = makeGoal(goalText, rows, cols);
  else {
    const g = parseBoard(goalText, { rows, cols });
    if (!g.ok) return badInput(`bad goal: ${g.error.message}`);
    goal = g.board.tiles;
  }
  if (request.heuristic !== undefined && !isHeuristicId(request.heuristic)) {
    return badInput(`unknown heuristic "${request.heuristic}" for the puzzle`);
  }
  const puzzle = makePuzzle(rows, cols, goal);
  const options = withPuzzleDefaults(
    puzzle,
    { algorithm, heuristic: request.heuristic, weight: request.weight, budget, trace: 'progress' },
    { algorithm: request.algorithm !== undefined, heuristic: request.heuristic !== undefined },
  );
  const started = startSearch(puzzle, tiles, options);
  if (!started.ok) {
    if (started.reason === 'unsolvable') {
      const figures = { domain: 'puzzle', algorithm, heuristic: null, expanded: 0, generated: 0, peakFrontier: 0 };
      return { outcome: 'unsolvable', reason: explainSolvability(started.report), ...figures };
    }
    return badInput(started.message);
  }
  let final: FinalEvent | undefined;
  for (const event of started.search) if (isFinal(event)) final = event;
  if (final === undefined) throw new Error('the search ended without a final event');
  const info = algorithmInfo(options.algorithm);
  const figures: SearchFigures = {
    domain: 'puzzle',
    algorithm: options.algorithm,
    heuristic: info?.usesHeuristic ? (options.heuristic ?? DEFAULT_HEURISTIC) : null,
    expanded: final.stats.expanded,
    generated: final.stats.generated,
    peakFrontier: final.stats.peakFrontier,
  };
  if (final.type === 'solved') {
    const boards = applyMoves(puzzle, tiles, final.path);
    if (boards === null) throw new Error(`the ${options.algorithm} path does not replay on the puzzle`);
    return {
      outcome: 'solved',
      length: final.path.length,
      cost: final.path.length,
      actions: [...final.path],
      states: boards.map((b) => formatBoard(b, cols, 'rows')),
      optimal: final.stats.optimal,
      ...figures,
    };
  }
  if (final.type === 'limit') {
    return { outcome: 'limit', limit: final.reason, message: `the ${final.reason} budget ran out`, ...figures };
  }
  if (final.stuck !== undefined) {
    return { outcome: 'limit', limit: 'stuck', message: `the local search stopped (${final.stuck})`, ...figures };
  }
  if (final.depthLimit !== undefined) {
    return { outcome: 'limit', limit: 'depth', message: `no solution within ${final.depthLimit} moves`, ...figures };
  }
  return { outcome: 'unsolvable', reason: 'the search covered every reachable state', ...figures };
}

async function solveElsewhere(
  startText: string,
  name: string,
  request: SolveRequest,
  algorithm: AlgorithmId,
  budget: SolveOptions['budget'],
): Promise<SolveAnswer> {
  const alias = resolveDomainName(name);
  if (domainRow(alias.kind) === undefined) return badInput(unknownDomain(name).message);
  const instance = request.instance ?? alias.instance ?? null;
  if (request.size !== undefined) return badInput(`size is for puzzle boards, not the ${name} domain`);
  const opened = (await loadDomain(alias.kind))(instance);
  if (!opened.ok) return badInput(`bad instance: ${opened.error.message}`);
  const { domain } = opened;
  const goalText = request.goal ?? (domain.endpoints ? domain.format(domain.endpoints.goal) : undefined);
  if (goalText === undefined) return badInput(`no goal: the ${name} domain needs one`);
  const options: DomainSolveOptions = { algorithm, heuristic: request.heuristic, weight: request.weight, budget };
  const report = solveOnDomain(domain, startText, goalText, options);
  return domainAnswer(report.outcome, report.json, algorithm);
}

/** solveOnDomain's JSON (checked by its own tests) as the typed answer. */
function domainAnswer(outcome: SolveOutcome, json: Readonly<Record<string, unknown>>, algorithm: string): SolveAnswer {
  if (outcome === 'bad-input') {
    const field = typeof json.field === 'string' ? `${json.field}: ` : '';
    return badInput(`${field}${String(json.error)}`);
  }
  const figures: SearchFigures = {
    domain: String(json.domain),
    algorithm: typeof json.algorithm === 'string' ? json.algorithm : algorithm,
    heuristic: typeof json.heuristic === 'string' ? json.heuristic : null,
    expanded: Number(json.expanded ?? 0),
    generated: Number(json.generated ?? 0),
    peakFrontier: Number(json.peakFrontier ?? 0),
  };
  if (outcome === 'solved') {
    return {
      outcome,
      length: Number(json.length),
      cost: Number(json.cost),
      actions: json.actions as string[],
      states: json.states as string[],
      optimal: json.optimal === true,
      ...figures,
    };
  }
  if (outcome === 'unsolvable') return { outcome, reason: String(json.reason), ...figures };
  const limit = String(json.limit);
  return {
    outcome,
    limit,
    message: limit === 'depth' ? `the depth limit of ${String(json.depthLimit)}` : `the ${limit} budget ran out`,
    ...figures,
  };
}

function badInput(error: string): SolveAnswer {
  return { outcome: 'bad-input', error };
}
