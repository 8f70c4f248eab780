/**
 * Builds a layout's tables: the breadth-first work of `buildTable`, pattern after pattern, with
 * one progress bar over the whole set. Apart from `databaseSet.ts` so that knowing a layout
 * (the page asks before every pattern-database run) does not download the builder.
 */
import type { PatternDatabaseSet, PdbBuildProgress, PdbLayout } from './databaseSet';
import { layoutEntries } from './databaseSet';
import { buildTable } from './buildTable';
import { packTables } from './frame';
import { placementCount } from './rank';

/** Builds every table of the layout, yielding progress between chunks of work. */
export function* buildLayout(layout: PdbLayout): Generator<PdbBuildProgress, PatternDatabaseSet> {
  const total = layoutEntries(layout);
  const patterns = layout.patterns.length;
  const tables: Uint8Array[] = [];
  let before = 0;
  for (let p = 0; p < patterns; p++) {
    const cells = layout.patterns[p];
    yield { type: 'progress', pattern: p, patterns, done: before, total };
    const build = buildTable(layout.rows, layout.cols, layout.blankCell, cells);
    for (;;) {
      const step = build.next();
      if (step.done) {
        tables.push(step.value);
        break;
      }
      yield { type: 'progress', pattern: p, patterns, done: before + step.value.done, total };
    }
    before += placementCount(layout.rows * layout.cols, cells.length);
  }
  yield { type: 'progress', pattern: patterns - 1, patterns, done: total, total };
  // One buffer for the whole set, so the search reads it without a second copy (frame.ts).
  return { ...layout, tables: packTables(tables) };
}
