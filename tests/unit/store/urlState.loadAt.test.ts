import { describe, expect, it } from 'vitest';
import { DEFAULT_SETUP, useRunStore } from '../../../src/store/runStore';
import { readScenario, writeScenario } from '../../../src/links';

/** The parts of a view a link must reproduce. */
function picture() {
  const s = useRunStore.getState();
  const v = s.view!;
  return {
    cursor: s.cursor,
    counters: v.counters,
    current: v.current,
    frontier: v.frontier.slice(0, v.frontier.size),
  };
}

async function settled() {
  while (useRunStore.getState().draining) await new Promise((r) => setTimeout(r, 5));
}

describe('runStore.loadAt: a link replays the same run to the same step', () => {
  it('equals stepping there by hand', () => {
    const setup = { ...DEFAULT_SETUP, algorithm: 'astar' as const };
    useRunStore.getState().load(setup);
    for (let i = 0; i < 56; i++) useRunStore.getState().stepForward();
    const byHand = picture();
    expect(byHand.cursor).toBe(57);

    // Through the link's own text, as another browser would read it.
    const link = writeScenario({ mode: 'visualize', setup: useRunStore.getState().setup, step: 57 });
    const { scenario } = readScenario(link);
    useRunStore.getState().loadAt(scenario!.setup!, scenario!.step!);
    expect(useRunStore.getState().draining).toBe(false); // a near step lands at once
    expect(picture()).toEqual(byHand);
  });

  it('a far step is reached in slices, then matches a plain seek', async () => {
    const setup = { ...DEFAULT_SETUP, start: [0, 5, 2, 7, 6, 3, 4, 1, 8], algorithm: 'bfs' as const };
    useRunStore.getState().loadAt(setup, 60_000);
    await settled();
    const linked = picture();
    expect(linked.cursor).toBe(60_000);
    useRunStore.getState().load(setup);
    useRunStore.getState().seek(60_000);
    expect(picture()).toEqual(linked);
  });

  it('a step past the end stops at the last event', async () => {
    useRunStore.getState().loadAt({ ...DEFAULT_SETUP, start: [1, 2, 3, 4, 5, 6, 7, 0, 8] }, 9_999);
    await settled();
    const s = useRunStore.getState();
    expect(s.finished).toBe(true);
    expect(s.cursor).toBe(s.recorded);
    expect(s.cursor).toBeLessThan(9_999);
  });

  it('pausing during the replay stops it where it is', async () => {
    const setup = { ...DEFAULT_SETUP, start: [0, 5, 2, 7, 6, 3, 4, 1, 8], algorithm: 'bfs' as const };
    useRunStore.getState().loadAt(setup, 400_000);
    useRunStore.getState().pause();
    const at = useRunStore.getState().cursor;
    await new Promise((r) => setTimeout(r, 30));
    expect(useRunStore.getState().cursor).toBe(at);
    expect(useRunStore.getState().draining).toBe(false);
  });
});
