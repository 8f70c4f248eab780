/** The solver layer's public API: start a search, drain one, and the frontier order of each algorithm. */
export { ALGORITHMS, algorithmInfo, isAlgorithmId } from './algorithms';
export { isLazyAlgorithm, loadSolver, solverLoaded } from './lazySolvers';
export { frontierOrder, fValue, tieKey } from './ordering';
export type { FrontierComparator } from './ordering';
export { describeRefusal, inBurst, runToEnd, SearchRefusedError, startSearch } from './registry';
export type { RunResult } from './registry';
export { isHeuristicId } from './validate';
export * from './types';
