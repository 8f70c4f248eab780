/**
 * The generator cost for the depth-first engine (DFS, IDDFS, IDA*): IDA* + linear conflict on
 * the two 31-move 3x3 boards, drained at the 'progress' level through the registry, against the
 * same kernel called once with no chunk limit (`expandUntil(search, Infinity)`): the loop
 * without any generator around it. Rounds alternate (alternate.ts).
 */
import { makeHeuristic } from '../../src/core/heuristics';
import { makePuzzle } from '../../src/core/puzzle';
import { expandUntil, openDepthFirst } from '../../src/core/solvers/depthFirstKernel';
import { makeModel } from '../../src/core/solvers/model';
import { startSearch } from '../../src/core/solvers/registry';
import { ActiveClock, Run, type ResolvedOptions } from '../../src/core/solvers/run';
import { HARDEST_3X3 } from '../drain';
import { alternateRounds } from '../alternate';
import type { BenchRow } from '../report';

export function depthFirstDrainSuite(rounds: number): BenchRow[] {
  const puzzle = makePuzzle(3, 3);
  const heuristic = makeHeuristic('linear-conflict', puzzle);
  let expanded = 0;
  const generator = (): number => {
    const t = performance.now();
    let n = 0;
    for (const board of HARDEST_3X3) {
      const started = startSearch(puzzle, board, {
        algorithm: 'idastar',
        heuristic: 'linear-conflict',
        trace: 'progress',
      });
      if (!started.ok) throw new Error('depth-first drain: the board was refused');
      for (;;) {
        const step = started.search.next();
        if (!step.done) continue;
        if (step.value.stats.solutionLength !== 31) throw new Error('depth-first drain: wrong length');
        n += step.value.stats.expanded;
        break;
      }
    }
    expanded = n;
    return performance.now() - t;
  };
  const options: ResolvedOptions = {
    algorithm: 'idastar',
    heuristic: 'linear-conflict',
    weight: 1,
    depthLimit: 0,
    memoryLimit: 0,
    goalTest: 'generation',
    maxIterations: 0,
    seed: 1,
    budget: { maxExpansions: Infinity, maxMemoryNodes: Infinity, maxMs: Infinity },
    all: false,
    progressEvery: Infinity,
    optimal: true,
  };
  const kernel = (): number => {
    const t = performance.now();
    for (const board of HARDEST_3X3) {
      const run = new Run(makeModel(puzzle, board, heuristic), options, new ActiveClock(() => performance.now()));
      const search = openDepthFirst(run);
      if (expandUntil(search, Infinity) !== 'solved' || search.depth - 1 !== 31) {
        throw new Error('depth-first drain: the kernel found no 31-move path');
      }
    }
    return performance.now() - t;
  };
  const { subjectMs, baselineMs, ratio } = alternateRounds(rounds, generator, kernel);
  return [
    {
      suite: 'drain',
      name: "IDA* + linear conflict: generator at 'progress' vs its kernel in one call (31-move 3x3s)",
      nodes: expanded,
      unit: 'nodes',
      ms: subjectMs,
      baseline: { name: 'kernel call', nodes: expanded, ms: baselineMs },
      ratio,
      ratioIsCost: true,
      target: '<= 1.3x',
      met: ratio <= 1.3,
    },
  ];
}
