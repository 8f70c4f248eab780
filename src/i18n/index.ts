/**
 * i18next with English in the first download and everything else loaded when needed: Japanese
 * when it is chosen, the strings of play mode, compare mode and the explorer when that mode first opens
 * (all of it precached by the service worker, so it works offline). The language follows the
 * saved preference, else the browser's language; `lang` on <html> follows it too.
 */
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import english from './en.bundle';

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Namespaces of their own, loaded with their mode: `useTranslation(['translation', 'play'])`.
 * Their keys keep their feature prefix (t('play.help.hint')): a key missing from the main
 * namespace is looked up in these (fallbackNS), so no call site names a namespace.
 */
export const MODE_NAMESPACES = [
  'play',
  'explorer',
  'compare',
  'share',
  'lessons',
  'local',
  'domain',
  'quiz',
  'tooLarge',
  'keyHelp',
  'presetNote',
  'log',
  'solvability',
  'mapEditors',
  'pseudocode',
  'linkNotice',
  'passes',
] as const;

type Loader = () => Promise<object>;
const CATALOGS: Record<string, Record<Language, Loader>> = {
  // English is bundled; asking for it again returns the same module, not another download.
  translation: {
    en: () => import('./en.bundle').then((m) => m.default),
    ja: () => import('./ja.bundle').then((m) => m.default),
  },
  play: {
    en: () => import('./features/play.en').then((m) => ({ play: m.playEn })),
    ja: () => import('./features/play.ja').then((m) => ({ play: m.playJa })),
  },
  explorer: {
    en: () => import('./features/explorer.en').then((m) => ({ explorer: m.explorerEn })),
    ja: () => import('./features/explorer.ja').then((m) => ({ explorer: m.explorerJa })),
  },
  // The embedded view's bar and the animation export: loaded with them.
  share: {
    en: () => import('./features/share.en').then((m) => ({ share: m.shareEn })),
    ja: () => import('./features/share.ja').then((m) => ({ share: m.shareJa })),
  },
  // The prepared lessons' panel and presenter (the header's button is in the main catalogue).
  lessons: {
    en: () => import('./features/lessons.en').then((m) => ({ lessons: m.lessonsEn })),
    ja: () => import('./features/lessons.ja').then((m) => ({ lessons: m.lessonsJa })),
  },
  // Compare's strings but the search tree's, which the main catalogs carry for the visualizer.
  compare: {
    en: () => import('./features/compare.en').then((m) => ({ compare: m.compareEn })),
    ja: () => import('./features/compare.ja').then((m) => ({ compare: m.compareJa })),
  },
  // The local searches' panel, settings and lab table (t('local.…')), loaded with them.
  local: {
    en: () => import('./features/local.en').then((m) => ({ local: m.localEn })),
    ja: () => import('./features/local.ja').then((m) => ({ local: m.localJa })),
  },
  // The views of a domain other than the puzzle (src/ui/domains/), loaded with them.
  domain: {
    en: () => import('./features/domain.en').then((m) => ({ domain: m.domainEn })),
    ja: () => import('./features/domain.ja').then((m) => ({ domain: m.domainJa })),
  },
  // The quiz panel and the notice on a run too large to record: loaded with them.
  quiz: {
    en: () => import('./features/quiz.en').then((m) => ({ quiz: m.quizEn })),
    ja: () => import('./features/quiz.ja').then((m) => ({ quiz: m.quizJa })),
  },
  tooLarge: {
    en: () => import('./features/tooLarge.en').then((m) => ({ tooLarge: m.tooLargeEn })),
    ja: () => import('./features/tooLarge.ja').then((m) => ({ tooLarge: m.tooLargeJa })),
  },
  // The keyboard help dialog (the header's button that opens it is in the main catalogue).
  keyHelp: {
    en: () => import('./features/keyHelp.en').then((m) => ({ keyHelp: m.keyHelpEn })),
    ja: () => import('./features/keyHelp.ja').then((m) => ({ keyHelp: m.keyHelpJa })),
  },
  // The examples' notes, loaded when an example is first on screen.
  presetNote: {
    en: () => import('./features/presetNote.en').then((m) => ({ presetNote: m.presetNoteEn })),
    ja: () => import('./features/presetNote.ja').then((m) => ({ presetNote: m.presetNoteJa })),
  },
  // The lesson log (the playback bar's button that opens it is in the main catalogue).
  log: {
    en: () => import('./features/log.en').then((m) => ({ log: m.logEn })),
    ja: () => import('./features/log.ja').then((m) => ({ log: m.logJa })),
  },
  // Why a board cannot reach its goal: the visualizer's notice, the editor, the explorer, compare.
  solvability: {
    en: () => import('./features/solvability.en').then((m) => ({ solvability: m.solvabilityEn })),
    ja: () => import('./features/solvability.ja').then((m) => ({ solvability: m.solvabilityJa })),
  },
  // What a link asked for that could not be used: loaded with the notice, when there is one.
  linkNotice: {
    en: () => import('./features/linkNotice.en').then((m) => ({ linkNotice: m.linkNoticeEn })),
    ja: () => import('./features/linkNotice.ja').then((m) => ({ linkNotice: m.linkNoticeJa })),
  },
  // The pseudocode panel's own strings (its running lines too), loaded with it.
  pseudocode: {
    en: () => import('./features/pseudocode.en').then((m) => ({ pseudocode: m.pseudocodeEn })),
    ja: () => import('./features/pseudocode.ja').then((m) => ({ pseudocode: m.pseudocodeJa })),
  },
  // The IDA* and IDDFS panels (t('iteration.…'), t('passTable.…')): two keys, loaded with them.
  passes: {
    en: () => import('./features/passes.en').then((m) => m.passesEn),
    ja: () => import('./features/passes.ja').then((m) => m.passesJa),
  },
  // The grid editor and the road-map editor (t('mapEditors.…')), loaded with them.
  mapEditors: {
    en: () => import('./features/mapEditors.en').then((m) => ({ mapEditors: m.mapEditorsEn })),
    ja: () => import('./features/mapEditors.ja').then((m) => ({ mapEditors: m.mapEditorsJa })),
  },
};

function loadCatalog(language: string, namespace: string): Promise<object> {
  const load = CATALOGS[namespace]?.[language as Language];
  return load ? load() : Promise.reject(new Error(`no catalog ${namespace} for ${language}`));
}

export function detectLanguage(saved: string | null, browser: readonly string[]): Language {
  if (saved === 'en' || saved === 'ja') return saved;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ja') return 'ja';
    if (base === 'en') return 'en';
  }
  return 'en';
}

const followLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

/**
 * Starts i18next in `language`; resolves once its catalog is loaded, so the first render is
 * already in the reader's language. Later switches: `i18n.changeLanguage`, which loads the new
 * language's catalog and every mode namespace already in use before it switches.
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
      partialBundledLanguages: true, // English is here; the rest comes from the backend
      ns: ['translation'],
      defaultNS: 'translation',
      fallbackNS: [...MODE_NAMESPACES],
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false }, // React escapes; we never inject HTML
      returnNull: false,
    });
}

export { i18n };
