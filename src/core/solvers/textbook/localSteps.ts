/**
 * What the textbook local searches share (hillClimbing.ts, annealing.ts): the h-only evaluation,
 * the 'move' event, the step cap with the budget, and the 'stuck' ending.
 */
import type { LocalMoveKind, SearchEvent } from '../../events';
import type { FinalEvent } from '../types';
import type { Node, Problem, Tally } from './problem';
import { info } from './problem';

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

export function stuckWith(tally: Tally, stuck: Extract<FinalEvent, { type: 'exhausted' }>['stuck']): FinalEvent {
  return { type: 'exhausted', stats: tally.stats(), stuck };
}
