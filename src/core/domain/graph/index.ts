/** Road maps: the data (graph.ts), its text format, the domain, its heuristics and their exact checks, Romania. */
export type { Arc, Point, Road, WeightedGraph } from './graph';
export { arcsIn, arcsOut, distance } from './graph';
export { MAX_NAME_LENGTH, NAME_RULE, RESERVED_WORDS, readName, writeName } from './cityNames';
export { MAX_CITIES, MAX_GRAPH_CHARS, MAX_NUMBER, MAX_ROADS, parseGraph } from './graphParse';
export type { GraphParse, GraphParseCode, GraphParseError } from './graphParse';
export { formatGraph } from './graphFormat';
export { addRoad, setEstimate, setPosition, setTableGoal } from './graphTextEdits';
export { costsToGoal } from './costsToGoal';
export { atMost, checkHeuristic } from './heuristicCheck';
export type { AdmissibleCheck, ConsistentCheck, HeuristicCheck } from './heuristicCheck';
export { STRAIGHT_LINE, ZERO, checkToward, estimatesFrom, graphHeuristics, straightLine } from './graphHeuristics';
export type { EstimateSource, EstimatesFrom, StraightLine } from './graphHeuristics';
export { ROAD_MAP_DOMAIN, graphDomain } from './graphDomain';
export type { CityParseError, GraphDomain } from './graphDomain';
export { ROMANIA_TEXT, romaniaDomain, romaniaGraph } from './romania';
