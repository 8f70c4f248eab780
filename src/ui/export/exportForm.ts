/**
 * The export dialog's fields, checked: every refusal names the field and the reason, so the
 * dialog can say exactly what to change. Pure (unit-tested).
 */
import { EXPORT_WIDTHS } from '../../workers/frameDrawing';
import { MAX_FRAMES } from './framePlan';

export const DELAY_RANGE = { min: 20, max: 5000 } as const;
export const DEFAULT_DELAY_MS = 600;

export interface ExportForm {
  range: 'steps' | 'solution';
  from: string;
  to: string;
  width: number;
  delay: string;
  loop: boolean;
}

export type FormError =
  | { key: 'fromNotNumber' | 'toNotNumber' | 'delayNotNumber' | 'badWidth' | 'noSolution' }
  | { key: 'fromOutOfRange'; max: number }
  | { key: 'toBeforeFrom' }
  | { key: 'tooMany'; count: number; max: number }
  | { key: 'delayOutOfRange'; min: number; max: number };

export interface CheckedExport {
  range: { kind: 'steps'; from: number; to: number } | { kind: 'solution' };
  width: number;
  delayMs: number;
  loop: boolean;
}

const wholeNumber = (text: string): number | null => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : null);

/**
 * `lastStep`: the highest step a range may start at (the run's events so far, or the cap);
 * `solutionMoves`: the solution's length when the run is solved, else null.
 */
export function checkExport(
  form: ExportForm,
  limits: { lastStep: number; solutionMoves: number | null },
): { ok: true; value: CheckedExport } | { ok: false; error: FormError } {
  if (!(EXPORT_WIDTHS as readonly number[]).includes(form.width)) return { ok: false, error: { key: 'badWidth' } };
  const delayMs = wholeNumber(form.delay);
  if (delayMs === null) return { ok: false, error: { key: 'delayNotNumber' } };
  if (delayMs < DELAY_RANGE.min || delayMs > DELAY_RANGE.max) {
    return { ok: false, error: { key: 'delayOutOfRange', ...DELAY_RANGE } };
  }
  const common = { width: form.width, delayMs, loop: form.loop };
  if (form.range === 'solution') {
    if (limits.solutionMoves === null) return { ok: false, error: { key: 'noSolution' } };
    if (limits.solutionMoves + 1 > MAX_FRAMES) {
      return { ok: false, error: { key: 'tooMany', count: limits.solutionMoves + 1, max: MAX_FRAMES } };
    }
    return { ok: true, value: { range: { kind: 'solution' }, ...common } };
  }
  const from = wholeNumber(form.from);
  if (from === null) return { ok: false, error: { key: 'fromNotNumber' } };
  if (from < 1 || from > limits.lastStep) return { ok: false, error: { key: 'fromOutOfRange', max: limits.lastStep } };
  const to = wholeNumber(form.to);
  if (to === null) return { ok: false, error: { key: 'toNotNumber' } };
  if (to < from) return { ok: false, error: { key: 'toBeforeFrom' } };
  const count = to - from + 1;
  if (count > MAX_FRAMES) return { ok: false, error: { key: 'tooMany', count, max: MAX_FRAMES } };
  return { ok: true, value: { range: { kind: 'steps', from, to }, ...common } };
}
