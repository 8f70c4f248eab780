/** The heuristic lab's pure computations: sampling, means, A* effort, b*, weights, true distances. */
export { effectiveBranchingFactor, uniformTreeNodes } from './branchingFactor';
export { LAB_EFFORT_BUDGET, aStarCost, evenDistances, expansionsByDistance } from './expansions';
export type { AStarCost, ExpansionOptions, ExpansionProgress, ExpansionRow } from './expansions';
export { effortCsv, effortCsvHeader } from './effortCsv';
export { labHeuristics } from './heuristicIds';
export { pathDownhill } from './pathDownhill';
export { profileHeuristics, steepDrops } from './profile';
export type { HeuristicProfile, ProfileRow } from './profile';
export { sampleBoardsByDistance, sampleBoardsBySeed } from './sampling';
export type { LayeredSpace } from './sampling';
export { mean } from './stats';
export {
  LAB_SEARCH_BUDGET,
  LAB_TABLE_MAX_STATES,
  labUsesTable,
  strongestHeuristic,
  truthBySearch,
  truthFromTable,
} from './truth';
export type { LabTruth } from './truth';
export { LAB_SWEEP_BUDGET, firstSuboptimalWeight, weightSteps, weightSweep } from './weightSweep';
export type { WeightPoint } from './weightSweep';
export {
  LAB_LOCAL_HEURISTICS,
  LAB_LOCAL_STEPS,
  LAB_RESTARTS,
  LAB_SIDEWAYS,
  LOCAL_VARIANTS,
  localSuccess,
  localSuccessCsv,
  randomEightPuzzles,
  randomSolvableBoard,
} from './localSuccess';
export type { LocalSuccessRow, LocalVariant } from './localSuccess';
