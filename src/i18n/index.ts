/**
 * i18next with English in the first download and Japanese loaded when it is chosen (both are
 * precached by the service worker, so both work offline). The language follows the saved
 * preference, else the browser's language; `lang` on <html> follows it too.
 */
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import english from './en.bundle';

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

// English is bundled; asking for it again returns the same module, not another download.
const loadCatalog = (language: string) => (language === 'ja' ? import('./ja.bundle') : import('./en.bundle'));

const followLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

/**
 * Starts i18next in `language`; resolves once its catalog is loaded, so the first render is
 * already in the reader's language. Later switches: `i18n.changeLanguage`, which loads too.
 */
export function initI18n(language: Language): Promise<unknown> {
  if (i18n.isInitialized) return i18n.changeLanguage(language);
  i18n.on('languageChanged', followLanguage);
  followLanguage(language);
  return i18n
    .use(resourcesToBackend(loadCatalog))
    .use(initReactI18next)
    .init({
      resources: { en: { translation: english } },
      partialBundledLanguages: true, // English is here; other languages come from the backend
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false }, // React escapes; we never inject HTML
      returnNull: false,
    });
}

export { i18n };
