/**
 * The pass table (issue #20, item 5): at every cursor, the rows the pass log gives equal the
 * passes folded from the first `cursor` events alone, the last one being the pass in progress,
 * and the replay view's live iteration agrees with it.
 */
import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../../src/core/events';
import { createReplayer, type PassRow } from '../../../src/core/replay';
import { recordRun, scrambled } from './replayFixtures';

/** expected[k]: the passes of events [0, k), folded from scratch (one fold, copied at each k). */
function naiveRows(events: readonly SearchEvent[]): PassRow[][] {
  const rows: { -readonly [K in keyof PassRow]: PassRow[K] }[] = [];
  const expected: PassRow[][] = [[]];
  for (const e of events) {
    const row = rows[rows.length - 1];
    if (e.type === 'iteration') {
      if (row) row.done = true;
      rows.push({ pass: e.pass, bound: e.bound, pruned: 0, nextBound: Infinity, expanded: 0, done: false });
    } else if (row && e.type === 'expand') row.expanded++;
    else if (row && e.type === 'generate' && e.outcome === 'pruned') {
      row.pruned++;
      row.nextBound = Math.min(row.nextBound, e.node.f);
    }
    expected.push(rows.map((r) => ({ ...r })));
  }
  return expected;
}

describe('pass log', () => {
  for (const algorithm of ['idastar', 'iddfs'] as const) {
    it(`${algorithm}: the rows at every cursor, forward and back`, () => {
      const { puzzle, start } = scrambled(3, 3, 40, 21);
      const { events } = recordRun(algorithm, puzzle, start, { maxExpansions: algorithm === 'iddfs' ? 800 : 4000 });
      const replayer = createReplayer(algorithm);
      replayer.append(events);
      expect(replayer.passes.length).toBeGreaterThan(2);
      const expected = naiveRows(events);
      const cursors = [...Array(events.length + 1).keys()];
      for (const cursor of [...cursors, ...cursors.reverse()]) {
        const view = replayer.seek(cursor);
        const rows = replayer.passes.rowsAt(cursor, view.iteration);
        expect(rows).toEqual(expected[cursor]);
      }
    });
  }

  it('crossing a pass boundary adds a row; stepping back removes it', () => {
    const { puzzle, start } = scrambled(3, 3, 40, 21);
    const { events } = recordRun('idastar', puzzle, start, { maxExpansions: 4000 });
    const replayer = createReplayer('idastar');
    replayer.append(events);
    const second = events.findIndex((e) => e.type === 'iteration' && e.pass === 2);
    const before = replayer.passes.rowsAt(second, replayer.seek(second).iteration);
    const after = replayer.passes.rowsAt(second + 1, replayer.seek(second + 1).iteration);
    expect(before.map((r) => [r.pass, r.done])).toEqual([[1, false]]);
    expect(after.map((r) => [r.pass, r.done])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(after[0].nextBound).toBe(after[1].bound);
  });

  it('other searches have no passes', () => {
    const { puzzle, start } = scrambled(3, 3, 40, 21);
    const { events } = recordRun('astar', puzzle, start, { maxExpansions: 300 });
    const replayer = createReplayer('astar');
    replayer.append(events);
    expect(replayer.passes.rowsAt(events.length, replayer.seek(events.length).iteration)).toEqual([]);
  });
});
