/**
 * Simulated annealing (AIMA 4.1.2) on h, minimised. At step t (from 0) the temperature is
 * T(t) = T0 * alpha^t (options `temperature` = T0 and `cooling` = alpha); once it falls below
 * FROZEN_TEMPERATURE the run stops ('frozen'). Each step draws one neighbour at random (seeded)
 * and takes it if it is no worse; a worse one (delta = h' - h > 0) is taken with probability
 * exp(-delta / T), AIMA's e^(dE/T) with E = -h. Early on, hot, it wanders; cold, it only descends.
 *
 * Events per step: expand (the current board), generate the neighbour drawn ('new' when taken,
 * 'rejected' when not), and a 'move' with the temperature and the acceptance probability. A
 * rejected draw leaves the current board in place: the next step expands it again. The answer
 * is the walk itself, loops and all: legal, never claimed optimal.
 */
import { seededRandom } from '../../random';
import { localOf, type Run } from '../run';
import type { Search } from '../types';
import { LocalBoard } from './board';
import { LocalSteps } from './steps';

/** Below this temperature a worse move is practically never taken (exp(-1 / 0.01) ~ 4e-44): stop. */
export const FROZEN_TEMPERATURE = 0.01;

/** The schedule: T(t) = T0 * alpha^t. */
export function temperatureAt(t0: number, alpha: number, step: number): number {
  return t0 * Math.pow(alpha, step);
}

/** How likely a move that changes h by `delta` is taken at temperature `t`. */
export function acceptance(delta: number, t: number): number {
  return delta <= 0 ? 1 : Math.exp(-delta / t);
}

export function* simulatedAnnealing(run: Run): Search {
  const { all, seed } = run.opts;
  const { temperature: t0, cooling } = localOf(run.opts);
  const random = seededRandom(seed);
  const board = new LocalBoard(run.model);
  const steps = new LocalSteps(run);
  const topo = run.model.topo;
  let parentId = -1;
  const pathIds = [0];
  yield run.startEvent(board.node(-1));
  for (;;) {
    const t = temperatureAt(t0, cooling, run.expanded);
    if (t < FROZEN_TEMPERATURE) return steps.stuck('frozen');
    const over = steps.stop();
    if (over) return over;
    steps.step();
    if (all) yield { type: 'expand', node: board.node(parentId) };
    if (board.isGoal()) return run.solved(board.directions(), pathIds);
    const next = board.neighbour(Math.floor(random() * topo.degree[board.blank]));
    const delta = next.h - board.h;
    const probability = acceptance(delta, t);
    // One draw per worse move only, so a run's random sequence reads straight from the book.
    const taken = delta <= 0 || random() < probability;
    const node = board.neighbourNode(next, steps.newId());
    if (all) {
      yield { type: 'generate', node, outcome: taken ? 'new' : 'rejected' };
      const kind = !taken ? 'rejected' : delta < 0 ? 'better' : delta === 0 ? 'sideways' : 'worse';
      yield { type: 'move', node, kind, delta, temperature: t, probability };
    }
    const progress = steps.progress();
    if (progress) yield progress;
    if (taken) {
      parentId = board.id;
      board.moveTo(next, node.id);
      pathIds.push(node.id);
      steps.keep();
    }
  }
}
