import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectLanguage, initI18n } from './i18n';
import { registerOffline } from './pwa';
import { App } from './ui/App';
import { loadPreferences } from './ui/preferences';
import './ui/styles.css';

initI18n(detectLanguage(loadPreferences().language ?? null, navigator.languages ?? [navigator.language]));

registerOffline();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
