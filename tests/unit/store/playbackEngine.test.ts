/**
 * The playback engine on its own: a fake timeline (positions 0..end, recorded on demand) and a
 * hand-driven clock, injected, so no module is stubbed and no real time passes.
 */
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../src/store/frameClock';
import { createPlaybackEngine, type Timeline } from '../../../src/store/playbackEngine';
import { SPEED_STEPS } from '../../../src/store/speed';

interface Frame {
  at: number;
}

/** A clock whose frames and tasks run only when the test says so. */
function manualClock() {
  let now = 0;
  let frames: ((t: number) => void)[] = [];
  let tasks: (() => void)[] = [];
  const clock: Clock = {
    now: () => now,
    nextFrame: (cb) => {
      frames.push(cb);
      return () => (frames = frames.filter((f) => f !== cb));
    },
    nextTask: (cb) => {
      tasks.push(cb);
      return () => (tasks = tasks.filter((f) => f !== cb));
    },
  };
  return {
    clock,
    /** Runs one animation frame `ms` after the last. */
    frame(ms = 16) {
      now += ms;
      const due = frames;
      frames = [];
      due.forEach((cb) => cb(now));
    },
    task() {
      const due = tasks;
      tasks = [];
      due.forEach((cb) => cb());
    },
    pending: () => frames.length + tasks.length,
  };
}

/** Positions start..end; at most `perReach` recorded per sliced reach; expansions every 3 positions. */
function fakeTimeline(end: number, perReach = Infinity, start = 1) {
  const log = { recorded: start, disposed: false, frames: 0 };
  const timeline: Timeline<Frame> = {
    start,
    reach: (from, target, deadline) => {
      const limit = deadline === Infinity ? Infinity : from + perReach;
      log.recorded = Math.max(log.recorded, Math.min(target, limit, end));
      return Math.max(start, Math.min(target, log.recorded));
    },
    nextExpansion: (from, before) => {
      const next = Math.min(end, (Math.floor(from / 3) + 1) * 3);
      return before ? Math.max(from, next - 1) : next;
    },
    frame: (at) => {
      log.frames++;
      return { at };
    },
    atEnd: (at) => at >= end,
    dispose: () => (log.disposed = true),
  };
  return { timeline, log };
}

