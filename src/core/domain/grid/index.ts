/** Grids: the map and its moves (grid.ts), the text format, the domain and its heuristics, generators, ready-made maps. */
export type { Cell, Connectivity, GridAction, GridMap } from './grid';
export {
  GRID_LIMITS,
  MAX_CELL_COST,
  OPPOSITE,
  WALL,
  cellKey,
  costAt,
  gridSteps,
  isOpen,
  leastCost,
  sizeProblem,
} from './grid';
export { formatGrid, formatRow, parseGrid } from './gridText';
export type { GridParse, GridParseCode, GridParseError } from './gridText';
export { formatGridFile, splitConnectivity } from './gridFile';
export { clearGrid, emptyGrid, moveEndpoint, paintCell, resizeGrid } from './gridEdits';
export type { Endpoint } from './gridEdits';
export { GRID_HEURISTIC_IDS, admissibleGridHeuristics, defaultGridHeuristic, gridHeuristics } from './gridHeuristics';
export type { GridHeuristic, GridHeuristicId } from './gridHeuristics';
export { GRID_DOMAIN, gridDomain } from './gridDomain';
export type { CellParseError, GridDomain } from './gridDomain';
export { reachable } from './reachable';
export type { Generated } from './generated';
export { MAX_TRIES, randomWalls } from './randomWalls';
export type { RandomWallsOptions } from './randomWalls';
export { MIN_MAZE_SIDE, perfectMaze } from './perfectMaze';
export type { MazeOptions } from './perfectMaze';
export { rooms } from './rooms';
export type { RoomsOptions } from './rooms';
export { READY_MAP_IDS, readyMap } from './readyMaps';
export type { ReadyMapId } from './readyMaps';
