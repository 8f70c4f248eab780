/**
 * i18next with the two catalogs bundled (the app works offline). The language follows the
 * saved preference, else the browser's language; `lang` on <html> follows it too.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { FEATURES } from './features';
import { ja } from './ja';

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export function detectLanguage(saved: string | null, browser: readonly string[]): Language {
  if (saved === 'en' || saved === 'ja') return saved;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ja') return 'ja';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/** The base catalog plus each feature's strings under the feature's own key (merged with any base keys). */
function withFeatures(base: object, language: Language): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [name, catalog] of Object.entries(FEATURES)) {
    out[name] = { ...((out[name] as object | undefined) ?? {}), ...catalog[language] };
  }
  return out;
}

export function initI18n(language: Language) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: withFeatures(en, 'en') }, ja: { translation: withFeatures(ja, 'ja') } },
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false }, // React escapes; we never inject HTML
      returnNull: false,
    });
  } else {
    void i18n.changeLanguage(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n;
}

export { i18n };
