/**
 * A search on any problem domain (src/core/domain/) as the command line reports it in JSON:
 * the start and goal read by the domain's own parser (its specific errors), the search run by
 * whichever solvers the domain has (startDomainSearch), and the answer read back on the domain
 * (the states passed and what each step cost), with the exit codes of `frontier`.
 *
 * `frontier --domain <kind>` prints what this function returns (a kind named in the domain
 * registry, src/core/domain/registry.ts); the puzzle keeps its own report, with its goal kinds,
 * tile numbers and pattern databases.
 */
import type { Domain, DomainSolveOptions } from '../core/domain/types';
import { walkActions } from '../core/domain/path';
import { isFinal, type FinalEvent, type SearchEvent } from '../core/events';
import { algorithmInfo } from '../core/solvers/algorithms';
import { startDomainSearch } from '../core/solvers/domainSearch';
import { describeRefusal } from '../core/solvers/registry';
import { EXIT, type ExitCode } from './exitCodes';

/** Past this many, the expanded states are counted but not all listed. */
export const MAX_EXPANDED_LISTED = 1000;

export interface DomainSolveReport {
  readonly exit: ExitCode;
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
      ? { exit: EXIT.unsolvable, json: { domain: domain.kind, solvable: false, reason: error } }
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
    return { exit: EXIT.ok, json };
  }
  if (final.type === 'exhausted' && final.stuck === undefined && final.depthLimit === undefined) {
    const reason = 'the search covered every reachable state without meeting the goal';
    return { exit: EXIT.unsolvable, json: { solvable: false, reason, ...summary } };
  }
  // Not reached, which says nothing about whether the goal can be: a budget, a depth limit, or stuck.
  const detail =
    final.type === 'limit'
      ? { limit: final.reason }
      : final.stuck !== undefined
        ? { limit: 'stuck', stuck: final.stuck }
        : { limit: 'depth', depthLimit: final.depthLimit };
  return { exit: EXIT.limit, json: { ...detail, ...summary } };
}

function badInput(json: Record<string, unknown>): DomainSolveReport {
  return { exit: EXIT.badInput, json };
}
