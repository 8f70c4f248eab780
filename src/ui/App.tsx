/** The shell: title, mode tabs and language; each mode is its own page. */
import { useTranslation } from 'react-i18next';
import { MODES, useAppStore, type Mode } from '../store/appStore';
import { ComparePage } from './compare/ComparePage';
import { ExplorerPage } from './explorer/ExplorerPage';
import { AppearanceControls } from './AppearanceControls';
import { LanguageSwitch } from './LanguageSwitch';
import { UrlNotice } from './links/UrlNotice';
import { useAppearance } from './useAppearance';
import { PlayPage } from './play/PlayPage';
import { usePreferenceSync } from './usePreferenceSync';
import { useUrlSync } from './useUrlSync';
import { VisualizerPage } from './visualizer/VisualizerPage';
import './shell.css';

const PAGES: Record<Mode, () => React.JSX.Element> = {
  visualize: VisualizerPage,
  compare: ComparePage,
  play: PlayPage,
  explore: ExplorerPage,
};

export function App() {
  useUrlSync(); // first: a link decides the mode and boards before any page starts its defaults
  usePreferenceSync();
  const { t } = useTranslation();
  const mode = useAppStore((s) => s.mode);
  const setMode = useAppStore((s) => s.setMode);
  const Page = PAGES[mode];
  useAppearance();
  return (
    <div className="app">
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
          <AppearanceControls />
          <LanguageSwitch />
        </div>
      </header>
      <main className="app-main" data-mode={mode}>
        <UrlNotice />
        <Page />
      </main>
    </div>
  );
}
