/**
 * How the visualizer's run starts on a problem domain other than the sliding puzzle: the kind
 * looked up in the domain registry, its module and the textbook solvers fetched the first time
 * they are needed, the instance opened, the start and goal read by the domain's own parser, and
 * the search started through the domain (domainStart.ts). Each step that cannot go on says why,
 * in the domain's own words, and the store shows it as a refusal.
 */
import { domainOpener, domainRow, loadDomain, unknownDomain } from '../core/domain/registry';
import type { AnyDomain } from '../core/domain/types';
import type { Search, SearchRefusal } from '../core/solvers';
import { domainSolversLoaded, loadDomainSolvers, startLoadedDomainSearch } from '../core/solvers/domainStart';
import { domainSearchOptions } from '../core/setupOptions';
import type { RunSetup } from '../core/setups';

export type DomainRunStart =
  | { readonly kind: 'refused'; readonly message: string }
  /** A module must be fetched first (the domain's, or the textbook solvers): then start again. */
  | { readonly kind: 'fetch'; readonly fetch: () => Promise<unknown>; readonly failed: string }
  | { readonly kind: 'started'; readonly domain: AnyDomain; readonly search: Search };

export function startDomainRun(setup: RunSetup, kind: string): DomainRunStart {
  const problem = setup.problem;
  if (problem === undefined) return refused(`a ${kind} set-up needs its problem: a start and a goal`);
  const opener = domainOpener(kind);
  if (opener === undefined) {
    if (domainRow(kind) === undefined) return refused(unknownDomain(kind).message);
    return { kind: 'fetch', fetch: () => loadDomain(kind), failed: `The ${kind} domain could not be loaded.` };
  }
  const opened = opener(problem.instance);
  if (!opened.ok) return refused(opened.error.message);
  const { domain } = opened;
  // No start or goal named: the ones the instance poses (a grid's S and G), if it poses them.
  const read = (text: string, own: unknown) =>
    text.trim() === '' && own !== undefined ? { ok: true as const, state: own } : domain.parse(text);
  const start = read(problem.start, domain.endpoints?.start);
  if (!start.ok) return refused(`the start: ${start.error.message}`);
  const goal = read(problem.goal, domain.endpoints?.goal);
  if (!goal.ok) return refused(`the goal: ${goal.error.message}`);
  if (!domainSolversLoaded(domain)) {
    return { kind: 'fetch', fetch: loadDomainSolvers, failed: 'The textbook solvers could not be loaded.' };
  }
  const started = startLoadedDomainSearch(domain, start.state, goal.state, {
    ...domainSearchOptions(setup),
    trace: 'all',
  });
  if (!started.ok) return refused(refusalText(started));
  return { kind: 'started', domain, search: started.search };
}

/**
 * A domain's search refusal in its own words. Only the puzzle's kernels refuse a board as
 * unsolvable (with a parity report); describeRefusal would bring that explanation, text the
 * first download otherwise leaves out, into the core chunk for a case that cannot arise here.
 */
function refusalText(refusal: SearchRefusal): string {
  return refusal.reason === 'unsolvable' ? 'the goal cannot be reached from the start' : refusal.message;
}

function refused(message: string): DomainRunStart {
  return { kind: 'refused', message };
}
