import { describe, expect, it } from 'vitest';
import type { PaneSession } from '../../../src/store/compareSession';
import { compareTimeline } from '../../../src/store/compareTimeline';

/**
 * A pane that records one expansion per 10 events and costs `msPerEvent` on the shared fake
 * clock: just what the timeline's walk reads.
 */
function fakePane(clock: { ms: number }, msPerEvent: number, totalExpansions: number) {
  const pane = {
    events: 0,
    calls: 0,
    get knownClock() {
      return Math.floor(pane.events / 10);
    },
    get ended() {
      return pane.knownClock >= totalExpansions;
    },
    get expansions() {
      return Math.min(pane.knownClock, totalExpansions);
    },
    waiting: false,
    mayLeaveRoom: true,
    needs(at: number) {
      return !pane.ended && pane.knownClock <= at;
    },
    record(count: number) {
      pane.calls++;
      pane.events += count;
      clock.ms += count * msPerEvent;
      return count;
    },
  };
  return pane;
}

describe('compare timeline: recording within a slice', () => {
  it('keeps to the slice: batches are sized to the time left, not four panes of a fixed batch', () => {
    const clock = { ms: 0 };
    const panes = [0, 1, 2, 3].map(() => fakePane(clock, 0.02, 1e9)); // 256 events = 5 ms a pane
    const timeline = compareTimeline(panes as unknown as PaneSession[], () => clock.ms);
    for (let frame = 0; frame < 50; frame++) {
      const began = clock.ms;
      timeline.reach(0, Number.MAX_SAFE_INTEGER, began + 8);
      expect(clock.ms - began, `frame ${frame}`).toBeLessThanOrEqual(8 + 256 * 0.02);
    }
    // Once the cost of an event is known, a slice ends within a batch sized to what was left.
    const began = clock.ms;
    timeline.reach(0, Number.MAX_SAFE_INTEGER, began + 8);
    expect(clock.ms - began).toBeLessThanOrEqual(8 * 1.1);
  });

  it('never starves the last panes when a slice ends after the first ones: the clock moves on', () => {
    const clock = { ms: 0 };
    // Slow panes: a slice holds about one batch.
    const panes = [0, 1, 2, 3].map(() => fakePane(clock, 0.5, 1e9));
    const timeline = compareTimeline(panes as unknown as PaneSession[], () => clock.ms);
    let shown = 0;
    for (let frame = 0; frame < 200; frame++) shown = timeline.reach(shown, Number.MAX_SAFE_INTEGER, clock.ms + 8);
    for (const pane of panes) expect(pane.calls).toBeGreaterThan(30);
    expect(shown, 'the slowest pane’s clock advanced').toBeGreaterThan(0);
  });

  it('with no deadline (a step or a seek) records every pane up to the target', () => {
    const clock = { ms: 0 };
    const panes = [0, 1, 2].map(() => fakePane(clock, 0.01, 1e9));
    const timeline = compareTimeline(panes as unknown as PaneSession[], () => clock.ms);
    expect(timeline.reach(0, 500, Infinity)).toBe(500);
    for (const pane of panes) expect(pane.knownClock).toBeGreaterThan(500);
  });
});
