/**
 * Simulated annealing as AIMA's chapter 4 writes it, h minimised: at step t the temperature is
 * T(t) = T0 × alpha^t; a random neighbour (seeded) is taken if it is no worse, a worse one with
 * probability e^(-delta / T); below FROZEN_TEMPERATURE the run stops. The fast version:
 * ../local/annealing.ts.
 */
import type { LocalMoveKind } from '../../events';
import { seededRandom } from '../../random';
import { FROZEN_TEMPERATURE, acceptance, temperatureAt } from '../local/annealing';
import { localOf } from '../run';
import { byH, move, stepLimit, stuckWith } from './localSteps';
import type { Problem, TextbookSearch } from './problem';
import { Tally, childOf, generated, info, isGoal, pathTo, rootNode, stepsOf } from './problem';

export function* simulatedAnnealing(problem: Problem): TextbookSearch {
  const tally = new Tally(problem);
  const random = seededRandom(problem.options.seed);
  const { temperature: t0, cooling } = localOf(problem.options);
  let current = rootNode(problem, byH);
  yield tally.start(current); // @line init
  for (;;) {
    const t = temperatureAt(t0, cooling, tally.expanded); // T(t) = T0 × alpha^t
    if (t < FROZEN_TEMPERATURE) return stuckWith(tally, 'frozen'); // @line exhausted
    const reason = stepLimit(tally, problem, current.depth + 1);
    if (reason !== null) return reason; // @line limit
    tally.expanded++;
    yield { type: 'expand', node: info(current) }; // @line pop
    if (isGoal(problem, current)) return tally.solved(pathTo(current)); // @line goal-test
    const steps = stepsOf(problem, current);
    if (steps.length === 0) return stuckWith(tally, 'local-minimum'); // a dead end: no neighbour at all
    const next = childOf(problem, current, steps[Math.floor(random() * steps.length)], tally.newId(), byH);
    const delta = next.h - current.h;
    const probability = acceptance(delta, t); // e^(-delta / T), 1 when no worse
    const taken = delta <= 0 || random() < probability;
    if (taken)
      yield generated(next, 'new'); // @line push
    else yield generated(next, 'rejected'); // @line reject
    const kind: LocalMoveKind = !taken ? 'rejected' : delta < 0 ? 'better' : delta === 0 ? 'sideways' : 'worse';
    yield { ...move(next, kind, delta), temperature: t, probability }; // @line move
    const progress = tally.progress();
    if (progress !== null) yield progress; // @line progress
    if (taken) {
      current = next;
      tally.note(1, current.depth + 1);
    }
  }
}
