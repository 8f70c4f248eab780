/** The shell: title, mode tabs and language; each mode is its own page. */
import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { MODES, useAppStore, type Mode } from '../store/appStore';
import { useEmbed, useLinkOpening } from '../store/linkSync';
import { useUiStore } from '../store/uiStore';
import { pageBusy } from '../store/pageBusy';
import { setTraceSlot } from '../store/tracePanel';
import { AppearanceControls } from './AppearanceControls';
import { KeyHelpButton, KeyHelpDialog, useKeyHelpKey } from './help/KeyHelp';
import { LanguageSwitch } from './LanguageSwitch';
import { LessonsButton, LessonsLayer, useLessonLink } from './lessons/LessonsEntry';
import { comparePage, embedBar, explorerPage, playPage, PRELOAD_ORDER } from './lazyParts';
import { LoadingPlaceholder } from './loading/LoadingPlaceholder';
import { preloadWhenIdle } from './loading/preloadWhenIdle';
import { UrlNotice } from './links/UrlNotice';
import { useAppearance } from './useAppearance';
import { usePreferenceSync } from './usePreferenceSync';
import { useUrlSync } from './useUrlSync';
import { VisualizerPage } from './visualizer/VisualizerPage';
import './shell.css';

// The visualizer is in the first download; the other modes come when opened (or when idle).
const PAGES: Record<Mode, ComponentType> = {
  visualize: VisualizerPage,
  compare: comparePage.Component,
  play: playPage.Component,
  explore: explorerPage.Component,
};

const EmbedBar = embedBar.Component;

export function App() {
  useUrlSync(); // first: a link decides the mode and boards before any page starts its defaults
  usePreferenceSync();
  useLessonLink();
  const { t } = useTranslation();
  const mode = useAppStore((s) => s.mode);
  const setMode = useAppStore((s) => s.setMode);
  const Page = PAGES[mode];
  const lessons = useUiStore((s) => s.lessons);
  useAppearance();
  useKeyHelpKey();
  useEffect(() => preloadWhenIdle(PRELOAD_ORDER, pageBusy), []);
  const embed = useEmbed();
  const linkOpening = useLinkOpening();
  useEffect(() => {
    // For the root's rules: a scroll that reaches the frame's end stops there (the course page
    // around it does not scroll on).
    if (embed) document.documentElement.dataset.embed = 'on';
  }, [embed]);
  const page = (
    <main className="app-main" data-mode={mode} data-link={linkOpening ? 'opening' : 'done'}>
      <UrlNotice />
      <Suspense fallback={<LoadingPlaceholder what="mode" />}>
        <Page />
      </Suspense>
    </main>
  );
  if (embed) {
    // `?embed=1`: the view alone, for an iframe; no header, no tabs, the pages leave out their set-up.
    return (
      <div className="app embed" data-lessons={lessons}>
        {/* A lesson link with embed=1: the presenter over the embedded view. */}
        <LessonsLayer />
        <Suspense fallback={null}>
          <EmbedBar mode={mode} />
        </Suspense>
        {page}
        <KeyHelpDialog />
      </div>
    );
  }
  return (
    <div className="app" data-lessons={lessons}>
      <LessonsLayer />
      <header className="app-header">
        <h1 className="brand">{t('app.title')}</h1>
        <nav className="tabs" role="tablist" aria-label={t('app.modes')}>
          {MODES.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              className={m === mode ? 'tab active' : 'tab'}
              aria-selected={m === mode}
              onClick={() => setMode(m)}
            >
              {t(`app.mode.${m}`)}
            </button>
          ))}
        </nav>
        <p className="tagline">{t('app.tagline')}</p>
        <div className="header-controls">
          <span className="trace-slot" ref={setTraceSlot} />
          <AppearanceControls />
          <LessonsButton />
          <LanguageSwitch />
          <KeyHelpButton />
        </div>
      </header>
      {page}
      <KeyHelpDialog />
    </div>
  );
}
