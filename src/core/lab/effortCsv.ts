/**
 * The lab's effort table as CSV, to lay beside a textbook's table or load into a spreadsheet:
 * one line per distance, and per heuristic the mean nodes generated and expanded and b* from
 * each. The header is plain ASCII and the same in every language (it names columns for a
 * program, not a reader); the numbers use a dot and no grouping, whatever the page's language.
 */
import type { HeuristicId } from '../events';
import type { ExpansionRow } from './expansions';

const COUNT_DIGITS = 2;
const BRANCHING_DIGITS = 4;

export function effortCsvHeader(ids: readonly HeuristicId[]): string[] {
  return [
    'depth',
    'boards',
    ...ids.flatMap((id) => [`${id}_generated`, `${id}_expanded`, `${id}_bstar_generated`, `${id}_bstar_expanded`]),
  ];
}

const number = (value: number | null, digits: number) =>
  value === null || !Number.isFinite(value) ? '' : value.toFixed(digits);

export function effortCsv(ids: readonly HeuristicId[], rows: readonly ExpansionRow[]): string {
  const lines = [effortCsvHeader(ids).join(',')];
  for (const row of rows) {
    const cells = [String(row.distance), String(row.boards)];
    ids.forEach((_, a) => {
      cells.push(
        number(row.meanGenerated[a], COUNT_DIGITS),
        number(row.meanExpanded[a], COUNT_DIGITS),
        number(row.branchingGenerated[a], BRANCHING_DIGITS),
        number(row.branching[a], BRANCHING_DIGITS),
      );
    });
    lines.push(cells.join(','));
  }
  return `${lines.join('\n')}\n`;
}
