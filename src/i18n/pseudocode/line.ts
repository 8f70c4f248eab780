import type { LineId } from '../../core/solvers/textbook/lines';
import type { PseudoLine } from './index';

/** One pseudocode line: its ids (space-separated, '' for none) and its text, indent included. */
export function line(ids: string, text: string): PseudoLine {
  return { ids: ids === '' ? [] : (ids.split(' ') as LineId[]), text };
}
