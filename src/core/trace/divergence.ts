/**
 * Where a student's trace first parts from the reference, on compare mode's clock: the line of
 * the checker's first problem (the first expansion the reference's order does not allow, a wrong
 * g or h, a missed goal ...) taken to the event it became, and that event to the clock at which
 * compare mode first shows it. The clock counts expansions: clock E shows the E-th expansion
 * with all the children generated under it (compareSession.ts), so an event is on screen from
 * the clock that is the number of expansions up to and including it.
 */
import type { SearchEventType } from '../events';

export interface Divergence {
  /** The compare clock (expansions done) at which the first difference is on screen. */
  readonly clock: number;
  /** The trace's line the checker named. */
  readonly line: number;
  /** The event the difference is shown at (the line's own, or the last before it that is one). */
  readonly event: number;
}

/** The events of a trace, by type only (a replayer's log answers this). */
export interface EventTypes {
  readonly length: number;
  eventType(index: number): SearchEventType;
}

/**
 * The first difference, or null when the checker found none. A line that became no event (the
 * end of a trace that was cut off) is shown at the nearest event before it.
 */
export function firstDivergence(
  problemLine: number | null,
  eventOfLine: (line: number) => number | null,
  events: EventTypes,
): Divergence | null {
  if (problemLine === null || events.length === 0) return null;
  let event: number | null = null;
  for (let line = problemLine; line >= 1 && event === null; line--) event = eventOfLine(line);
  const at = Math.min(event ?? events.length - 1, events.length - 1);
  let clock = 0;
  for (let i = 0; i <= at; i++) if (events.eventType(i) === 'expand') clock++;
  return { clock, line: problemLine, event: at };
}
