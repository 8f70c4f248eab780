// @vitest-environment jsdom
/**
 * The pseudocode panel stays cheap while a run plays: when the cursor moves, only the line that
 * loses the highlight and the line that gains it re-render (the others are memoised), and a
 * step that stays on the same line re-renders no line at all. Renders are counted through the
 * translation hook every line calls, by the component that called it. And it shows the version
 * the run follows: IDA* with pattern databases is Korf's, with its move-back check.
 */
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchEvent } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { createReplayer } from '../../../src/core/replay';
import { lineOf } from '../../../src/core/solvers/textbook/lines';
import type { Puzzle } from '../../../src/core/puzzle';
import { startSearch } from '../../../src/core/solvers';

/** The first `limit` events of A* + Manhattan on `start`, as the page records them. */
export function coreEventsFor(puzzle: Puzzle, start: number[], limit: number): SearchEvent[] {
  const started = startSearch(puzzle, start, { algorithm: 'astar', heuristic: 'manhattan', trace: 'all' });
  if (!started.ok) throw new Error('refused');
  const out: SearchEvent[] = [];
  for (const e of started.search) {
    out.push(e);
    if (out.length >= limit) break;
  }
  return out;
}

const rendered: string[] = [];

vi.mock('react-i18next', () => ({
  useTranslation: () => {
    const caller = /at (\w+)/.exec(new Error().stack?.split('\n')[2] ?? '')?.[1] ?? '?';
    rendered.push(caller);
    return { t: (key: string) => key, i18n: { language: 'en' } };
  },
}));

const { PseudocodePanel } = await import('../../../src/ui/pseudocode/PseudocodePanel');
const { pseudocodeInput } = await import('../../../src/ui/pseudocode/pseudocodeInput');

afterEach(() => {
  rendered.length = 0;
});

describe('pseudocode panel renders', () => {
  const puzzle = makePuzzle(3, 3);
  const events: SearchEvent[] = coreEventsFor(puzzle, [8, 1, 3, 4, 0, 2, 7, 6, 5], 40);
  const replayer = createReplayer('astar');
  replayer.append(events);
  const inputAt = (cursor: number) => pseudocodeInput(replayer.seek(cursor), { puzzle, heuristic: 'manhattan' }, null)!;
  const lineRenders = () => rendered.filter((c) => c === 'CodeLine').length;

  it('re-renders two lines when the highlight moves, none when it stays', () => {
    const view = render(<PseudocodePanel input={inputAt(2)} />);
    expect(lineRenders()).toBeGreaterThan(10);
    // Find a step that changes line and one that does not.
    let moved = -1;
    let stayed = -1;
    for (let c = 3; c < events.length && (moved < 0 || stayed < 0); c++) {
      const same = lineOf('astar', events[c - 1]) === lineOf('astar', events[c - 2]);
      if (same && stayed < 0) stayed = c;
      if (!same && moved < 0) moved = c;
    }
    expect(moved).toBeGreaterThan(0);
    expect(stayed).toBeGreaterThan(0);
    for (const [cursor, lines] of [
      [moved - 1, -1],
      [moved, 2],
      [stayed - 1, -1],
      [stayed, 0],
    ] as const) {
      rendered.length = 0;
      act(() => view.rerender(<PseudocodePanel input={inputAt(cursor)} />));
      if (lines >= 0) expect(lineRenders(), `cursor ${cursor}`).toBe(lines);
      // The values beside the line do follow every step.
      expect(rendered).toContain('PseudocodeValues');
    }
  });
});

describe("pseudocode panel for IDA* with pattern databases (Korf's IDA*)", () => {
  it('highlights the move-back check for a dropped child, and shows no path check', () => {
    const puzzle = makePuzzle(3, 3);
    const started = startSearch(puzzle, [8, 1, 3, 4, 0, 2, 7, 6, 5], {
      algorithm: 'idastar',
      heuristic: 'pdb',
      trace: 'all',
    });
    if (!started.ok) throw new Error('refused');
    const events: SearchEvent[] = [];
    for (const e of started.search) {
      events.push(e);
      if (events.length >= 200) break;
    }
    const cycle = events.findIndex((e) => e.type === 'generate' && e.outcome === 'cycle');
    expect(cycle).toBeGreaterThan(0);
    const replayer = createReplayer('idastar');
    replayer.append(events);
    const view = render(
      <PseudocodePanel input={pseudocodeInput(replayer.seek(cycle + 1), { puzzle, heuristic: 'pdb' }, null)!} />,
    );
    const current = view.container.querySelector('[aria-current="step"]');
    expect(current?.getAttribute('data-line')).toBe('undo');
    expect(current?.textContent).toContain("undoes node's last move");
    expect(view.container.textContent).not.toContain('is on path');
  });
});
