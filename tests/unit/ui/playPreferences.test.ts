// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPreferences, rewriteStoredPreferences, savePreference } from '../../../src/ui/preferences';

const KEY = 'frontier:prefs:v1';

beforeEach(() => localStorage.clear());

describe('preferences: play and playback settings', () => {
  it('round-trip', () => {
    savePreference('speedStep', 20);
    savePreference('arrowMode', 'blank');
    savePreference('paceMs', 300);
    savePreference('difficulty', 'hard');
    savePreference('overlay', true);
    savePreference('moveNotation', 'blank');
    expect(loadPreferences()).toMatchObject({
      moveNotation: 'blank',
      speedStep: 20,
      arrowMode: 'blank',
      paceMs: 300,
      difficulty: 'hard',
      overlay: true,
    });
  });

  it('a wrong value is dropped alone; the rest is kept', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        language: 'ja',
        speedStep: 99,
        arrowMode: 'sideways',
        paceMs: 'fast',
        difficulty: 'hard',
        moveNotation: 'diagonal',
      }),
    );
    expect(loadPreferences()).toEqual({ language: 'ja', difficulty: 'hard' });
  });

  it('corrupt data is ignored, then replaced by the next save', () => {
    localStorage.setItem(KEY, '{not json');
    expect(loadPreferences()).toEqual({});
    savePreference('arrowMode', 'tile');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ arrowMode: 'tile' });
    localStorage.setItem(KEY, '[1,2,3]');
    expect(loadPreferences()).toEqual({});
  });
});

describe('preferences: start-up rewrite', () => {
  it('corrupt data is replaced at once by what survived, and unreadable data is removed', () => {
    localStorage.setItem(KEY, JSON.stringify({ language: 'ja', theme: 'neon', speedStep: -3, junk: [1, 2] }));
    expect(rewriteStoredPreferences()).toEqual({ language: 'ja' });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ language: 'ja' });
    localStorage.setItem(KEY, '{not json');
    expect(rewriteStoredPreferences()).toEqual({});
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('valid data is left exactly as it was', () => {
    const stored = JSON.stringify({ theme: 'dark', overlay: true });
    localStorage.setItem(KEY, stored);
    rewriteStoredPreferences();
    expect(localStorage.getItem(KEY)).toBe(stored);
  });
});
