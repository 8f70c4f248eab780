/**
 * The search options a page set-up asks for: the visualizer's run and each compare pane are
 * plain data (setups.ts); this is the one place they become SolveOptions, so the page, its
 * background workers and the tests that check the page against the core run the same search.
 * Budget, trace and peak counting stay with the caller: they say how a search is run, not which.
 */
import type { DomainSolveOptions } from './domain/types';
import type { BoardSetup, PaneSetup, RunSetup } from './setups';
import type { SolveOptions } from './solvers/types';

export function runSearchOptions(setup: RunSetup): SolveOptions {
  return {
    algorithm: setup.algorithm,
    heuristic: setup.heuristic,
    weight: setup.weight,
    depthLimit: setup.depthLimit,
    memoryLimit: setup.memoryLimit,
    goalTest: setup.goalTest,
    ...setup.local,
    budget: { maxExpansions: setup.maxExpansions },
  };
}

/** A run on another domain than the puzzle: the same options, the heuristic by the domain's own id. */
export function domainSearchOptions(setup: RunSetup): DomainSolveOptions {
  const { heuristic: _puzzleHeuristic, ...options } = runSearchOptions(setup);
  const heuristic = setup.problem?.heuristic;
  return heuristic === undefined ? options : { ...options, heuristic };
}

export function paneSearchOptions(board: BoardSetup, pane: PaneSetup): SolveOptions {
  return {
    algorithm: pane.algorithm,
    heuristic: pane.heuristic,
    weight: pane.weight,
    depthLimit: pane.depthLimit,
    memoryLimit: pane.memoryLimit,
    goalTest: pane.goalTest,
    ...pane.local,
    seed: pane.seed, // the pane's own: its local settings have none (PaneLocalSettings)
    budget: { maxExpansions: board.maxExpansions },
  };
}
