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

  it('never starves a pane when a slice ends after the others: the slowest records first, the clock moves on', () => {
    const clock = { ms: 0 };
    // Slow panes: a slice holds about one batch.
    const panes = [0, 1, 2, 3].map(() => fakePane(clock, 0.5, 1e9));
    const timeline = compareTimeline(panes as unknown as PaneSession[], () => clock.ms);
    let shown = 0;
    for (let frame = 0; frame < 200; frame++) shown = timeline.reach(shown, Number.MAX_SAFE_INTEGER, clock.ms + 8);
    for (const pane of panes) expect(pane.calls).toBeGreaterThan(30);
    expect(shown, 'the slowest pane’s clock advanced').toBeGreaterThan(0);
  });

  it('keeps the panes in step: the clock shows nearly all that was recorded', () => {
    const clock = { ms: 0 };
    const panes = [0, 1, 2, 3].map(() => fakePane(clock, 0.02, 1e9));
    const timeline = compareTimeline(panes as unknown as PaneSession[], () => clock.ms);
    let shown = 0;
    for (let frame = 0; frame < 60; frame++) shown = timeline.reach(shown, Number.MAX_SAFE_INTEGER, clock.ms + 8);
    const clocks = panes.map((p) => p.knownClock);
    // Each pane at most a batch (256 events, 25 expansions) ahead of the slowest.
    expect(Math.max(...clocks) - Math.min(...clocks)).toBeLessThanOrEqual(26);
    // 60 slices of 8 ms at 0.02 ms an event, 10 events an expansion, over 4 panes: 600 at most.
    expect(shown).toBeGreaterThan(500);
  });

  it('with no deadline (a step or a seek) records every pane up to the target', () => {
    const clock = { ms: 0 };
    const panes = [0, 1, 2].map(() => fakePane(clock, 0.01, 1e9));
    const timeline = compareTimeline(panes as unknown as PaneSession[], () => clock.ms);
    expect(timeline.reach(0, 500, Infinity)).toBe(500);
    for (const pane of panes) expect(pane.knownClock).toBeGreaterThan(500);
  });
});

describe('compare timeline: the frame’s replay is part of the slice', () => {
  /** A pane as above whose views cost `replayMsPerEvent` an event replayed forward. */
  function replayingPane(clock: { ms: number }, msPerEvent: number, replayMsPerEvent: number) {
    const pane = fakePane(clock, msPerEvent, 1e9);
    let at = 0;
    return Object.assign(pane, {
      refusal: null,
      finished: false,
      tooLarge: false,
      get recorded() {
        return pane.events;
      },
      cursorAt: (shown: number) => Math.min(pane.events, shown * 10),
      replayer: {
        seek(cursor: number) {
          clock.ms += Math.max(0, cursor - at) * replayMsPerEvent;
          at = cursor;
          return null;
        },
      },
    });
  }

  it('records less when replaying what it recorded costs time too: recording and the frame keep to the slice', () => {
    const clock = { ms: 0 };
    // Replaying an event costs 60% of recording it, as on the 8-puzzle.
    const panes = [0, 1, 2, 3].map(() => replayingPane(clock, 0.02, 0.012));
    const timeline = compareTimeline(panes as unknown as PaneSession[], () => clock.ms);
    let shown = 0;
    const spent: number[] = [];
    for (let frame = 0; frame < 60; frame++) {
      const began = clock.ms;
      shown = timeline.reach(shown, Number.MAX_SAFE_INTEGER, began + 8);
      timeline.frame(shown);
      spent.push(clock.ms - began);
    }
    // Once both costs are measured, a frame's recording and replay end within a batch of the slice.
    for (const [frame, ms] of spent.slice(10).entries()) expect(ms, `frame ${frame + 10}`).toBeLessThanOrEqual(8 * 1.2);
    // 60 slices of 8 ms at 0.032 ms an event recorded and replayed, over 4 panes: 375 at most.
    expect(shown, 'the clock moves on').toBeGreaterThan(300);
  });
});
