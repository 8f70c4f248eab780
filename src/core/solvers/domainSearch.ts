/**
 * Which solver runs for which domain, and the one entry point for a search on any domain. A
 * domain with fast solvers of its own (the sliding puzzle's kernels, pattern databases and
 * parity check: its `kernels`) runs those, exactly as `startSearch` does; any other domain runs
 * the textbook solvers (textbook/), which add real step costs and never look inside a state.
 *
 * The same promises as `startSearch`: every input checked before a search starts, a specific
 * refusal instead of an exception, and a budget on every search (the textbook solvers stop on
 * `maxExpansions` and `maxMemoryNodes`; like the textbook twins of the kernels, they do not
 * read the clock, so `maxMs` is not theirs to enforce). Imported on its own, not through
 * solvers/index.ts: the page's first download carries no textbook solver (the page reaches it
 * through domainStart.ts, which fetches this module when a domain first needs it).
 */
import type { Domain, DomainHeuristic, DomainSolveOptions } from '../domain/types';
import { algorithmInfo } from './algorithms';
import { resolveOptions } from './run';
import { TEXTBOOK_SOLVERS, yieldingFinal } from './textbook';
import { textbookOf } from './textbook/lines';
import { problemOf } from './textbook/problem';
import type { SearchRefusal, SearchStart, SolveOptions } from './types';
import { DEFAULT_WEIGHT } from './types';
import { optionsProblem } from './validate';

export { solversFor, type SolverFamily } from './domainStart';

export function startDomainSearch<S>(
  domain: Domain<S, string>,
  start: S,
  goal: S,
  options: DomainSolveOptions,
): SearchStart {
  try {
    if (domain.kernels !== undefined) return domain.kernels(start, goal, options);
    return beginTextbook(domain, start, goal, options);
  } catch (error) {
    // A bug or a hostile input must still come back as a refusal, never as an exception.
    return { ok: false, reason: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
}

function beginTextbook<S>(domain: Domain<S, string>, start: S, goal: S, options: DomainSolveOptions): SearchStart {
  const invalid = (message: string): SearchRefusal => ({ ok: false, reason: 'invalid', message });
  const unsupported = (message: string): SearchRefusal => ({ ok: false, reason: 'unsupported', message });
  const { heuristic: named, ...rest } = options;
  const generic: SolveOptions = rest;
  const issue = optionsProblem(generic);
  if (issue !== null) return invalid(issue);
  const info = algorithmInfo(generic.algorithm)!;
  if (named !== undefined && !domain.heuristics.some((x) => x.id === named)) {
    const offered = domain.heuristics.map((x) => x.id).join(', ') || 'none';
    return invalid(`unknown heuristic "${String(named)}" for the ${domain.kind} domain (offered: ${offered})`);
  }
  let heuristic: DomainHeuristic<S> | null = null;
  if (info.usesHeuristic) {
    const id = named ?? domain.defaultHeuristic;
    heuristic = domain.heuristics.find((x) => x.id === id) ?? null;
    if (heuristic === null) return unsupported(`${info.name} needs a heuristic; the ${domain.kind} domain offers none`);
  }
  if (generic.algorithm === 'bibfs' && domain.inverse === undefined) {
    return unsupported(`${info.name} searches back from the goal: the ${domain.kind} domain's steps cannot be undone`);
  }
  const resolved = resolveOptions(generic, null, optimalOn(domain, generic, heuristic));
  const h = heuristic === null ? null : heuristic.make(goal);
  const problem = problemOf(domain, start, goal, h, resolved, options.now ?? (() => performance.now()));
  const version = textbookOf(resolved.algorithm, null, resolved.goalTest);
  return { ok: true, search: yieldingFinal(TEXTBOOK_SOLVERS[version](problem)), optimal: resolved.optimal };
}

/**
 * Whether this run guarantees the cheapest path: the algorithm does (algorithms.ts; weighted A*
 * with w <= 1), its heuristic never overestimates, and either every step costs 1 or the
 * algorithm adds up step costs.
 */
function optimalOn<S>(domain: Domain<S, string>, options: SolveOptions, heuristic: DomainHeuristic<S> | null): boolean {
  const { algorithm } = options;
  // As startSearch decides it on the puzzle (registry.ts prepareSearch).
  const byAlgorithm =
    algorithm === 'wastar' ? (options.weight ?? DEFAULT_WEIGHT) <= 1 : algorithmInfo(algorithm)!.optimal;
  const heuristicOk = heuristic === null || heuristic.admissible;
  return byAlgorithm && heuristicOk && (domain.unitCosts || algorithmInfo(algorithm)!.countsStepCosts === true);
}
