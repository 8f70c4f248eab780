/**
 * The idle preload fetches the lazy parts one at a time, and waits while the page is busy (a run
 * playing fast): a chunk evaluated in the middle of top-speed playback is a long task.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from '../../../src/ui/loading/preloadWhenIdle';

afterEach(() => vi.useRealTimers());

describe('preloadWhenIdle', () => {
  it('loads the parts in order, one per idle moment, and none while busy', async () => {
    vi.useFakeTimers();
    const loaded: string[] = [];
    let busy = true;
    const part = (name: string) => () => {
      loaded.push(name);
      return Promise.resolve();
    };
    const cancel = preloadWhenIdle([part('tree'), part('compare')], () => busy);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(loaded).toEqual([]); // busy all along: still waiting, not given up
    busy = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(loaded).toEqual(['tree', 'compare']);
    cancel();
  });

  it('a failed part does not stop the rest; cancel stops what is left', async () => {
    vi.useFakeTimers();
    const loaded: string[] = [];
    const cancel = preloadWhenIdle([
      () => Promise.reject(new Error('offline')),
      () => {
        loaded.push('second');
        return Promise.resolve();
      },
      () => {
        loaded.push('third');
        return Promise.resolve();
      },
    ]);
    await vi.advanceTimersByTimeAsync(450);
    expect(loaded).toEqual(['second']);
    cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(loaded).toEqual(['second']);
  });
});
