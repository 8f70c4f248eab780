/**
 * The page holds its optional work (preloading chunks, App.tsx) while it is busy: a run playing
 * fast or running to the end, or a run preparing (its pattern-database tables being built on both
 * cores: a cold 4x4 build lost 0.5-1.3 s to preloads beside it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pageBusy } from '../../../src/store/pageBusy';
import { useRunStore } from '../../../src/store/runStore';

const initial = useRunStore.getState();

describe('pageBusy', () => {
  afterEach(() => useRunStore.setState(initial, true));

  it('is busy while the visualizer run prepares, and idle once it is loaded and paused', () => {
    useRunStore.setState({ status: { kind: 'preparing', done: 10, total: 100 }, playing: false, draining: false });
    expect(pageBusy()).toBe(true);
    useRunStore.setState({ status: { kind: 'loaded' } });
    expect(pageBusy()).toBe(false);
  });

  it('is busy while a run drains to its end or plays at top speed, not at a slow speed', () => {
    useRunStore.setState({ status: { kind: 'loaded' }, playing: false, draining: true });
    expect(pageBusy()).toBe(true);
    useRunStore.setState({ draining: false, playing: true, speedStep: 0 });
    expect(pageBusy()).toBe(false);
    useRunStore.setState({ speedStep: 100 });
    expect(pageBusy()).toBe(true);
  });
});
