import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOP_SPEED_SLICE_MS,
  TOP_SPEED_REPAINT_MS,
  createPlaybackDriver,
  type PlaybackHooks,
  type PlaybackMode,
} from '../../../src/store/playbackDriver';
import { FRAME_SCRIPT_MS } from '../../../src/store/frameBudget';
import { nextFrame, nextTask, type Clock } from '../../../src/store/frameClock';

/**
 * A fake store: a position that moves toward `end`, at most `perCall` units per advance. With
 * `renderMs`, a recording advance takes its slice plus that long on the driver's clock, as the
 * recording and React's render of the playback bar do in the page.
 */
function fakeStore(opts: { perSecond: number; end: number; perCall?: number; renderMs?: number }) {
  let spent = 0;
  const clock: Clock = { now: () => performance.now() + spent, nextFrame, nextTask };
  const state = {
    position: 0,
    ended: 0,
    advances: [] as { units: number; repaint: boolean; sliceMs?: number; at: number }[],
    endedAt: -1,
    mode: null as PlaybackMode,
  };
  const hooks: PlaybackHooks = {
    perSecond: () => opts.perSecond,
    advance: (units, repaint, sliceMs) => {
      state.advances.push({ units, repaint, sliceMs, at: performance.now() });
      if (opts.renderMs !== undefined && units === Infinity) spent += (sliceMs ?? 0) + opts.renderMs;
      const moved = Math.min(units, opts.perCall ?? Infinity, opts.end - state.position);
      state.position += moved;
      return moved;
    },
    atEnd: () => state.position >= opts.end,
    running: (mode) => (state.mode = mode),
    ended: () => {
      expect(state.mode, 'the final picture comes before the mode clears').not.toBeNull();
      state.ended++;
      state.endedAt = performance.now();
    },
  };
  return { state, driver: createPlaybackDriver(hooks, clock) };
}

