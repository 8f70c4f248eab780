/** The shell: title, mode tabs and language; each mode is its own page. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { PlayPage } from './play/PlayPage';
import { VisualizerPage } from './visualizer/VisualizerPage';

type Mode = 'visualize' | 'play';
const MODES: readonly Mode[] = ['visualize', 'play'];

export function App() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('visualize');
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
        <LanguageSwitch />
      </header>
      <main className="app-main">{mode === 'visualize' ? <VisualizerPage /> : <PlayPage />}</main>
    </div>
  );
}
