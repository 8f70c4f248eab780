/**
 * What the textbook local searches share (hillClimbing.ts, annealing.ts, randomWalk.ts): the
 * h-only evaluation, the 'move' event, the step cap with the budget, the 'stuck' ending, and the
 * steps that do not turn straight back.
 */
import type { LocalMoveKind, SearchEvent } from '../../events';
import type { FinalEvent } from '../types';
import type { Step } from '../../domain/types';
import type { Node, Problem, State, Tally } from './problem';
import { info, stepsOf } from './problem';

/** A local search orders nothing by g: f = h. */
export const byH = (_g: number, h: number) => h;

export function move(node: Node, kind: LocalMoveKind, delta: number): Extract<SearchEvent, { type: 'move' }> {
  return { type: 'move', node: info(node), kind, delta };
}

export /** The step cap (`maxIterations`) and the budget, checked before each step. */
function stepLimit(tally: Tally, problem: Problem, memory: number): FinalEvent | null {
  const reason = tally.expanded >= problem.options.maxIterations ? 'expansions' : tally.limitReached(memory);
  return reason === null ? null : tally.limit(reason);
}

/**
 * The steps out of a node that do not lead straight back to its parent's state (on the puzzle:
 * every blank move but the one undoing the last); all of them when that is the only way on.
 */
export function awayFrom(problem: Problem, node: Node): Step<State>[] {
  const steps = stepsOf(problem, node);
  const back = node.parent?.key;
  const away = steps.filter((step) => problem.domain.key(step.state) !== back);
  return away.length > 0 ? away : steps;
}

export function stuckWith(tally: Tally, stuck: Extract<FinalEvent, { type: 'exhausted' }>['stuck']): FinalEvent {
  return { type: 'exhausted', stats: tally.stats(), stuck };
}
