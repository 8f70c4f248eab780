/**
 * A local search's log read as its h trace: one point per step (the h of the board expanded),
 * the steps where it restarted, moved sideways (a plateau) or accepted a worse move, and where
 * it stopped stuck. For the local-search panel's chart; a pure function of the log to a cursor.
 */
import type { LocalStuck, SearchEvent } from '../events';

export interface LocalTrace {
  /** [step, h] for every expansion so far (step from 1). */
  readonly points: { x: number; y: number }[];
  readonly restarts: number[];
  /** Steps whose move was sideways (h kept): the plateaus. */
  readonly sideways: number[];
  /** Steps whose move was worse and accepted (annealing). */
  readonly worse: number[];
  /** The step the run stopped at without the goal, and why; null while running or solved. */
  readonly stuck: { step: number; reason: LocalStuck } | null;
}

export function localTrace(event: (i: number) => SearchEvent, cursor: number): LocalTrace {
  const trace: LocalTrace = { points: [], restarts: [], sideways: [], worse: [], stuck: null };
  let step = 0;
  for (let i = 0; i < cursor; i++) {
    const e = event(i);
    if (e.type === 'expand') trace.points.push({ x: ++step, y: e.node.h });
    else if (e.type === 'restart') trace.restarts.push(step);
    else if (e.type === 'move' && e.kind === 'sideways') trace.sideways.push(step);
    else if (e.type === 'move' && e.kind === 'worse') trace.worse.push(step);
    else if (e.type === 'exhausted' && e.stuck) return { ...trace, stuck: { step, reason: e.stuck } };
  }
  return trace;
}
