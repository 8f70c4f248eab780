/**
 * A road map as plain data: cities, roads with their lengths, where each city is drawn, and a
 * table of estimates toward one goal (AIMA's straight-line distances to Bucharest are such a
 * table). What the text format (graphParse.ts, graphFormat.ts) reads and writes, and what the
 * domain (graphDomain.ts), its heuristics and the heuristic checks are built from.
 */

/**
 * A city's place on the map, in the map's own units. As in AIMA's code, x grows eastward and y
 * northward: a view that draws with y growing downward flips it.
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A road as it was typed: on an undirected map it goes both ways at the same length. */
export interface Road {
  readonly from: string;
  readonly to: string;
  readonly cost: number;
}

export interface WeightedGraph {
  /** Every city, sorted by name (a fixed order whatever order the lines were typed in). */
  readonly cities: readonly string[];
  /** The roads in the order they were typed. */
  readonly roads: readonly Road[];
  readonly directed: boolean;
  /** Where cities are drawn; a city may have none (it is then not drawn at a fixed place). */
  readonly positions: ReadonlyMap<string, Point>;
  /** h values typed for some cities: estimates of the distance to `estimatesGoal`. */
  readonly estimates: ReadonlyMap<string, number>;
  /** The city the table estimates the distance to; null when no table names one. */
  readonly estimatesGoal: string | null;
}

/** One way along a road: the city it leads to and its length. */
export interface Arc {
  readonly to: string;
  readonly cost: number;
}

/** Plain code-unit order: the same in every runtime and locale, unlike localeCompare. */
export function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The ways out of every city, each list sorted by the neighbour's name: the order AIMA's
 * figures draw a node's children in (Fig. 3.24: Sibiu's children are Arad, Fagaras, Oradea,
 * Rimnicu Vilcea), and one that does not change when a teacher reorders the lines.
 */
export function arcsOut(graph: WeightedGraph): ReadonlyMap<string, readonly Arc[]> {
  return sortedArcs(graph, false);
}

/** The ways into every city (the roads reversed): what a search back from the goal follows. */
export function arcsIn(graph: WeightedGraph): ReadonlyMap<string, readonly Arc[]> {
  return sortedArcs(graph, true);
}

function sortedArcs(graph: WeightedGraph, reversed: boolean): Map<string, Arc[]> {
  const arcs = new Map<string, Arc[]>(graph.cities.map((c) => [c, []]));
  for (const { from, to, cost } of graph.roads) {
    const [a, b] = reversed ? [to, from] : [from, to];
    arcs.get(a)!.push({ to: b, cost });
    if (!graph.directed) arcs.get(b)!.push({ to: a, cost });
  }
  for (const list of arcs.values()) list.sort((a, b) => byName(a.to, b.to));
  return arcs;
}

/** The straight-line distance between two points. */
export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
