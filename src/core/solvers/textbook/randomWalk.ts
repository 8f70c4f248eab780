/**
 * A Monte Carlo random walk: from the start, take a random step (never straight back to the
 * state it came from, unless that is the only way on) until the goal turns up or the steps run out. No memory of where it has
 * been, so the answer is the walk itself, loops and all: legal, never claimed short. Each step
 * expands the current node and generates the one child it moves to. The generator is seeded
 * (the option `seed`), so a walk can be replayed. The fast version: ../randomWalk.ts.
 */
import { seededRandom } from '../../random';
import { byDepth } from './breadthFirst';
import type { Problem, TextbookSearch } from './problem';
import { awayFrom, stuckWith } from './localSteps';
import { Tally, childOf, generated, info, isGoal, pathTo, rootNode } from './problem';

export function* randomWalk(problem: Problem): TextbookSearch {
  const tally = new Tally(problem);
  const random = seededRandom(problem.options.seed);
  const { maxIterations } = problem.options;
  let node = rootNode(problem, byDepth);
  yield tally.start(node); // @line init
  for (;;) {
    const reason = tally.expanded >= maxIterations ? 'expansions' : tally.limitReached(node.depth + 1);
    if (reason !== null) return tally.limit(reason); // @line limit
    tally.expanded++;
    yield { type: 'expand', node: info(node) }; // @line pop
    if (isGoal(problem, node)) return tally.solved(pathTo(node)); // @line goal-test
    const steps = awayFrom(problem, node);
    if (steps.length === 0) return stuckWith(tally, 'local-minimum'); // a dead end: nowhere to go
    node = childOf(problem, node, steps[Math.floor(random() * steps.length)], tally.newId(), byDepth);
    tally.note(1, node.depth + 1); // the whole walk is kept: it is the answer
    yield generated(node, 'new'); // @line push
    const progress = tally.progress();
    if (progress !== null) yield progress; // @line progress
  }
}
