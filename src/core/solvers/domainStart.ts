/**
 * Starting a search on a domain without the textbook solvers in the page's first download. A
 * domain with fast solvers of its own (the puzzle's `kernels`) starts at once; any other domain
 * runs the textbook solvers (domainSearch.ts), which `loadDomainSolvers` fetches the first time,
 * as lazySolvers.ts fetches a lazy algorithm. The command line and the tests import
 * domainSearch.ts itself, where nothing needs fetching.
 */
import type { AnyDomain, Domain, DomainSolveOptions } from '../domain/types';
import type { SearchStart } from './types';

export type SolverFamily = 'kernels' | 'textbook';

/** The solvers a search on `domain` runs. */
export function solversFor(domain: AnyDomain): SolverFamily {
  return domain.kernels === undefined ? 'textbook' : 'kernels';
}

type Starter = <S>(domain: Domain<S, string>, start: S, goal: S, options: DomainSolveOptions) => SearchStart;
let textbook: Starter | null = null;
let pending: Promise<void> | null = null;

/** Whether a search on `domain` can start now: its own kernels, or the textbook solvers loaded. */
export function domainSolversLoaded(domain: AnyDomain): boolean {
  return solversFor(domain) === 'kernels' || textbook !== null;
}

/** Fetches the textbook solvers (once); rejects when they cannot be fetched, and a later call tries again. */
export function loadDomainSolvers(): Promise<void> {
  if (textbook !== null) return Promise.resolve();
  pending ??= import('./domainSearch').then(
    (m) => {
      textbook = m.startDomainSearch;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * startDomainSearch (domainSearch.ts) when it can run now; a refusal ('unsupported') when the
 * domain needs the textbook solvers and they are not loaded yet.
 */
export function startLoadedDomainSearch<S>(
  domain: Domain<S, string>,
  start: S,
  goal: S,
  options: DomainSolveOptions,
): SearchStart {
  if (textbook !== null) return textbook(domain, start, goal, options);
  if (domain.kernels !== undefined) {
    try {
      return domain.kernels(start, goal, options);
    } catch (error) {
      return { ok: false, reason: 'invalid', message: error instanceof Error ? error.message : String(error) };
    }
  }
  return {
    ok: false,
    reason: 'unsupported',
    message: 'the textbook solvers are not loaded yet (loadDomainSolvers first)',
  };
}
