/**
 * The cost of a cheapest path, found by Frontier's own A* with the domain's default heuristic
 * (every heuristic the domains offer is admissible), within a budget: what the checker holds a
 * solution to where the algorithm promises an optimal one. Null when the budget ran out first
 * (or no path exists): the checker then says optimality was not checked.
 */
import type { AnyDomain } from '../domain/types';
import { walkActions } from '../domain/path';
import { startDomainSearch } from '../solvers/domainSearch';

export const DEFAULT_OPTIMUM_BUDGET = 2_000_000;

export function optimalCost(
  domain: AnyDomain,
  start: unknown,
  goal: unknown,
  maxExpansions = DEFAULT_OPTIMUM_BUDGET,
): number | null {
  const started = startDomainSearch(domain, start, goal, {
    algorithm: 'astar',
    heuristic: domain.defaultHeuristic ?? undefined,
    trace: 'progress',
    budget: { maxExpansions },
  });
  if (!started.ok) return null;
  let step = started.search.next();
  while (!step.done) step = started.search.next();
  const final = step.value;
  if (final.type !== 'solved') return null;
  if (final.cost !== undefined) return final.cost;
  const walked = walkActions(domain, start, final.actions ?? final.path);
  return walked === null ? null : walked.cost;
}
