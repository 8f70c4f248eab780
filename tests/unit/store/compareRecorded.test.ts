/**
 * A pane that replays a recorded search (a student's trace) instead of running its algorithm:
 * it steps on the shared clock with the others, stays through the comparison's own changes
 * (another algorithm in another pane, Reset), and goes with a comparison loaded from elsewhere.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { runToEnd, type Search } from '../../../src/core/solvers';
import { COMPARE_PRESETS, DEFAULT_PANE, presetSetup, type CompareSetup } from '../../../src/store/comparePresets';
import { useCompareStore } from '../../../src/store/compareStore';

const LESSON = presetSetup(COMPARE_PRESETS[0]);
const START = [8, 1, 3, 4, 0, 2, 7, 6, 5];
const store = () => useCompareStore.getState();
const setup: CompareSetup = {
  ...LESSON,
  start: START,
  maxExpansions: 20_000,
  panes: [
    { ...DEFAULT_PANE, algorithm: 'astar' },
    { ...DEFAULT_PANE, algorithm: 'astar' },
  ],
};

/** BFS's run on the board, as the recorded search (what pane A replays however it is set). */
const bfs = runToEnd(makePuzzle(3, 3, LESSON.goal), START, { algorithm: 'bfs', trace: 'all' }).events!;
function* replay(events: readonly SearchEvent[]): Search {
  for (const e of events) yield e;
  return undefined as never;
}
const expandedKeys = (k: number) => bfs.flatMap((e) => (e.type === 'expand' ? [e.node.key] : [])).slice(0, k);

const recorded = {
  index: 0,
  label: 'bfs.jsonl',
  search: () => replay(bfs),
  divergence: { clock: 3, line: 9, event: 8 },
  against: 'astar' as const,
};

beforeEach(() => store().pause());

describe('compare store: a recorded pane', () => {
  it('replays the recorded events on the shared clock, beside a pane that searches', () => {
    store().loadRecorded(setup, recorded);
    for (let i = 0; i < 5; i++) store().stepForward();
    const [a, b] = store().panes;
    expect(store().clock).toBe(5);
    expect(a.view!.counters.expanded).toBe(5);
    expect(a.view!.current!.key).toBe(expandedKeys(5)[4]);
    expect(b.view!.counters.expanded).toBe(5);
    expect(store().recorded?.label).toBe('bfs.jsonl');
  });

  it('stays through another algorithm in the other pane and Reset; goes with a new comparison', () => {
    store().loadRecorded(setup, recorded);
    store().setPane(1, { algorithm: 'greedy' });
    store().reset();
    expect(store().recorded).not.toBeNull();
    for (let i = 0; i < 3; i++) store().stepForward();
    expect(store().panes[0].view!.current!.key).toBe(expandedKeys(3)[2]);
    expect(store().setup.panes[1].algorithm).toBe('greedy');
    store().load(setup);
    expect(store().recorded).toBeNull();
  });

  it('goes when its pane is removed, and moves up when a pane before it is', () => {
    store().loadRecorded(
      { ...setup, panes: [...setup.panes, { ...DEFAULT_PANE, algorithm: 'bfs' }] },
      {
        ...recorded,
        index: 1,
      },
    );
    store().removePane(0);
    expect(store().recorded?.index).toBe(0);
    store().addPane();
    store().removePane(0);
    expect(store().recorded).toBeNull();
  });
});
