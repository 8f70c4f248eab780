/** Play mode's game: its rules as a reducer, difficulties, controls, and remembered solutions. */
export * from './controls';
export * from './difficulty';
export * from './game';
export * from './solutionMemory';
