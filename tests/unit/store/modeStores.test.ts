/**
 * Play's and compare's stores are not in the first download: whoever needs one before its page
 * has loaded it (a link, the saved preferences, the address bar) goes through modeStores.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadModeStore, modeStore, whenModeStoreLoaded } from '../../../src/store/modeStores';

describe('mode stores loaded on demand', () => {
  it('are absent until loaded, then announce themselves once to those waiting', async () => {
    expect(modeStore('play')).toBeNull();
    expect(modeStore('compare')).toBeNull();
    const heard: string[] = [];
    whenModeStoreLoaded('play', (store) => heard.push(`play ${typeof store.getState().setBoard}`));
    const stopWaiting = whenModeStoreLoaded('compare', () => heard.push('compare'));
    stopWaiting(); // no longer interested: not told

    const play = await loadModeStore('play');
    expect(heard).toEqual(['play function']);
    expect(modeStore('play')).toBe(play);
    expect(modeStore('compare')).toBeNull();

    // Already loaded: told at once, and loading again returns the same store.
    whenModeStoreLoaded('play', () => heard.push('again'));
    expect(heard).toEqual(['play function', 'again']);
    expect(await loadModeStore('play')).toBe(play);
  });

  it('a store imported directly (by its page) is announced too', async () => {
    const { useCompareStore } = await import('../../../src/store/compareStore');
    expect(modeStore('compare')).toBe(useCompareStore);
  });
});
