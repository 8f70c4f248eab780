/**
 * How often local search solves a random 8-puzzle: AIMA measures steepest-ascent hill climbing
 * on random 8-queens states (14% solved without sideways moves, 94% with up to 100; random
 * restarts until one succeeds). Here the same variants run on random solvable boards of the
 * sliding puzzle (uniform: a shuffled permutation, made solvable by swapping two tiles, which
 * maps the unsolvable half one-to-one onto the solvable half), with h = Manhattan or misplaced,
 * and the mean steps of the runs that succeeded and of those that failed. A different puzzle:
 * the figures answer the same question, they are not the book's figures.
 *
 * A restart here scrambles the given start (the start is fixed), see solvers/local/hillClimbing.ts.
 */
import type { AlgorithmId, HeuristicId } from '../events';
import { makePuzzle, type Puzzle } from '../puzzle';
import { seededRandom } from '../random';
import { checkSolvability } from '../solvability';
import { runToEnd } from '../solvers/registry';
import type { SolveOptions } from '../solvers/types';
import { mean } from './stats';

export interface LocalVariant {
  readonly id: 'hill' | 'hill-sideways' | 'hill-restarts' | 'hill-sideways-restarts' | 'anneal';
  readonly algorithm: Extract<AlgorithmId, 'hill' | 'anneal'>;
  readonly options: Partial<SolveOptions>;
}

/** AIMA's cap on sideways moves in its 8-queens runs. */
export const LAB_SIDEWAYS = 100;
/** Restarts per run: enough to show their effect, bounded so every run ends. */
export const LAB_RESTARTS = 20;
/** Every run's step cap (annealing's default schedule freezes after about 1,060 steps). */
export const LAB_LOCAL_STEPS = 100_000;
export const LAB_LOCAL_HEURISTICS: readonly HeuristicId[] = ['manhattan', 'misplaced'];

export const LOCAL_VARIANTS: readonly LocalVariant[] = [
  { id: 'hill', algorithm: 'hill', options: {} },
  { id: 'hill-sideways', algorithm: 'hill', options: { sideways: LAB_SIDEWAYS } },
  { id: 'hill-restarts', algorithm: 'hill', options: { restarts: LAB_RESTARTS } },
  { id: 'hill-sideways-restarts', algorithm: 'hill', options: { sideways: LAB_SIDEWAYS, restarts: LAB_RESTARTS } },
  { id: 'anneal', algorithm: 'anneal', options: {} },
];

export interface LocalSuccessRow {
  readonly variant: LocalVariant['id'];
  readonly heuristic: HeuristicId;
  readonly runs: number;
  readonly solved: number;
  /** solved / runs, 0..1. */
  readonly rate: number;
  /** Mean steps (expansions, restarts included) of the runs that solved / that did not; NaN if none. */
  readonly meanStepsSolved: number;
  readonly meanStepsFailed: number;
}

/** A uniformly random solvable board of `puzzle`: shuffle, then swap two tiles if unsolvable. */
export function randomSolvableBoard(puzzle: Puzzle, random: () => number): number[] {
  const tiles = Array.from(puzzle.goal);
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
  }
  if (!checkSolvability(puzzle, tiles).solvable) {
    // The first two cells that hold tiles (not the blank): a fixed bijection onto solvable boards.
    const [a, b] = tiles.flatMap((t, i) => (t === 0 ? [] : [i])).slice(0, 2);
    [tiles[a], tiles[b]] = [tiles[b], tiles[a]];
  }
  return tiles;
}

/** `count` random 8-puzzles (blank-last goal) from `seed`. */
export function randomEightPuzzles(count: number, seed: number): number[][] {
  const puzzle = makePuzzle(3, 3);
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => randomSolvableBoard(puzzle, random));
}

/**
 * Every variant with each heuristic on the same boards; each run seeded by its board's index,
 * so a row can be re-run. Yields after each (variant, heuristic) with the rows so far. The lazy
 * local solvers must be loaded (lazySolvers.ts loadSolver) before it runs.
 */
export function* localSuccess(boards: readonly number[][]): Generator<LocalSuccessRow[], LocalSuccessRow[], void> {
  const puzzle = makePuzzle(3, 3);
  const rows: LocalSuccessRow[] = [];
  for (const variant of LOCAL_VARIANTS) {
    for (const heuristic of LAB_LOCAL_HEURISTICS) {
      const solved: number[] = [];
      const failed: number[] = [];
      boards.forEach((start, i) => {
        const { final } = runToEnd(puzzle, start, {
          algorithm: variant.algorithm,
          heuristic,
          seed: i + 1,
          maxIterations: LAB_LOCAL_STEPS,
          trace: 'progress',
          progressEvery: LAB_LOCAL_STEPS,
          ...variant.options,
        });
        (final.type === 'solved' ? solved : failed).push(final.stats.expanded);
      });
      rows.push({
        variant: variant.id,
        heuristic,
        runs: boards.length,
        solved: solved.length,
        rate: boards.length === 0 ? 0 : solved.length / boards.length,
        meanStepsSolved: mean(solved),
        meanStepsFailed: mean(failed),
      });
      yield rows.slice();
    }
  }
  return rows;
}

/** The table as CSV (ASCII header, dot decimals, as the lab's other CSV). */
export function localSuccessCsv(rows: readonly LocalSuccessRow[]): string {
  const num = (v: number, d: number) => (Number.isFinite(v) ? v.toFixed(d) : '');
  const lines = ['variant,heuristic,runs,solved,success_rate,mean_steps_solved,mean_steps_failed'];
  for (const r of rows) {
    lines.push(
      [
        r.variant,
        r.heuristic,
        r.runs,
        r.solved,
        num(r.rate, 4),
        num(r.meanStepsSolved, 2),
        num(r.meanStepsFailed, 2),
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
