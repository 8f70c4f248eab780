/**
 * A road map as a domain: a state is a city, its key is the city's name, and a step drives one
 * road to a neighbour (the action is the neighbour's name; the cost the road's length). Each
 * city's roads are taken in the order of their neighbours' names (graph.ts says why). On an
 * undirected map every road can be driven back at the same length, so `inverse` is offered
 * and bidirectional search runs; on a one-way map it is not.
 */
import type { Domain, DomainParseError, StateDescription, Step } from '../types';
import type { Point, WeightedGraph } from './graph';
import { arcsOut } from './graph';
import {
  STRAIGHT_LINE,
  ZERO,
  checkToward,
  estimatesFrom,
  graphHeuristics,
  straightLine,
  type EstimateSource,
  type EstimatesFrom,
} from './graphHeuristics';
import type { HeuristicCheck } from './heuristicCheck';

/** The id src/ui registers the map view against: Romania and a typed map alike. */
export const ROAD_MAP_DOMAIN = 'road-map';

export interface CityParseError extends DomainParseError {
  readonly code: 'empty' | 'unknown-city';
  readonly token: string;
}

export interface GraphDomain extends Domain<string, string, CityParseError> {
  readonly graph: WeightedGraph;
  /** Where to draw a city; null when its map gives it no position. */
  position(city: string): Point | null;
  /** Where the straight-line estimates toward `goal` come from (a view says so beside the map). */
  estimatesFrom(goal: string): EstimatesFrom;
  /** Where one city's estimate toward `goal` comes from. */
  estimateSource(goal: string, city: string): EstimateSource;
  /** Whether a heuristic is admissible and consistent toward this goal, and where not. */
  check(goal: string, heuristic?: string): HeuristicCheck;
}

export function graphDomain(graph: WeightedGraph): GraphDomain {
  const out = arcsOut(graph);
  const steps = new Map<string, readonly Step<string>[]>(
    [...out].map(([city, arcs]) => [city, arcs.map(({ to, cost }) => ({ action: to, cost, state: to }))]),
  );
  const heuristics = graphHeuristics(graph);
  const known = new Set(graph.cities);
  return {
    kind: ROAD_MAP_DOMAIN,
    graph,
    unitCosts: graph.roads.every((r) => r.cost === 1),
    key: (city) => city,
    state: (key) => String(key),
    parse: (text) => parseCity(text, known),
    format: (city) => city,
    successors: (city) => steps.get(city) ?? [],
    isGoal: (city, goal) => city === goal,
    heuristics,
    defaultHeuristic: heuristics.some((x) => x.id === STRAIGHT_LINE) ? STRAIGHT_LINE : ZERO,
    describe: (city) => describeCity(city, out.get(city)?.length ?? 0),
    ...(graph.directed ? {} : { inverse: (from: string) => from }),
    position: (city) => graph.positions.get(city) ?? null,
    estimatesFrom: (goal) => estimatesFrom(graph, goal),
    estimateSource: (goal, city) => straightLine(graph, goal).source(city),
    check: (goal, heuristic = STRAIGHT_LINE) => checkToward(graph, goal, heuristic),
  };
}

/**
 * A city from what a person types: its name as shown (Rimnicu Vilcea) or as the text format
 * writes it (Rimnicu_Vilcea), in any case when only one city matches that way.
 */
function parseCity(text: string, known: ReadonlySet<string>) {
  const token = String(text).trim();
  const name = token.replace(/_/g, ' ').replace(/\s+/g, ' ');
  if (name === '') return { ok: false as const, error: { code: 'empty' as const, token, message: 'no city named' } };
  if (known.has(name)) return { ok: true as const, state: name };
  const folded = [...known].filter((c) => c.toLowerCase() === name.toLowerCase());
  if (folded.length === 1) return { ok: true as const, state: folded[0] };
  const message = `no city named "${token}" on this map`;
  return { ok: false as const, error: { code: 'unknown-city' as const, token, message } };
}

function describeCity(city: string, roads: number): StateDescription {
  return { text: `${city}, with ${roads} road${roads === 1 ? '' : 's'} out`, facts: { city, roads } };
}
