/**
 * Solver agreement at scale, on fixed seeds: every optimal solver finds the same length (the
 * true distance, from the full 3x3 state space), and every returned path replays legally to the
 * goal. The routine run takes a sample; `npm test -- --full` takes 2,000 3x3 boards (drawn
 * uniform over distance 1..31, so the deep boards a uniform draw would rarely give are covered)
 * and 200 4x4 boards within 30 moves.
 */
import { describe, expect, it } from 'vitest';
import type { AlgorithmId, HeuristicId } from '../../../src/core/events';
import { applyMoves, makePuzzle, sameTiles, type Puzzle } from '../../../src/core/puzzle';
import { seededRandom } from '../../../src/core/random';
import { scramble } from '../../../src/core/scramble';
import { getPatternDatabases, idaStarPdb, type PatternDatabaseSet } from '../../../src/core/pdb';
import { runToEnd } from '../../../src/core/solvers';
import { solveStateSpace } from '../../../src/core/stateSpace';
import { FULL, scale } from '../full';

type Solver = { algorithm: AlgorithmId; heuristic?: HeuristicId };

/** Solves and checks the path; returns its length. */
function solvedLength(puzzle: Puzzle, start: number[], solver: Solver): number {
  const { final } = runToEnd(puzzle, start, { ...solver, trace: 'progress', budget: { maxExpansions: 5_000_000 } });
  if (final.type !== 'solved')
    throw new Error(`${solver.algorithm}/${solver.heuristic}: ${final.type} on ${start.join(' ')}`);
  const boards = applyMoves(puzzle, start, final.path);
  expect(boards, 'every move is legal').not.toBeNull();
  expect(sameTiles(boards![boards!.length - 1], puzzle.goal), 'the path ends at the goal').toBe(true);
  expect(final.stats.solutionLength).toBe(final.path.length);
  return final.path.length;
}

/** IDA* with the given pattern databases; checks the path like solvedLength. */
function pdbLength(puzzle: Puzzle, start: number[], dbs: PatternDatabaseSet): number {
  const run = idaStarPdb(puzzle, start, { dbs, trace: 'progress' });
  let step = run.next();
  while (!step.done) step = run.next();
  const final = step.value;
  if (final.type !== 'solved') throw new Error(`idastar/pdb: ${final.type} on ${start.join(' ')}`);
  const boards = applyMoves(puzzle, start, final.path);
  expect(boards, 'every move is legal').not.toBeNull();
  expect(sameTiles(boards![boards!.length - 1], puzzle.goal), 'the path ends at the goal').toBe(true);
  return final.path.length;
}

describe('solver agreement', () => {
  it('3x3: boards uniform over distance, all optimal solvers equal the true distance', () => {
    const puzzle = makePuzzle(3, 3);
    const space = solveStateSpace(puzzle); // the full BFS: the true distance of every board
    const random = seededRandom(2026);
    const solvers: Solver[] = [
      { algorithm: 'astar', heuristic: 'misplaced' },
      { algorithm: 'astar', heuristic: 'manhattan' },
      { algorithm: 'astar', heuristic: 'linear-conflict' },
      { algorithm: 'astar', heuristic: 'walking-distance' },
      { algorithm: 'astar', heuristic: 'pdb' },
      { algorithm: 'idastar', heuristic: 'manhattan' },
      { algorithm: 'idastar', heuristic: 'linear-conflict' },
      { algorithm: 'idastar', heuristic: 'walking-distance' },
      { algorithm: 'idastar', heuristic: 'pdb' },
      { algorithm: 'bibfs' },
    ];
    const boards = scale(150, 2000);
    for (let i = 0; i < boards; i++) {
      const d = 1 + Math.floor(random() * space.diameter);
      const start = space.sampleAtDistance(d, random);
      for (const solver of solvers) expect(solvedLength(puzzle, start, solver), `${solver.algorithm} ${start}`).toBe(d);
      // The uninformed searches are exponential in the depth (BFS to 31 moves visits the whole
      // space, about half a second): every board up to a depth, and a regular share at any depth.
      if (d <= (FULL ? 22 : 16) || i % 30 === 0)
        expect(solvedLength(puzzle, start, { algorithm: 'bfs' }), `bfs ${start}`).toBe(d);
      if (d <= (FULL ? 18 : 14)) expect(solvedLength(puzzle, start, { algorithm: 'iddfs' })).toBe(d);
      // IDA* with the weakest heuristic takes seconds past 24 moves.
      if (d <= (FULL ? 22 : 20))
        expect(solvedLength(puzzle, start, { algorithm: 'idastar', heuristic: 'misplaced' })).toBe(d);
    }
  }, 600_000);

  it('4x4: random walks of up to 30 moves, the optimal solvers agree', () => {
    const puzzle = makePuzzle(4, 4);
    const random = seededRandom(15);
    // The routine run uses 4-4-4-3 pattern databases (built in well under a second); the full
    // run the 6-6-3 tables the pages use.
    const smallTables = FULL ? null : getPatternDatabases(puzzle, { maxTiles: 4 });
    const boards = scale(12, 200);
    for (let i = 0; i < boards; i++) {
      const start = scramble(puzzle, 10 + Math.floor(random() * 21), random);
      const reference = solvedLength(puzzle, start, { algorithm: 'idastar', heuristic: 'linear-conflict' });
      expect(solvedLength(puzzle, start, { algorithm: 'astar', heuristic: 'linear-conflict' })).toBe(reference);
      expect(solvedLength(puzzle, start, { algorithm: 'idastar', heuristic: 'walking-distance' })).toBe(reference);
      expect(solvedLength(puzzle, start, { algorithm: 'bibfs' })).toBe(reference);
      if (smallTables) expect(pdbLength(puzzle, start, smallTables)).toBe(reference);
      else expect(solvedLength(puzzle, start, { algorithm: 'idastar', heuristic: 'pdb' })).toBe(reference);
    }
  });

  it('non-optimal solvers still return legal paths to the goal, never shorter than optimal', () => {
    const puzzle = makePuzzle(3, 3);
    const space = solveStateSpace(puzzle);
    const random = seededRandom(7);
    for (let i = 0; i < scale(40, 400); i++) {
      const start = space.sampleAtDistance(1 + Math.floor(random() * 24), random);
      const d = space.distanceOf(start);
      for (const solver of [
        { algorithm: 'greedy', heuristic: 'manhattan' },
        { algorithm: 'wastar', heuristic: 'linear-conflict' },
      ] as Solver[]) {
        expect(solvedLength(puzzle, start, solver)).toBeGreaterThanOrEqual(d);
      }
    }
  });
});
