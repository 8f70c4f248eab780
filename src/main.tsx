// Tokens and the shared building blocks first: each feature's CSS, imported by its components,
// comes after them and may refine them.
import './ui/theme/tokens.css';
import './ui/theme/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectLanguage, initI18n } from './i18n';
import { registerOffline } from './pwa';
import { App } from './ui/App';
import { rewriteStoredPreferences } from './ui/preferences';

// Corrupt stored settings are replaced now, not only when a setting next changes.
const preferences = rewriteStoredPreferences();
// The first render is in the reader's language: a Japanese catalog is fetched before it.
await initI18n(detectLanguage(preferences.language ?? null, navigator.languages ?? [navigator.language]));

registerOffline();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
