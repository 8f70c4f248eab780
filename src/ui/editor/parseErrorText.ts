/**
 * A parser refusal in the reader's language, built from the error's fields (the core's own
 * message is English only): cells counted from 1 as people count them, lists joined the way
 * the language joins them ("5 and 6", "5、6").
 */
import type { TFunction } from 'i18next';
import { readCells, type ParseError } from '../../core/parse';

/** Items joined the way the language joins a list ("5 and 6", "5、6"). */
export function joinList(items: string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** The board's cell count when it can be told from what was typed (for "tiles go from 1 to n-1"). */
function guessCells(input: string | undefined, shape?: { rows: number; cols: number }): number | null {
  if (shape) return shape.rows * shape.cols;
  const cells = input === undefined ? null : readCells(input);
  if (!cells) return null;
  if (cells.length > 1) return cells.length * cells[0].length;
  const n = cells[0].length;
  for (const count of [n, n + 1]) if (Number.isInteger(Math.sqrt(count))) return count;
  return null;
}

export function parseErrorText(
  t: TFunction,
  language: string,
  error: ParseError,
  context: { input?: string; shape?: { rows: number; cols: number } } = {},
): string {
  const cell = error.index !== undefined ? error.index + 1 : undefined;
  const cells = error.cells
    ? joinList(
        error.cells.map((c) => String(c + 1)),
        language,
      )
    : undefined;
  switch (error.code) {
    case 'not-a-number':
      return t('parseError.not-a-number', { token: clip(error.token ?? ''), cell });
    case 'out-of-range': {
      const n = guessCells(context.input, context.shape);
      return n
        ? t('parseError.out-of-range', { tile: error.tile, cell, max: n - 1 })
        : t('parseError.out-of-range-any', { tile: error.tile, cell });
    }
    case 'duplicate-tile':
      return t('parseError.duplicate-tile', { tile: error.tile, cells }) + displaced(t, language, error.missing);
    case 'two-blanks':
      return t('parseError.two-blanks', { count: error.got, cells });
    case 'missing-tile':
      return t('parseError.missing-tile', { tile: error.tile });
    case 'wrong-count':
      // A caller's own check may raise it without the counts: its English message says it all.
      return error.expected === undefined
        ? error.message
        : t('parseError.wrong-count', { expected: error.expected, got: error.got });
    case 'ragged-rows':
      return error.index !== undefined && error.expected !== undefined
        ? t('parseError.ragged-rows', { row: error.index + 1, got: error.got, expected: error.expected })
        : t('parseError.ragged-any');
    case 'size-unknown':
      return t('parseError.size-unknown', { count: error.got });
    case 'unbalanced-brackets': {
      const at = (error.position ?? 0) + 1;
      if (error.opening)
        return t('parseError.bracket-mismatched', {
          token: error.token,
          at,
          opening: error.opening.token,
          from: error.opening.position + 1,
        });
      const opens = error.token === '[' || error.token === '(';
      return t(opens ? 'parseError.bracket-unclosed' : 'parseError.bracket-stray', { token: error.token, at });
    }
    case 'empty':
    case 'no-blank':
    case 'bad-size':
    case 'too-long':
    case 'bad-input':
      return t(`parseError.${error.code}`);
  }
}

/** What a duplicate pushed out: ", and tile 6 is missing", ", and there is no blank". */
function displaced(t: TFunction, language: string, missing: readonly number[] | undefined): string {
  if (!missing?.length) return '';
  if (missing.includes(0)) return t('parseError.duplicate-no-blank');
  const tiles = joinList(
    missing.map((m) => String(m)),
    language,
  );
  return t('parseError.duplicate-missing', { count: missing.length, tiles });
}

const clip = (s: string) => (s.length > 24 ? `${s.slice(0, 24)}…` : s);
