/**
 * Preferences in localStorage, under one versioned key. Corrupt or foreign data is ignored and
 * replaced, never trusted: a broken store must not break the page.
 */
import { DIFFICULTIES, type Difficulty } from '../core/game/difficulty';
import { PACE_RANGE } from '../store/playState';
import { SPEED_STEPS } from '../store/speed';

const KEY = 'frontier:prefs:v1';

export type { ThemeChoice };

import type { ThemeChoice } from '../store/uiStore';

export interface Preferences {
  language?: 'en' | 'ja';
  theme?: ThemeChoice;
  projector?: boolean;
  /** The visualizer's playback speed (runStore's speedStep). */
  speedStep?: number;
  /** Play mode: what the arrow keys move. */
  arrowMode?: 'tile' | 'blank';
  /** Play mode: "Solve it for me" milliseconds per move. */
  paceMs?: number;
  /** Play mode: the difficulty of a new game. */
  difficulty?: Difficulty;
  /** The visualizer's per-tile overlay on the current board. */
  overlay?: boolean;
  /** How moves are written on every screen: tile moves ("5→") or blank moves ("L"). */
  moveNotation?: 'tile' | 'blank';
}

/** Play and playback settings, each checked against its own range: a wrong one is dropped alone. */
function readPlaySettings(data: Record<string, unknown>, out: Preferences) {
  const { speedStep, arrowMode, paceMs, difficulty, overlay, moveNotation } = data;
  if (typeof speedStep === 'number' && Number.isInteger(speedStep) && speedStep >= 0 && speedStep <= SPEED_STEPS) {
    out.speedStep = speedStep;
  }
  if (arrowMode === 'tile' || arrowMode === 'blank') out.arrowMode = arrowMode;
  if (typeof paceMs === 'number' && Number.isFinite(paceMs) && paceMs >= PACE_RANGE.min && paceMs <= PACE_RANGE.max) {
    out.paceMs = paceMs;
  }
  if (typeof difficulty === 'string' && (DIFFICULTIES as readonly string[]).includes(difficulty)) {
    out.difficulty = difficulty as Difficulty;
  }
  if (typeof overlay === 'boolean') out.overlay = overlay;
  if (moveNotation === 'tile' || moveNotation === 'blank') out.moveNotation = moveNotation;
}

export function loadPreferences(): Preferences {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return {};
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
    const out: Preferences = {};
    const lang = (data as Record<string, unknown>).language;
    if (lang === 'en' || lang === 'ja') out.language = lang;
    const theme = (data as Record<string, unknown>).theme;
    if (theme === 'system' || theme === 'light' || theme === 'dark') out.theme = theme;
    const projector = (data as Record<string, unknown>).projector;
    if (typeof projector === 'boolean') out.projector = projector;
    readPlaySettings(data as Record<string, unknown>, out);
    return out;
  } catch {
    return {};
  }
}

/**
 * Run once at start-up: whatever is stored is replaced by what survived the checks, so corrupt
 * or foreign data does not linger until the next setting changes. Nothing valid: the key goes.
 */
export function rewriteStoredPreferences(): Preferences {
  const clean = loadPreferences();
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (raw === null || raw === undefined) return clean;
    if (Object.keys(clean).length === 0) globalThis.localStorage.removeItem(KEY);
    else if (raw !== JSON.stringify(clean)) globalThis.localStorage.setItem(KEY, JSON.stringify(clean));
  } catch {
    // Storage refused: the page still runs on the cleaned values.
  }
  return clean;
}

export function savePreference<K extends keyof Preferences>(key: K, value: Preferences[K]) {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ ...loadPreferences(), [key]: value }));
  } catch {
    // Private mode or a full quota: the preference lives for this visit only.
  }
}
