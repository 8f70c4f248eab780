/**
 * Steepest-ascent hill climbing (AIMA 4.1.1) on h, minimised: from the current board look at
 * every neighbour, step to the best one (ties broken by the seeded random, as the book says:
 * "at random among the best"), and stop when no neighbour is better. Options:
 * - `sideways`: up to this many consecutive moves to an equally good neighbour (a plateau) are
 *   allowed before giving up (AIMA's 8-queens runs allow 100); 0 stops on the first plateau.
 * - `restarts`: when stuck, start over this many times. The sliding puzzle's start is given, so
 *   a restart cannot draw a fresh random board as the 8-queens one does: it scrambles the start
 *   board by RESTART_SCRAMBLE seeded random moves and climbs from there; those moves stay in the
 *   answer, which is still a legal path from the start board.
 *
 * Events per step: expand (the current board), generate each neighbour ('new' for the one taken,
 * 'rejected' for the others), and a 'move' saying why the taken one was taken. When stuck, all
 * neighbours are 'rejected' and a 'restart' follows, or the final 'exhausted' with `stuck`.
 * The answer is legal, never claimed optimal. Memory: the kept path since the last restart.
 */
import type { NodeInfo, SearchEvent } from '../../events';
import { seededRandom } from '../../random';
import { localOf, type Run } from '../run';
import type { Search } from '../types';
import { LocalBoard, type Neighbour } from './board';
import { LocalSteps } from './steps';

/** The scramble of a random restart, in moves from the start board. */
export const RESTART_SCRAMBLE = 20;

export function* hillClimbing(run: Run): Search {
  const { all, seed } = run.opts;
  const { sideways: maxSideways, restarts } = localOf(run.opts);
  const random = seededRandom(seed);
  const board = new LocalBoard(run.model);
  const steps = new LocalSteps(run);
  let parentId = -1;
  let pathIds = [0];
  let sidewaysInRow = 0;
  let restart = 0;
  yield run.startEvent(board.node(-1));
  for (;;) {
    const over = steps.stop();
    if (over) return over;
    steps.step();
    if (all) yield { type: 'expand', node: board.node(parentId) };
    if (board.isGoal()) return run.solved(board.directions(), pathIds);
    const neighbours = board.neighbours();
    const best = bestOf(neighbours, random);
    const better = best.h < board.h;
    const sideways = best.h === board.h && sidewaysInRow < maxSideways;
    const taken = better || sideways ? best : null;
    const ids = neighbours.map(() => steps.newId());
    let takenNode: NodeInfo | null = null;
    for (let i = 0; i < neighbours.length; i++) {
      const node = board.neighbourNode(neighbours[i], ids[i]);
      if (neighbours[i] === taken) takenNode = node;
      if (all) yield { type: 'generate', node, outcome: neighbours[i] === taken ? 'new' : 'rejected' };
    }
    const progress = steps.progress();
    if (progress) yield progress;
    if (taken && takenNode) {
      if (all) yield { type: 'move', node: takenNode, kind: better ? 'better' : 'sideways', delta: taken.h - board.h };
      sidewaysInRow = better ? 0 : sidewaysInRow + 1;
      parentId = board.id;
      board.moveTo(taken, takenNode.id);
      pathIds.push(takenNode.id);
      steps.keep();
      continue;
    }
    const reason = best.h === board.h ? 'plateau' : 'local-minimum';
    if (restart >= restarts) return steps.stuck(restarts > 0 ? 'out-of-restarts' : reason);
    restart++;
    const id = steps.newId();
    board.restartFrom(RESTART_SCRAMBLE, random, id);
    steps.restart();
    parentId = -1;
    pathIds = [id];
    sidewaysInRow = 0;
    const event: SearchEvent = {
      type: 'restart',
      restart,
      reason,
      scramble: RESTART_SCRAMBLE,
      root: board.node(-1),
    };
    if (all) yield event;
  }
}

/** The lowest h, a tie broken by the seeded random (one draw only when there is a tie). */
function bestOf(neighbours: readonly Neighbour[], random: () => number): Neighbour {
  let lowest = Infinity;
  for (const n of neighbours) if (n.h < lowest) lowest = n.h;
  const bests = neighbours.filter((n) => n.h === lowest);
  return bests.length === 1 ? bests[0] : bests[Math.floor(random() * bests.length)];
}
