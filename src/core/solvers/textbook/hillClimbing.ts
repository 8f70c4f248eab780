/**
 * Steepest-ascent hill climbing as AIMA's chapter 4 writes it, h minimised, with sideways moves
 * (up to `sideways` in a row) and random restarts (`restarts`). Each step expands the current
 * node, looks at every neighbour and takes the best (ties at random, seeded), or stops. The
 * start is given, so a restart cannot draw a new random board as the 8-queens one does: it
 * scrambles the start board by RESTART_SCRAMBLE random moves and climbs from there. The fast
 * version: ../local/hillClimbing.ts.
 */
import { OPPOSITE, legalMoves, type Direction } from '../../puzzle';
import { seededRandom } from '../../random';
import { RESTART_SCRAMBLE } from '../local/hillClimbing';
import { localOf } from '../run';
import type { FinalEvent } from '../types';
import { byH, move, stepLimit, stuckWith } from './localSteps';
import type { Node, Problem, TextbookSearch } from './problem';
import { Tally, childOf, generated, info, pathTo, rootNode } from './problem';

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
    if (current.key === problem.goalKey) return solvedFrom(tally, current, scramble); // @line goal-test
    const neighbours = legalMoves(problem.puzzle, current.tiles).map((m) =>
      childOf(problem, current, m, tally.newId(), byH),
    );
    const lowest = Math.min(...neighbours.map((n) => n.h));
    const bests = neighbours.filter((n) => n.h === lowest);
    const best = bests.length === 1 ? bests[0] : bests[Math.floor(random() * bests.length)];
    const better = best.h < current.h;
    const taken = better || (best.h === current.h && sidewaysInRow < maxSideways) ? best : null;
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
    const stuck = best.h === current.h ? 'plateau' : 'local-minimum';
    if (restart >= restarts) return stuckWith(tally, restarts > 0 ? 'out-of-restarts' : stuck); // @line exhausted
    restart++;
    scramble = scrambled(problem, random, tally.newId());
    current = scramble.root;
    sidewaysInRow = 0;
    yield { type: 'restart', restart, reason: stuck, scramble: RESTART_SCRAMBLE, root: info(current) }; // @line restart
  }
}

/** Nodes kept since the last restart: the path the answer is read from. */
function length(current: Node, scramble: Scramble | null): number {
  return current.g - (scramble?.root.g ?? 0) + 1;
}

interface Scramble {
  readonly root: Node;
  readonly moves: readonly Direction[];
}

/** The start board scrambled by RESTART_SCRAMBLE random moves (never straight back): a new root. */
function scrambled(problem: Problem, random: () => number, id: number): Scramble {
  let node = rootNode(problem, byH);
  const taken: Direction[] = [];
  for (let i = 0; i < RESTART_SCRAMBLE; i++) {
    const back = node.move === null ? null : OPPOSITE[node.move];
    const moves = legalMoves(problem.puzzle, node.tiles).filter((m) => m !== back);
    taken.push(moves[Math.floor(random() * moves.length)]);
    node = childOf(problem, node, taken[i], id, byH);
  }
  return { root: { ...node, parent: null, move: null }, moves: taken };
}

/** The moves from the start board (a restart's scramble first); the ids from the last (re)start. */
function solvedFrom(tally: Tally, goal: Node, scramble: Scramble | null): FinalEvent {
  const path = pathTo(goal);
  const climb = path.slice(1).map((n) => n.move!);
  return tally.solvedWith(
    [...(scramble?.moves ?? []), ...climb],
    path.map((n) => n.id),
  );
}
