/**
 * Whether a student's h overestimates: h(s) above the true cost from s to the goal. The domain's
 * admissible heuristics give a lower bound for free (an h at or below the largest of them is
 * fine); only above it is the true cost computed, by Frontier's A* from s within a budget, once
 * per state and for a limited number of states, so that a long trace stays quick to check.
 */
import type { AnyDomain } from '../domain/types';
import type { StateKey } from '../events';
import { optimalCost } from './optimum';

/** Exact costs computed at most this often in one check, each within this many expansions. */
const MAX_EXACT = 400;
const EXACT_BUDGET = 200_000;
const EPS = 1e-9;

export type AdmissibilityAnswer =
  | { readonly kind: 'fine' }
  | { readonly kind: 'over'; readonly trueCost: number }
  /** The true cost could not be computed (budget, or no path): not judged. */
  | { readonly kind: 'unknown' };

export class AdmissibilityOracle {
  private readonly bounds: ((state: unknown) => number)[];
  private readonly exact = new Map<StateKey, number | null>();
  /** States whose true cost was wanted but not computed (over the count or the budget). */
  unknown = 0;

  constructor(
    private readonly domain: AnyDomain,
    private readonly goal: unknown,
  ) {
    this.bounds = domain.heuristics
      .filter((h) => h.admissible && (h as { available?: (g: unknown) => boolean }).available?.(goal) !== false)
      .flatMap((h) => {
        try {
          return [h.make(goal) as (state: unknown) => number];
        } catch {
          return []; // a heuristic not available for this goal gives no bound
        }
      });
  }

  judge(key: StateKey, state: unknown, h: number): AdmissibilityAnswer {
    for (const bound of this.bounds) if (h <= bound(state) + EPS) return { kind: 'fine' };
    let cost = this.exact.get(key);
    if (cost === undefined) {
      if (this.exact.size >= MAX_EXACT) {
        this.unknown++;
        return { kind: 'unknown' };
      }
      cost = optimalCost(this.domain, state, this.goal, EXACT_BUDGET);
      this.exact.set(key, cost);
    }
    if (cost === null) {
      this.unknown++;
      return { kind: 'unknown' };
    }
    return h > cost + EPS ? { kind: 'over', trueCost: cost } : { kind: 'fine' };
  }
}
