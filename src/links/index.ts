/**
 * Links: the scenario on screen (mode, board, search, step) as a query string a teacher can
 * read and edit, and back. Pure: the stores apply what a link says (src/store/linkSync.ts).
 */
export { readScenario, writeScenario } from './codec';
export * from './scenario';
export {
  ALGORITHM_IDS,
  BUDGET_RANGE,
  DEPTH_RANGE,
  MEMORY_RANGE,
  STEP_RANGE,
  WEIGHT_RANGE,
  boardParam,
  goalParam,
  paneParam,
} from './values';
