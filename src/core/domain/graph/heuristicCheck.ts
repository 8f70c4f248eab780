/**
 * Whether a heuristic toward one goal is admissible and consistent on a road map, decided
 * exactly: admissible when h(n) is never above n's true cost to the goal (costsToGoal.ts),
 * consistent when h(n) <= c(n, n') + h(n') along every road, each way it can be driven. Each
 * answer names the first city or road that breaks it, in the cities' order and each city's
 * roads in their order, so the same table always gets the same explanation.
 *
 * A tolerance of a few units in the last place absorbs rounding in sums of square roots (a
 * straight-line distance along a road of exactly that length must not count as an overestimate).
 */
import { costsToGoal } from './costsToGoal';
import type { WeightedGraph } from './graph';
import { arcsOut } from './graph';

export type AdmissibleCheck =
  { readonly ok: true } | { readonly ok: false; readonly city: string; readonly h: number; readonly trueCost: number };

export type ConsistentCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly from: string;
      readonly to: string;
      readonly cost: number;
      readonly hFrom: number;
      readonly hTo: number;
    };

export interface HeuristicCheck {
  readonly admissible: AdmissibleCheck;
  readonly consistent: ConsistentCheck;
  /** Every city's true cost to the goal (Infinity where it cannot be reached). */
  readonly trueCosts: ReadonlyMap<string, number>;
}

/** a <= b, but for rounding. */
export function atMost(a: number, b: number): boolean {
  return a <= b + 1e-9 * Math.max(1, Math.abs(b));
}

export function checkHeuristic(graph: WeightedGraph, goal: string, h: (city: string) => number): HeuristicCheck {
  const trueCosts = costsToGoal(graph, goal);
  return { admissible: admissibleCheck(graph, trueCosts, h), consistent: consistentCheck(graph, h), trueCosts };
}

function admissibleCheck(
  graph: WeightedGraph,
  trueCosts: ReadonlyMap<string, number>,
  h: (city: string) => number,
): AdmissibleCheck {
  for (const city of graph.cities) {
    const trueCost = trueCosts.get(city)!;
    // A city that cannot reach the goal has an infinite true cost: no estimate is above it.
    if (!atMost(h(city), trueCost)) return { ok: false, city, h: h(city), trueCost };
  }
  return { ok: true };
}

function consistentCheck(graph: WeightedGraph, h: (city: string) => number): ConsistentCheck {
  const out = arcsOut(graph);
  for (const from of graph.cities) {
    for (const { to, cost } of out.get(from)!) {
      const hFrom = h(from);
      const hTo = h(to);
      if (!atMost(hFrom, cost + hTo)) return { ok: false, from, to, cost, hFrom, hTo };
    }
  }
  return { ok: true };
}
