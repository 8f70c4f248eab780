/**
 * The road map of Romania from AIMA (Russell & Norvig, Artificial Intelligence: A Modern
 * Approach, 3rd and 4th editions): the 20 cities and their road distances in km (Fig. 3.1), the
 * straight-line distances to Bucharest (Fig. 3.16) as the table toward Bucharest, and where each
 * city is drawn. The positions are AIMA's own, from `romania_map.locations` in aima/search.py of
 * aimacode/aima-python (commit f104e03fdc1582f014b3a4c93f1a9b7d2da70114), where Rimnicu Vilcea is
 * spelled "Rimnicu"; here it has the book's name. In those units the straight line between the
 * two ends of every road is shorter than the road (the tightest: Pitesti to Rimnicu Vilcea, 96.6
 * against 97 km), so the positions give a consistent estimate toward any other goal; the unit
 * test of this file holds that, and the book's table, to the exact checks.
 *
 * Written in the text format a teacher types (graphParse.ts), so the map is also its example.
 */
import { graphDomain, type GraphDomain } from './graphDomain';
import type { WeightedGraph } from './graph';
import { parseGraph } from './graphParse';

export const ROMANIA_TEXT = `# Romania: AIMA Fig. 3.1 (roads, km), Fig. 3.16 (straight line to Bucharest, km)
undirected
goal Bucharest

Arad Zerind 75
Arad Sibiu 140
Arad Timisoara 118
Zerind Oradea 71
Oradea Sibiu 151
Timisoara Lugoj 111
Lugoj Mehadia 70
Mehadia Drobeta 75
Drobeta Craiova 120
Craiova Rimnicu_Vilcea 146
Craiova Pitesti 138
Sibiu Fagaras 99
Sibiu Rimnicu_Vilcea 80
Rimnicu_Vilcea Pitesti 97
Fagaras Bucharest 211
Pitesti Bucharest 101
Bucharest Giurgiu 90
Bucharest Urziceni 85
Urziceni Hirsova 98
Hirsova Eforie 86
Urziceni Vaslui 142
Vaslui Iasi 92
Iasi Neamt 87

# Positions: aima-python, aima/search.py, romania_map.locations (x east, y north)
Arad @ 91 492
Bucharest @ 400 327
Craiova @ 253 288
Drobeta @ 165 299
Eforie @ 562 293
Fagaras @ 305 449
Giurgiu @ 375 270
Hirsova @ 534 350
Iasi @ 473 506
Lugoj @ 165 379
Mehadia @ 168 339
Neamt @ 406 537
Oradea @ 131 571
Pitesti @ 320 368
Rimnicu_Vilcea @ 233 410
Sibiu @ 207 457
Timisoara @ 94 410
Urziceni @ 456 350
Vaslui @ 509 444
Zerind @ 108 531

# Straight-line distances to Bucharest (Fig. 3.16)
h Arad 366
h Bucharest 0
h Craiova 160
h Drobeta 242
h Eforie 161
h Fagaras 176
h Giurgiu 77
h Hirsova 151
h Iasi 226
h Lugoj 244
h Mehadia 241
h Neamt 234
h Oradea 380
h Pitesti 100
h Rimnicu_Vilcea 193
h Sibiu 253
h Timisoara 329
h Urziceni 80
h Vaslui 199
h Zerind 374
`;

let graph: WeightedGraph | null = null;
let domain: GraphDomain | null = null;

/** The map, read once from its text; a refusal here is a bug in this file, caught by its test. */
export function romaniaGraph(): WeightedGraph {
  if (graph === null) {
    const parsed = parseGraph(ROMANIA_TEXT);
    if (!parsed.ok) throw new Error(`the Romania map does not read: ${parsed.error.message}`);
    graph = parsed.graph;
  }
  return graph;
}

export function romaniaDomain(): GraphDomain {
  // AIMA's own problem (Figs. 3.2, 3.24): from Arad to Bucharest.
  return (domain ??= { ...graphDomain(romaniaGraph()), endpoints: { start: 'Arad', goal: 'Bucharest' } });
}
