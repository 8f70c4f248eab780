/**
 * A search on any problem domain (src/core/domain/) reported as plain JSON: the start and goal
 * read by the domain's own parser (its specific errors), the search run by whichever solvers the
 * domain has (startDomainSearch), and the answer read back on the domain (the states passed and
 * what each step cost), with how it ended.
 *
 * `frontier --domain <kind>` prints what this function returns, with an exit code per outcome,
 * and the library's `solve` returns it; the puzzle keeps its own report, with its goal kinds,
 * tile numbers and pattern databases.
 */
import type { Domain, DomainSolveOptions } from '../domain/types';
import { walkActions } from '../domain/path';
import { isFinal, type FinalEvent, type SearchEvent } from '../events';
import { algorithmInfo } from './algorithms';
import { startDomainSearch } from './domainSearch';
import { describeRefusal } from './registry';

/** Past this many, the expanded states are counted but not all listed. */
export const MAX_EXPANDED_LISTED = 1000;

/**
 * How a search ended: a path; the goal cannot be reached (every reachable state was covered);
 * a limit came first (budget, depth limit, a local search stuck), which says nothing about
 * whether it can; or the start, goal or options could not be used.
 */
export type SolveOutcome = 'solved' | 'unsolvable' | 'limit' | 'bad-input';

export interface DomainSolveReport {
  readonly outcome: SolveOutcome;
  /** One JSON object, as `frontier --json` prints one. */
  readonly json: Readonly<Record<string, unknown>>;
}

export function solveOnDomain<S>(
  domain: Domain<S, string>,
  startText: string,
  goalText: string,
  options: DomainSolveOptions,
  onEvent?: (event: SearchEvent) => void,
): DomainSolveReport {
  const start = domain.parse(startText);
  if (!start.ok) return badInput({ field: 'start', code: start.error.code, error: start.error.message });
  const goal = domain.parse(goalText);
  if (!goal.ok) return badInput({ field: 'goal', code: goal.error.code, error: goal.error.message });
  const started = startDomainSearch(domain, start.state, goal.state, options);
  if (!started.ok) {
    const error = describeRefusal(started);
    return started.reason === 'unsolvable'
      ? { outcome: 'unsolvable', json: { domain: domain.kind, solvable: false, reason: error } }
      : badInput({ error });
  }
  const expandedStates: string[] = [];
  let final: FinalEvent | undefined;
  for (const event of started.search) {
    onEvent?.(event);
    if (event.type === 'expand' && expandedStates.length < MAX_EXPANDED_LISTED) {
      expandedStates.push(domain.format(domain.state(event.node.key)));
    }
    if (isFinal(event)) final = event;
  }
  if (final === undefined) throw new Error('the search ended without a final event');
  const info = algorithmInfo(options.algorithm);
  const summary = {
    domain: domain.kind,
    start: domain.format(start.state),
    goal: domain.format(goal.state),
    algorithm: options.algorithm,
    heuristic: info?.usesHeuristic ? (options.heuristic ?? domain.defaultHeuristic) : null,
    expanded: final.stats.expanded,
    generated: final.stats.generated,
    duplicates: final.stats.duplicates,
    peakFrontier: final.stats.peakFrontier,
    peakMemory: final.stats.peakMemory,
    expandedStates,
  };
  if (final.type === 'solved') {
    const actions = final.actions ?? final.path;
    const walked = walkActions(domain, start.state, actions);
    if (walked === null) throw new Error(`the ${options.algorithm} path does not replay on the ${domain.kind} domain`);
    const states = walked.states.map((s) => domain.format(s));
    const json = {
      solvable: true,
      length: actions.length,
      cost: walked.cost,
      // The states passed, start to goal: the cities of a road map, the cells "x,y" of a grid.
      path: states,
      actions,
      states,
      stepCosts: walked.costs,
      optimal: final.stats.optimal,
      ...summary,
    };
    return { outcome: 'solved', json };
  }
  if (final.type === 'exhausted' && final.stuck === undefined && final.depthLimit === undefined) {
    const reason = 'the search covered every reachable state without meeting the goal';
    return { outcome: 'unsolvable', json: { solvable: false, reason, ...summary } };
  }
  // Not reached, which says nothing about whether the goal can be: a budget, a depth limit, or stuck.
  const detail =
    final.type === 'limit'
      ? { limit: final.reason }
      : final.stuck !== undefined
        ? { limit: 'stuck', stuck: final.stuck }
        : { limit: 'depth', depthLimit: final.depthLimit };
  return { outcome: 'limit', json: { ...detail, ...summary } };
}

function badInput(json: Record<string, unknown>): DomainSolveReport {
  return { outcome: 'bad-input', json };
}