describe('playback driver', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('plays at the chosen speed, one advance per frame, and ends once', () => {
    const { state, driver } = fakeStore({ perSecond: 10, end: 5 });
    driver.play();
    expect(state.mode).toBe('playing');
    vi.advanceTimersByTime(16 * 10); // ten 16 ms frames = 1.6 units at 10/s
    expect(state.position).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(state.position).toBe(5);
    expect(state.ended).toBe(1);
    expect(state.mode).toBeNull();
    const calls = state.advances.length;
    vi.advanceTimersByTime(1000);
    expect(state.advances.length, 'no frame after the end').toBe(calls);
  });

  it('owes what a slow slice could not reach to the next frame instead of losing it', () => {
    // 250 units/s is 4 per 16 ms frame; the store manages only 2 per call.
    const { state, driver } = fakeStore({ perSecond: 250, end: 1_000, perCall: 2 });
    driver.play();
    vi.advanceTimersByTime(16 * 200);
    const asked = state.advances.map((a) => a.units);
    expect(asked[0]).toBe(4);
    expect(asked[1], 'the 2 not reached are asked for again').toBe(6);
    // ...but the debt stops at a quarter second's worth (62.5 units): no burst when it catches up.
    expect(Math.max(...asked)).toBe(4 + 63);
    driver.stop();
  });

  it('repaints every frame at slow speeds and a few times a second at fast ones', () => {
    const slow = fakeStore({ perSecond: 30, end: 1e9 });
    slow.driver.play();
    vi.advanceTimersByTime(1000);
    slow.driver.stop();
    expect(slow.state.advances.every((a) => a.repaint)).toBe(true);

    const fast = fakeStore({ perSecond: 5_000, end: 1e9 });
    fast.driver.play();
    vi.advanceTimersByTime(1000);
    fast.driver.stop();
    const repaints = fast.state.advances.filter((a) => a.repaint).length;
    expect(repaints).toBeGreaterThan(4);
    expect(repaints).toBeLessThan(fast.state.advances.length / 2);
  });

  it('top-speed Play records what each frame’s budget leaves after its measured render; Run to end keeps the short task slice', async () => {
    for (const renderMs of [0.5, 4]) {
      const played = fakeStore({ perSecond: Infinity, end: 1e9, perCall: 100, renderMs });
      played.driver.play();
      // Async: the driver times a frame's render in a microtask, after React's.
      await vi.advanceTimersByTimeAsync(2000);
      played.driver.stop();
      const slices = played.state.advances.filter((a) => a.units === Infinity).map((a) => a.sliceMs!);
      expect(slices.length).toBeGreaterThan(20);
      expect(Math.max(...slices), 'never past the longest slice').toBeLessThanOrEqual(TOP_SPEED_SLICE_MS);
      expect(slices.at(-1), `render ${renderMs} ms`).toBeCloseTo(
        Math.min(TOP_SPEED_SLICE_MS, FRAME_SCRIPT_MS - renderMs),
        0,
      );
    }
    expect(TOP_SPEED_SLICE_MS, 'a 60 Hz frame keeps room for the playback bar and the paint').toBeLessThan(16);

    const drained = fakeStore({ perSecond: Infinity, end: 1e9, perCall: 100 });
    drained.driver.drain();
    vi.advanceTimersByTime(1000);
    drained.driver.stop();
    expect(drained.state.advances.every((a) => a.sliceMs === undefined)).toBe(true);
  });

  it('at top speed a repaint frame or task only repaints, so slice and repaint never share a task', () => {
    for (const start of ['play', 'drain'] as const) {
      const { state, driver } = fakeStore({ perSecond: Infinity, end: 1e9, perCall: 100 });
      driver[start]();
      vi.advanceTimersByTime(1000);
      driver.stop();
      const repaints = state.advances.filter((a) => a.repaint);
      expect(repaints.length, start).toBeGreaterThanOrEqual(3);
      expect(
        repaints.every((a) => a.units === 0),
        start,
      ).toBe(true);
      expect(
        state.advances.filter((a) => !a.repaint).every((a) => a.units === Infinity),
        start,
      ).toBe(true);
    }
  });

  it('at top speed neither the frame after a repaint (the side column paints then) nor the first frame records, nor does the end paint in a slice', () => {
    const { state, driver } = fakeStore({ perSecond: Infinity, end: 1e9, perCall: 100 });
    const began = performance.now();
    driver.play();
    vi.advanceTimersByTime(1000);
    driver.stop();
    expect(state.advances[0].at - began, 'nor does the first frame: the click is handled in its task').toBeGreaterThan(
      16,
    );
    const repaints = state.advances.filter((a) => a.repaint).map((a) => a.at);
    expect(repaints.length, 'a few pictures a second').toBeGreaterThanOrEqual(3);
    expect(repaints.length, 'top speed repaints less often than fast speeds').toBeLessThanOrEqual(
      1000 / TOP_SPEED_REPAINT_MS,
    );
    for (const at of repaints) {
      const next = state.advances.find((a) => a.at > at);
      if (!next) continue;
      expect(next.units).toBe(Infinity);
      expect(next.at - at, 'a frame (16 ms) passes with nothing recorded').toBeGreaterThanOrEqual(32);
    }
    expect(state.advances.some((a) => a.units === Infinity)).toBe(true);

    const short = fakeStore({ perSecond: Infinity, end: 250, perCall: 100 });
    short.driver.play();
    vi.advanceTimersByTime(1000);
    const lastSlice = short.state.advances.filter((a) => a.units === Infinity).at(-1)!.at;
    expect(short.state.ended).toBe(1);
    expect(short.state.endedAt, 'the final picture a frame after the slice that reached the end').toBeGreaterThan(
      lastSlice,
    );
  });

  it('Run to end advances as far as each slice goes, task after task, then ends', () => {
    const { state, driver } = fakeStore({ perSecond: 1, end: 10, perCall: 3 });
    driver.drain();
    expect(state.mode).toBe('draining');
    expect(state.position, 'the first slice waits for a task: the click paints first').toBe(0);
    vi.advanceTimersByTime(0);
    expect(state.advances[0].units).toBe(Infinity);
    vi.runAllTimers();
    expect(state.position).toBe(10);
    expect(state.ended).toBe(1);
    expect(state.mode).toBeNull();
    expect(state.advances.length).toBe(4);
  });

  it('stop cancels the pending frame or task, and a new start replaces the old one', () => {
    const { state, driver } = fakeStore({ perSecond: 100, end: 1e9, perCall: 5 });
    driver.play();
    vi.advanceTimersByTime(100);
    driver.stop();
    const at = state.position;
    vi.advanceTimersByTime(1000);
    expect(state.position).toBe(at);

    driver.play();
    driver.drain(); // replaces play: only one loop ever runs
    vi.advanceTimersByTime(0);
    expect(state.advances.at(-1)!.units).toBe(Infinity);
    driver.stop();
    expect(state.ended).toBe(0);
    expect(state.mode, 'stopping clears the mode').toBeNull();
  });

  it('sliced work runs its first slice at once, then once per task until done', () => {
    const { state, driver } = fakeStore({ perSecond: 1, end: 1 });
    let slices = 0;
    driver.sliced(() => ++slices === 3);
    expect(slices).toBe(1);
    expect(state.mode).toBe('draining');
    vi.runAllTimers();
    expect(slices).toBe(3);
    expect(state.mode).toBeNull();
    driver.sliced(() => ++slices > 100);
    driver.stop();
    vi.runAllTimers();
    expect(slices, 'stopped after its first slice').toBe(4);
  });
});
