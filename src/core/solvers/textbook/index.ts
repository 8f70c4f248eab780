/**
 * The textbook solvers: every algorithm written to be read (AIMA style), one node object per
 * node, plain Maps, Sets, arrays and a small heap. Each yields exactly the event stream of its
 * fast twin (the kernels the app runs) for the same options; tests/unit/core/textbook.test.ts
 * holds them to it. The one thing they leave out by design is time: they never stop on
 * `maxMs`, and their `elapsedMs` is their own wall time (see Tally in problem.ts).
 *
 * IDA* with pattern databases is the exception the test names: its fast twin
 * (src/core/pdb/idaKernel.ts) only drops the move straight back and may take a lower next bound,
 * so the textbook IDA* matches the generic IDA* kernel with the same heuristic instead.
 */
import type { AlgorithmId } from '../../events';
import { makeHeuristic } from '../../heuristics';
import type { Puzzle } from '../../puzzle';
import { makeCodec } from '../../stateKey';
import { prepareSearch } from '../registry';
import type { Search, SearchStart, SolveOptions } from '../types';
import { aStar, greedyBestFirst, weightedAStar } from './bestFirst';
import { bidirectionalSearch } from './bidirectional';
import { breadthFirstSearch } from './breadthFirst';
import { depthLimitedSearch } from './depthLimited';
import { idaStar, iterativeDeepeningDfs } from './iterativeDeepening';
import type { Problem, TextbookSearch } from './problem';
import { randomWalk } from './randomWalk';

export const TEXTBOOK_SOLVERS: Readonly<Record<AlgorithmId, (problem: Problem) => TextbookSearch>> = {
  bfs: breadthFirstSearch,
  dfs: depthLimitedSearch,
  iddfs: iterativeDeepeningDfs,
  greedy: greedyBestFirst,
  astar: aStar,
  wastar: weightedAStar,
  idastar: idaStar,
  bibfs: bidirectionalSearch,
  random: randomWalk,
};

/**
 * `startSearch` for the textbook solvers: the same checks and refusals (registry.ts
 * prepareSearch), the same events, the final one yielded too. Events are always traced.
 */
export function startTextbookSearch(puzzle: Puzzle, start: readonly number[], options: SolveOptions): SearchStart {
  const prepared = prepareSearch(puzzle, start, { ...options, trace: 'all' });
  if (!prepared.ok) return prepared;
  const heuristic =
    prepared.options.heuristic === null ? null : makeHeuristic(prepared.options.heuristic, prepared.puzzle);
  const codec = makeCodec(prepared.puzzle.rows, prepared.puzzle.cols);
  const problem: Problem = {
    puzzle: prepared.puzzle,
    start: prepared.start,
    codec,
    goalKey: codec.encode(prepared.puzzle.goal),
    h: heuristic === null ? () => 0 : (tiles) => heuristic.estimate(tiles),
    options: prepared.options,
    now: options.now ?? (() => performance.now()),
  };
  return {
    ok: true,
    search: yieldingFinal(TEXTBOOK_SOLVERS[prepared.options.algorithm](problem)),
    optimal: prepared.options.optimal,
  };
}

function* yieldingFinal(search: TextbookSearch): Search {
  const final = yield* search;
  yield final;
  return final;
}
