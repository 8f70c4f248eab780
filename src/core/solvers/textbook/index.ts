/**
 * The textbook solvers: every algorithm written to be read (AIMA style), one node object per
 * node, plain Maps, Sets, arrays and a small heap, generic over the problem domain (real step
 * costs: g + c(s, a, s')). On the puzzle each yields exactly the event stream of its fast twin
 * (the kernels the app runs) for the same options; tests/unit/core/textbook.test.ts holds them
 * to it. On any other domain they are the solvers that run (../domainSearch.ts). The one thing they leave out by design is time: they never stop on
 * `maxMs`, and their `elapsedMs` is their own wall time (see Tally in problem.ts).
 *
 * IDA* with pattern databases runs on Korf's IDA* kernel (src/core/pdb/idaKernel.ts), which
 * checks no cycle but the move straight back; its twin is the textbook IDA* with that check
 * (`korfIdaStar`, picked by textbookOf in lines.ts). The kernel has one shortcut the textbook
 * leaves out: a child cut on the direct tables alone offers that lower f for the next bound. On
 * every pass of Korf's 100 (run to the solution) the bound came out the same as the smallest f
 * cut; the differential test holds Korf #56 to it event by event.
 */
import { puzzleDomain } from '../../domain/puzzle';
import type { Puzzle } from '../../puzzle';
import { prepareSearch } from '../registry';
import type { Search, SearchStart, SolveOptions } from '../types';
import { aStar, greedyBestFirst, uniformCostSearch, weightedAStar } from './bestFirst';
import { bidirectionalSearch } from './bidirectional';
import { breadthFirstSearch } from './breadthFirst';
import { depthLimitedSearch } from './depthLimited';
import { idaStar, iterativeDeepeningDfs, korfIdaStar } from './iterativeDeepening';
import type { TextbookId } from './lines';
import { algorithmOf, textbookOf } from './lines';
import type { Problem, TextbookSearch } from './problem';
import { problemOf } from './problem';
import { beamSearch } from './beam';
import { simulatedAnnealing } from './annealing';
import { hillClimbing } from './hillClimbing';
import { randomWalk } from './randomWalk';
import { memoryBoundedAStar } from './memoryBounded';
import { recursiveBestFirstSearch } from './recursiveBestFirst';

export const TEXTBOOK_SOLVERS: Readonly<Record<TextbookId, (problem: Problem) => TextbookSearch>> = {
  bfs: (problem) => breadthFirstSearch(problem, 'generation'),
  'bfs-expansion': (problem) => breadthFirstSearch(problem, 'expansion'),
  dfs: depthLimitedSearch,
  iddfs: iterativeDeepeningDfs,
  greedy: greedyBestFirst,
  astar: aStar,
  wastar: weightedAStar,
  idastar: idaStar,
  'idastar-korf': korfIdaStar,
  bibfs: bidirectionalSearch,
  random: randomWalk,
  hill: hillClimbing,
  anneal: simulatedAnnealing,
  beam: beamSearch,
  ucs: uniformCostSearch,
  rbfs: recursiveBestFirstSearch,
  smastar: memoryBoundedAStar,
};

/**
 * `startSearch` for the textbook solvers: the same checks and refusals (registry.ts
 * prepareSearch), the same events, the final one yielded too. Events are always traced.
 * `textbook` runs another version than the one the app runs for these options (textbookOf),
 * e.g. AIMA's IDA* with pattern databases, to hold it to the generic IDA* engine.
 */
export function startTextbookSearch(
  puzzle: Puzzle,
  start: readonly number[],
  options: SolveOptions,
  textbook?: TextbookId,
): SearchStart {
  const prepared = prepareSearch(puzzle, start, { ...options, trace: 'all' });
  if (!prepared.ok) return prepared;
  const resolved = prepared.options;
  const version = textbook ?? textbookOf(resolved.algorithm, resolved.heuristic, resolved.goalTest);
  if (algorithmOf(version) !== prepared.options.algorithm) {
    const message = `the textbook ${version} is not a version of ${prepared.options.algorithm}`;
    return { ok: false, reason: 'invalid', message };
  }
  const { rows, cols, goal } = prepared.puzzle;
  const domain = puzzleDomain(rows, cols);
  const heuristic = domain.heuristics.find((x) => x.id === resolved.heuristic);
  const h = heuristic === undefined ? null : heuristic.make(goal);
  const problem = problemOf(domain, prepared.start, goal, h, resolved, options.now ?? (() => performance.now()));
  return { ok: true, search: yieldingFinal(TEXTBOOK_SOLVERS[version](problem)), optimal: resolved.optimal };
}

/** A textbook search with its final event yielded too, as `startSearch`'s searches have it. */
export function* yieldingFinal(search: TextbookSearch): Search {
  const final = yield* search;
  yield final;
  return final;
}