describe('playback engine', () => {
  it('opens a timeline at its start with a frame; steps, seeks and clamps', () => {
    const engine = createPlaybackEngine<Frame>({ clock: manualClock().clock });
    const { timeline } = fakeTimeline(10);
    engine.getState().attach(timeline);
    const s = () => engine.getState();
    expect(s().position).toBe(1);
    expect(s().frame).toEqual({ at: 1 });
    expect(s().painted).toBe(s().frame);
    s().stepBack();
    expect(s().position, 'Back stops at the start').toBe(1);
    s().stepForward();
    s().stepForward();
    expect(s().position).toBe(3);
    s().seek(50);
    expect(s().position).toBe(10);
    expect(s().atEnd).toBe(true);
    s().seek(-4);
    expect(s().position).toBe(1);
    s().stepToNextExpansion();
    expect(s().position).toBe(3);
    s().stepToBeforeNextExpansion();
    expect(s().position).toBe(5);
    s().jumpToStart();
    expect(s().position).toBe(1);
  });

  it('every move publishes a new frame object, so selectors see the change', () => {
    const engine = createPlaybackEngine<Frame>({ clock: manualClock().clock });
    engine.getState().attach(fakeTimeline(10).timeline);
    const first = engine.getState().frame;
    engine.getState().stepForward();
    engine.getState().stepBack();
    expect(engine.getState().frame).not.toBe(first);
    expect(engine.getState().frame).toEqual(first);
  });

  it('plays on the frame clock at the chosen speed, and stops by itself at the end', () => {
    const c = manualClock();
    const engine = createPlaybackEngine<Frame>({ clock: c.clock, speedStep: 0 });
    engine.getState().attach(fakeTimeline(4).timeline);
    engine.getState().play();
    expect(engine.getState().playing).toBe(true);
    // The slowest speed is one position every 2 seconds.
    for (let i = 0; i < 10; i++) c.frame(100);
    expect(engine.getState().position).toBe(1);
    for (let i = 0; i < 11; i++) c.frame(100);
    expect(engine.getState().position).toBe(2);
    for (let i = 0; i < 100; i++) c.frame(100);
    expect(engine.getState().position).toBe(4);
    expect(engine.getState().playing).toBe(false);
    expect(c.pending(), 'nothing scheduled after the end').toBe(0);
    engine.getState().play();
    expect(engine.getState().playing, 'Play at the end does nothing').toBe(false);
  });

  it('at top speed repaints the heavy panels a few times a second, the position every frame', () => {
    const c = manualClock();
    const engine = createPlaybackEngine<Frame>({ clock: c.clock, speedStep: SPEED_STEPS });
    engine.getState().attach(fakeTimeline(1_000_000, 1_000).timeline);
    const painted = new Set<unknown>();
    const positions = new Set<number>();
    const off = engine.subscribe((s) => {
      painted.add(s.painted);
      positions.add(s.position);
    });
    engine.getState().play();
    for (let i = 0; i < 60; i++) c.frame(16); // about one second
    off();
    expect(positions.size).toBeGreaterThan(40);
    expect(painted.size).toBeGreaterThan(2);
    expect(painted.size).toBeLessThan(15);
    // Pause repaints what the throttled frames left unpainted.
    engine.getState().pause();
    expect(engine.getState().painted).toBe(engine.getState().frame);
    expect(engine.getState().painted).toEqual({ at: engine.getState().position });
  });

  it('runs to the end in tasks, one slice each, and any step interrupts it', () => {
    const c = manualClock();
    const engine = createPlaybackEngine<Frame>({ clock: c.clock });
    engine.getState().attach(fakeTimeline(5_000, 1_000).timeline);
    engine.getState().runToEnd();
    expect(engine.getState().draining).toBe(true);
    c.task();
    c.task();
    const mid = engine.getState().position;
    expect(mid).toBeGreaterThan(1);
    expect(mid).toBeLessThan(5_000);
    engine.getState().stepForward();
    expect(engine.getState().draining).toBe(false);
    expect(engine.getState().position).toBe(mid + 1);
    engine.getState().runToEnd();
    for (let i = 0; i < 20 && engine.getState().draining; i++) c.task();
    expect(engine.getState().position).toBe(5_000);
    expect(engine.getState().atEnd).toBe(true);
    expect(engine.getState().draining).toBe(false);
  });

  it('seeks far in slices: the first slice at once, the rest in later tasks', () => {
    const c = manualClock();
    const engine = createPlaybackEngine<Frame>({ clock: c.clock });
    engine.getState().attach(fakeTimeline(10_000, 1_000).timeline);
    engine.getState().seekInSlices(3_500);
    expect(engine.getState().position).toBe(1_001);
    expect(engine.getState().draining).toBe(true);
    for (let i = 0; i < 10 && engine.getState().draining; i++) c.task();
    expect(engine.getState().position).toBe(3_500);
    expect(engine.getState().painted).toEqual({ at: 3_500 });
  });

  it('a new timeline stops the old one and disposes it; none leaves nothing to play', () => {
    const c = manualClock();
    const engine = createPlaybackEngine<Frame>({ clock: c.clock, speedStep: 30 });
    const old = fakeTimeline(100);
    engine.getState().attach(old.timeline);
    engine.getState().play();
    engine.getState().attach(fakeTimeline(50, Infinity, 0).timeline);
    expect(old.log.disposed).toBe(true);
    expect(engine.getState().playing).toBe(false);
    expect(engine.getState().position).toBe(0);
    expect(engine.getState().start).toBe(0);
    engine.getState().attach(null);
    expect(engine.getState().frame).toBeNull();
    expect(engine.getState().atEnd).toBe(true);
    engine.getState().play();
    engine.getState().stepForward();
    expect(engine.getState().playing).toBe(false);
    expect(engine.getState().position).toBe(0);
  });

  it('speed steps are clamped to the scale', () => {
    const engine = createPlaybackEngine<Frame>({ clock: manualClock().clock, speedStep: SPEED_STEPS });
    engine.getState().faster();
    expect(engine.getState().speedStep).toBe(SPEED_STEPS);
    engine.getState().setSpeedStep(-3);
    engine.getState().slower();
    expect(engine.getState().speedStep).toBe(0);
  });
});
