/**
 * The counter's "go to" field: a typed step (an event, from 1) or expansion number, read into
 * the playback position that shows it, or the specific reason it cannot be gone to.
 */
import type { SearchEventType } from '../core/events';

export type GoToUnit = 'step' | 'expansion';

/** What the log offers: its recorded events, and whether they end the run. */
export interface GoToLog {
  readonly length: number;
  eventType(index: number): SearchEventType;
}

export type GoToError =
  | { reason: 'empty' }
  | { reason: 'not-a-number'; text: string }
  | { reason: 'past-end'; unit: GoToUnit; n: number; total: number }
  | { reason: 'not-recorded'; n: number; total: number };

export type GoToResult = { ok: true; position: number } | { ok: false; error: GoToError };

const WHOLE = /^\d{1,9}$/;

/** The position of the `n`-th expansion (from 1): just after its expand event. */
function expansionPosition(log: GoToLog, n: number): { position: number } | { seen: number } {
  let seen = 0;
  for (let i = 0; i < log.length; i++) {
    if (log.eventType(i) === 'expand' && ++seen === n) return { position: i + 1 };
  }
  return { seen };
}

/**
 * Reads `text` as a step or an expansion number. A step not yet recorded is recorded by the
 * seek itself; an expansion is looked for in what is recorded (a run still going may reach it).
 */
export function resolveGoTo(text: string, unit: GoToUnit, log: GoToLog, finished: boolean): GoToResult {
  const typed = text.trim().replace(/[,\s]/g, '');
  if (typed === '') return { ok: false, error: { reason: 'empty' } };
  const n = Number(typed);
  if (!WHOLE.test(typed) || n < 1) return { ok: false, error: { reason: 'not-a-number', text: text.trim() } };
  if (unit === 'step') {
    if (finished && n > log.length) return { ok: false, error: { reason: 'past-end', unit, n, total: log.length } };
    return { ok: true, position: n };
  }
  const found = expansionPosition(log, n);
  if ('position' in found) return { ok: true, position: found.position };
  return {
    ok: false,
    error: finished
      ? { reason: 'past-end', unit, n, total: found.seen }
      : { reason: 'not-recorded', n, total: found.seen },
  };
}
