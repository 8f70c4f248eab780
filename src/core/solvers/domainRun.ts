/**
 * How a page run starts on a problem domain other than the sliding puzzle (the visualizer's, a
 * compare pane's, and the search worker's when it finishes a run too large to record): the kind
 * looked up in the domain registry, its module and the textbook solvers fetched the first time
 * they are needed, the instance opened, the start and goal read by the domain's own parser, and
 * the search started through the domain (domainStart.ts). Each step that cannot go on says why,
 * in the domain's own words, and the store shows it as a refusal.
 */
import { domainOpener, domainRow, loadDomain, unknownDomain } from '../domain/registry';
import type { AnyDomain } from '../domain/types';
import type { TraceLevel } from '../events';
import type { Search, SearchRefusal } from './types';
import { domainSolversLoaded, loadDomainSolvers, startLoadedDomainSearch } from './domainStart';
import { domainSearchOptions } from '../setupOptions';
import type { RunSetup } from '../setups';

export type DomainRunStart =
  | { readonly kind: 'refused'; readonly message: string }
  /** A module must be fetched first (the domain's, or the textbook solvers): then start again. */
  | { readonly kind: 'fetch'; readonly fetch: () => Promise<unknown>; readonly failed: string }
  | { readonly kind: 'started'; readonly domain: AnyDomain; readonly search: Search };

export function startDomainRun(setup: RunSetup, kind: string, trace: TraceLevel = 'all'): DomainRunStart {
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
    trace,
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
