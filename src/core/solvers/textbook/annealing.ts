/**
 * Simulated annealing as AIMA's chapter 4 writes it, h minimised: at step t the temperature is
 * T(t) = T0 × alpha^t; a random neighbour (seeded) is taken if it is no worse, a worse one with
 * probability e^(-delta / T); below FROZEN_TEMPERATURE the run stops. The fast version:
 * ../local/annealing.ts.
 */
import type { LocalMoveKind } from '../../events';
import { legalMoves } from '../../puzzle';
import { seededRandom } from '../../random';
import { FROZEN_TEMPERATURE, acceptance, temperatureAt } from '../local/annealing';
import { localOf } from '../run';
import { byH, move, stepLimit, stuckWith } from './localSteps';
import type { Problem, TextbookSearch } from './problem';
import { Tally, childOf, generated, info, pathTo, rootNode } from './problem';

export function* simulatedAnnealing(problem: Problem): TextbookSearch {
  const tally = new Tally(problem);
  const random = seededRandom(problem.options.seed);
  const { temperature: t0, cooling } = localOf(problem.options);
  let current = rootNode(problem, byH);
  yield tally.start(current); // @line init
  for (;;) {
    const t = temperatureAt(t0, cooling, tally.expanded); // T(t) = T0 × alpha^t
    if (t < FROZEN_TEMPERATURE) return stuckWith(tally, 'frozen'); // @line exhausted
    const reason = stepLimit(tally, problem, current.g + 1);
    if (reason !== null) return reason; // @line limit
    tally.expanded++;
    yield { type: 'expand', node: info(current) }; // @line pop
    if (current.key === problem.goalKey) return tally.solved(pathTo(current)); // @line goal-test
    const moves = legalMoves(problem.puzzle, current.tiles);
    const next = childOf(problem, current, moves[Math.floor(random() * moves.length)], tally.newId(), byH);
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
      tally.note(1, current.g + 1);
    }
  }
}
