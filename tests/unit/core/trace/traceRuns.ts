/**
 * Frontier's own runs as traces, for the trace tests: a seeded random board, a search run to
 * its end with every event, and the run written as frontier-trace v1 text and as Posthoc JSON.
 */
import { puzzleDomain } from '../../../../src/core/domain/puzzle';
import type { AlgorithmId, HeuristicId, SearchEvent } from '../../../../src/core/events';
import { makePuzzle } from '../../../../src/core/puzzle';
import { seededRandom } from '../../../../src/core/random';
import { scramble } from '../../../../src/core/scramble';
import { loadSolver, runToEnd } from '../../../../src/core/solvers';
import { frontierTraceText, posthocTrace, type RunForExport } from '../../../../src/core/trace';

export const GOAL_3X3 = [1, 2, 3, 4, 5, 6, 7, 8, 0];

export interface ExportedRun {
  readonly run: RunForExport;
  readonly events: readonly SearchEvent[];
  readonly text: string;
  readonly posthoc: string;
}

/** A board `moves` random moves from the goal (a walk may undo itself: the distance is at most that). */
export function randomBoard(seed: number, moves: number, rows = 3, cols = 3): number[] {
  return scramble(makePuzzle(rows, cols), moves, seededRandom(seed));
}

export async function exportRun(
  algorithm: AlgorithmId,
  start: readonly number[],
  heuristic: HeuristicId = 'manhattan',
  goal: readonly number[] = GOAL_3X3,
  rows = 3,
  cols = 3,
): Promise<ExportedRun> {
  await loadSolver(algorithm);
  const result = runToEnd(makePuzzle(rows, cols, goal), start, { algorithm, heuristic, trace: 'all' });
  const events = result.events!;
  const run: RunForExport = {
    domainName: 'puzzle',
    domain: puzzleDomain(rows, cols),
    start,
    goal,
    algorithm,
    heuristic,
    events,
  };
  return { run, events, text: frontierTraceText(run), posthoc: JSON.stringify(posthocTrace(run)) };
}

/** The trace's lines as parsed objects (the header first), and back to text. */
export function linesOf(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

export function textOf(lines: readonly Record<string, unknown>[]): string {
  return lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
}

/**
 * A classic student bug: a breadth-first search (a FIFO queue) whose trace says it is A*. On this
 * board BFS and A* agree for three expansions and part at the fourth (line 12).
 */
export async function bfsCalledAstar(): Promise<string> {
  const lines = linesOf((await exportRun('bfs', randomBoard(8, 5))).text);
  lines[0] = { ...lines[0], algorithm: 'astar', heuristic: 'manhattan' };
  return textOf(lines);
}
