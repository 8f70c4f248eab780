/**
 * Steepest-ascent hill climbing as AIMA's chapter 4 writes it, h minimised, with sideways moves
 * (up to `sideways` in a row) and random restarts (`restarts`). Each step expands the current
 * node, looks at every neighbour and takes the best (ties at random, seeded), or stops (a state
 * with no neighbour at all is a local minimum too). The start is given, so a restart cannot draw
 * a new random state as the 8-queens one does: it scrambles the start by RESTART_SCRAMBLE random
 * steps (never straight back) and climbs from there. The fast
 * version: ../local/hillClimbing.ts.
 */
import { seededRandom } from '../../random';
import { RESTART_SCRAMBLE } from '../local/hillClimbing';
import { localOf } from '../run';
import type { FinalEvent } from '../types';
import { awayFrom, byH, move, stepLimit, stuckWith } from './localSteps';
import type { Node, Problem, TextbookSearch } from './problem';
import { Tally, actionOf, childOf, generated, info, isGoal, pathTo, rootNode, stepsOf } from './problem';

export function* hillClimbing(problem: Problem): TextbookSearch {
  const tally = new Tally(problem);
  const random = seededRandom(problem.options.seed);
  const { sideways: maxSideways, restarts } = localOf(problem.options);
  let current = rootNode(problem, byH);
  let scramble: Scramble | null = null; // the last restart's scrambled start, if any
  let sidewaysInRow = 0;
  let restart = 0;
  yield tally.start(current); // @line init
  for (;;) {
    const reason = stepLimit(tally, problem, length(current, scramble));
    if (reason !== null) return reason; // @line limit
    tally.expanded++;
    yield { type: 'expand', node: info(current) }; // @line pop
    if (isGoal(problem, current)) return solvedFrom(tally, current, scramble); // @line goal-test
    const neighbours = stepsOf(problem, current).map((step) => childOf(problem, current, step, tally.newId(), byH));
    const lowest = Math.min(...neighbours.map((n) => n.h));
    const bests = neighbours.filter((n) => n.h === lowest);
    const best = bests.length === 1 ? bests[0] : bests[Math.floor(random() * bests.length)];
    const better = best !== undefined && best.h < current.h;
    const taken = better || (best?.h === current.h && sidewaysInRow < maxSideways) ? best : null;
    for (const n of neighbours) {
      if (n === taken)
        yield generated(n, 'new'); // @line push
      else yield generated(n, 'rejected'); // @line reject
    }
    const progress = tally.progress();
    if (progress !== null) yield progress; // @line progress
    if (taken !== null) {
      yield move(taken, better ? 'better' : 'sideways', taken.h - current.h); // @line move
      sidewaysInRow = better ? 0 : sidewaysInRow + 1;
      current = taken;
      tally.note(1, length(current, scramble));
      continue;
    }
    const stuck = best?.h === current.h ? 'plateau' : 'local-minimum';
    if (restart >= restarts) return stuckWith(tally, restarts > 0 ? 'out-of-restarts' : stuck); // @line exhausted
    restart++;
    scramble = scrambled(problem, random, tally.newId());
    current = scramble.root;
    sidewaysInRow = 0;
    yield { type: 'restart', restart, reason: stuck, scramble: scramble.actions.length, root: info(current) }; // @line restart
  }
}

/** Nodes kept since the last restart: the path the answer is read from. */
function length(current: Node, scramble: Scramble | null): number {
  return current.depth - (scramble?.root.depth ?? 0) + 1;
}

interface Scramble {
  readonly root: Node;
  readonly actions: readonly string[];
}

/**
 * The start scrambled by RESTART_SCRAMBLE random steps (never straight back, unless that is the
 * only way on; fewer if a dead end stops it): a new root.
 */
function scrambled(problem: Problem, random: () => number, id: number): Scramble {
  let node = rootNode(problem, byH);
  const taken: string[] = [];
  for (let i = 0; i < RESTART_SCRAMBLE; i++) {
    const steps = awayFrom(problem, node);
    if (steps.length === 0) break;
    node = childOf(problem, node, steps[Math.floor(random() * steps.length)], id, byH);
    taken.push(actionOf(node)!);
  }
  return { root: { ...node, parent: null, move: null, action: null }, actions: taken };
}

/**
 * The actions from the start (a restart's scramble first); the ids from the last (re)start. The
 * scrambled root keeps the scramble's g, so the goal's g is the whole path's cost.
 */
function solvedFrom(tally: Tally, goal: Node, scramble: Scramble | null): FinalEvent {
  const path = pathTo(goal);
  const climb = path.slice(1).map((n) => actionOf(n)!);
  return tally.solvedWith(
    [...(scramble?.actions ?? []), ...climb],
    path.map((n) => n.id),
    goal.g,
  );
}
