/**
 * Preferences in localStorage, under one versioned key. Corrupt or foreign data is ignored and
 * replaced, never trusted: a broken store must not break the page.
 */
const KEY = 'frontier:prefs:v1';

export interface Preferences {
  language?: 'en' | 'ja';
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
    return out;
  } catch {
    return {};
  }
}

export function savePreference<K extends keyof Preferences>(key: K, value: Preferences[K]) {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ ...loadPreferences(), [key]: value }));
  } catch {
    // Private mode or a full quota: the preference lives for this visit only.
  }
}
