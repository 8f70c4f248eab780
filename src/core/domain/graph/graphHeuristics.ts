/**
 * The road map's heuristics. The straight-line distance toward a goal comes from the map's table
 * when the goal is the table's (AIMA's Fig. 3.16 toward Bucharest), and otherwise from the
 * cities' positions; a city with neither has the estimate 0. Because a teacher can type any
 * table and any positions, whether it is admissible or consistent is not a fact of the
 * heuristic but of this map: both are decided exactly (heuristicCheck.ts), toward every goal
 * for the domain's flags (the claim a search's `optimal` rests on, whatever goal is chosen), and
 * toward one goal by `checkToward` for the lesson that edits a table.
 */
import type { DomainHeuristic } from '../types';
import type { WeightedGraph } from './graph';
import { distance } from './graph';
import { checkHeuristic, type HeuristicCheck } from './heuristicCheck';

export const STRAIGHT_LINE = 'straight-line';
export const ZERO = 'zero';

/** Where a city's estimate toward a goal comes from. */
export type EstimateSource = 'table' | 'positions' | 'none';

/** Where the estimates toward a goal come from, all told: what a view says beside the map. */
export type EstimatesFrom = EstimateSource | 'mixed';

export interface StraightLine {
  readonly h: (city: string) => number;
  readonly source: (city: string) => EstimateSource;
}

export function straightLine(graph: WeightedGraph, goal: string): StraightLine {
  const fromTable = graph.estimatesGoal === goal;
  const target = graph.positions.get(goal);
  const source = (city: string): EstimateSource => {
    if (fromTable && graph.estimates.has(city)) return 'table';
    if (target !== undefined && graph.positions.has(city)) return 'positions';
    return 'none';
  };
  const h = (city: string): number => {
    switch (source(city)) {
      case 'table':
        return graph.estimates.get(city)!;
      case 'positions':
        return distance(graph.positions.get(city)!, target!);
      default:
        return 0;
    }
  };
  return { h, source };
}

export function estimatesFrom(graph: WeightedGraph, goal: string): EstimatesFrom {
  const { source } = straightLine(graph, goal);
  const kinds = new Set(graph.cities.map(source));
  return kinds.size === 1 ? [...kinds][0] : 'mixed';
}

/** The exact check of a heuristic toward one goal. */
export function checkToward(graph: WeightedGraph, goal: string, heuristic: string): HeuristicCheck {
  const h = heuristic === ZERO ? () => 0 : straightLine(graph, goal).h;
  return checkHeuristic(graph, goal, h);
}

/**
 * The heuristics a map offers: the straight line when it has positions or a table, and zero
 * (uniform-cost search in A*'s clothes) always. The straight line's flags hold toward every
 * goal; they are worked out when first read (a Dijkstra per city), not when the map is made.
 */
export function graphHeuristics(graph: WeightedGraph): readonly DomainHeuristic<string>[] {
  const zero: DomainHeuristic<string> = {
    id: ZERO,
    name: 'Zero',
    // Road lengths are positive: 0 is below every true cost and every step.
    admissible: true,
    consistent: true,
    make: () => () => 0,
  };
  if (graph.positions.size === 0 && graph.estimates.size === 0) return [zero];
  let checks: HeuristicCheck[] | null = null;
  const everyGoal = () => (checks ??= graph.cities.map((goal) => checkToward(graph, goal, STRAIGHT_LINE)));
  const line: DomainHeuristic<string> = {
    id: STRAIGHT_LINE,
    name: 'Straight-line distance',
    get admissible() {
      return everyGoal().every((c) => c.admissible.ok);
    },
    get consistent() {
      return everyGoal().every((c) => c.consistent.ok);
    },
    make: (goal) => straightLine(graph, goal).h,
  };
  return [line, zero];
}
