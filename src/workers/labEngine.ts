/**
 * The heuristic lab's heavy work, run inside lab.worker.ts (and directly by the tests): true
 * distances, the sampled boards' heuristic profile, A* on every sampled board, and the
 * weighted-A* sweep. Full tables are cached per goal for as long as the engine lives.
 */
import type { HeuristicId } from '../core/events';
import { makeHeuristic } from '../core/heuristics';
import {
  LAB_EFFORT_BUDGET,
  LAB_SEARCH_BUDGET,
  LAB_SWEEP_BUDGET,
  evenDistances,
  labHeuristics,
  expansionsByDistance,
  labUsesTable,
  profileHeuristics,
  localSuccess,
  randomEightPuzzles,
  sampleBoardsBySeed,
  truthBySearch,
  truthFromTable,
  weightSweep,
  type ExpansionProgress,
  type ExpansionRow,
  type HeuristicProfile,
  type LocalSuccessRow,
  type LabTruth,
  type WeightPoint,
} from '../core/lab';
import { makePuzzle, type Puzzle } from '../core/puzzle';
// Installs the pattern-database search and heuristic (core/pdb/provider.ts): runs here may use them.
import '../core/pdb';
import { solveStateSpace, type StateSpaceResult } from '../core/stateSpace';
import { loadSolver } from '../core/solvers/lazySolvers';

export interface LabBoard {
  rows: number;
  cols: number;
  goal: number[];
  start: number[];
}

export interface HeuristicValue {
  id: HeuristicId;
  value: number;
}

export interface BoardAnalysis {
  /** Every heuristic this puzzle supports, with its estimate for the board. */
  values: HeuristicValue[];
  truth: LabTruth;
}

/** Which distances "Run A*" covers: the even ones from 2 (a textbook table's rows) or every one. */
export type LabDepths = 'even' | 'all';

export interface SampleRequest {
  goal: number[];
  perDistance: number;
  seed: number;
  /** For the A* runs only (the profile always covers every distance); default 'all'. */
  depths?: LabDepths;
}

export interface SweepRequest extends LabBoard {
  heuristic: HeuristicId;
  weights: number[];
}

export function createLabEngine() {
  const tables = new Map<string, StateSpaceResult>();

  const tableFor = (puzzle: Puzzle): StateSpaceResult => {
    const key = `${puzzle.rows}x${puzzle.cols}:${puzzle.goal.join(',')}`;
    let table = tables.get(key);
    if (!table) {
      // One table at a time keeps memory flat when a class tries several goals.
      tables.clear();
      table = solveStateSpace(puzzle);
      tables.set(key, table);
    }
    return table;
  };

  return {
    /**
     * Estimates first (posted through onValues at once, the cheap ones before a pattern
     * database that may take seconds to build), then the true distance.
     */
    analyse(board: LabBoard, onValues: (values: HeuristicValue[]) => void = () => undefined): BoardAnalysis {
      const puzzle = makePuzzle(board.rows, board.cols, board.goal);
      const ids = labHeuristics(puzzle);
      const estimate = (id: HeuristicId): HeuristicValue => ({
        id,
        value: makeHeuristic(id, puzzle).estimate(board.start),
      });
      const values = ids.filter((id) => id !== 'pdb').map(estimate);
      onValues(values);
      if (ids.includes('pdb')) {
        values.push(estimate('pdb'));
        onValues(values);
      }
      const truth = labUsesTable(puzzle)
        ? truthFromTable(puzzle, board.start, (t) => tableFor(puzzle).distanceOf(t))
        : truthBySearch(puzzle, board.start, LAB_SEARCH_BUDGET);
      return { values, truth };
    },

    profile(request: SampleRequest): HeuristicProfile & { available: number[] } {
      const puzzle = makePuzzle(3, 3, request.goal);
      const table = tableFor(puzzle);
      const samples = sampleBoardsBySeed(table, request.perDistance, request.seed);
      return { ...profileHeuristics(puzzle, samples, labHeuristics(puzzle)), available: table.counts };
    },

    /**
     * A* on the very boards `profile` sampled for the same request (sampling is deterministic),
     * at the distances asked for, within the lab's budget of expansions.
     */
    expansions(request: SampleRequest, onProgress: (p: ExpansionProgress) => void): ExpansionRow[] {
      const puzzle = makePuzzle(3, 3, request.goal);
      const samples = sampleBoardsBySeed(tableFor(puzzle), request.perDistance, request.seed);
      const distances = request.depths === 'even' ? evenDistances(samples.length - 1) : undefined;
      const run = expansionsByDistance(puzzle, samples, labHeuristics(puzzle), {
        distances,
        maxExpansions: LAB_EFFORT_BUDGET,
      });
      let lastPost = 0;
      for (;;) {
        const step = run.next();
        if (step.done) return step.value;
        // Every finished distance and the budget's end are posted; plain counts at most every 50 ms.
        const now = performance.now();
        if (step.value.row || step.value.budgetReached || now - lastPost > 50) {
          lastPost = now;
          onProgress(step.value);
        }
      }
    },

    /**
     * Hill climbing (with and without sideways moves and restarts) and annealing on `count`
     * random 8-puzzles from `seed` (see core/lab/localSuccess.ts); the rows so far after each.
     */
    async localSuccess(
      count: number,
      seed: number,
      onRows: (rows: LocalSuccessRow[]) => void,
    ): Promise<LocalSuccessRow[]> {
      await Promise.all([loadSolver('hill'), loadSolver('anneal')]);
      const run = localSuccess(randomEightPuzzles(count, seed));
      for (;;) {
        const step = run.next();
        if (step.done) return step.value;
        onRows(step.value);
      }
    },

    sweep(request: SweepRequest, onPoint: (p: WeightPoint) => void): WeightPoint[] {
      const puzzle = makePuzzle(request.rows, request.cols, request.goal);
      const run = weightSweep(puzzle, request.start, request.heuristic, request.weights, LAB_SWEEP_BUDGET);
      for (;;) {
        const step = run.next();
        if (step.done) return step.value;
        onPoint(step.value);
      }
    },
  };
}

export type LabEngine = ReturnType<typeof createLabEngine>;
