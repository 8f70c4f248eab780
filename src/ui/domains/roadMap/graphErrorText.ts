/**
 * A road map's refusal in the reader's language, from the parser's fields (its own message is
 * English only): the line, the token, and what was expected there. What was expected follows
 * from the kind of line and the token's place on it, read again from the text the error is about.
 */
import type { TFunction } from 'i18next';
import type { GraphParseError } from '../../../core/domain/graph';

/** The place on a line of each kind, and what belongs there. */
const EXPECTED: Record<'road' | 'h' | 'goal' | 'position', readonly string[]> = {
  road: ['road', 'to', 'length'],
  h: ['road', 'hCity', 'hValue'],
  goal: ['road', 'goalCity'],
  position: ['city', 'something', 'x', 'y'],
};

function expectedAt(error: GraphParseError, text: string): string {
  const raw = text.split(/\r\n|\r|\n/)[error.line - 1] ?? '';
  const hash = raw.indexOf('#');
  const tokens = (hash < 0 ? raw : raw.slice(0, hash)).split(/\s+/).filter((t) => t !== '');
  const kind = tokens[0] === 'h' ? 'h' : tokens[0] === 'goal' ? 'goal' : tokens[1] === '@' ? 'position' : 'road';
  const at = error.token === null ? tokens.length : tokens.indexOf(error.token);
  return EXPECTED[kind][at] ?? 'something';
}

export function graphErrorText(t: TFunction, error: GraphParseError, text: string): string {
  const what = t(`mapEditors.roadMap.error.${error.code}`, {
    token: error.token ?? '',
    expected: t(`mapEditors.roadMap.expected.${expectedAt(error, text)}`),
  });
  return error.line > 0 ? t('mapEditors.roadMap.lineError', { line: error.line, what }) : what;
}
