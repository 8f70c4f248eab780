import { useEffect } from 'react';
import { useUiStore } from '../store/uiStore';
import { hasModifier, isTypingTarget } from './hooks/keyboard';
import { loadPreferences, savePreference } from './preferences';

/**
 * Applies theme and projector mode to <html> (CSS does the rest), restores them from the saved
 * preferences once, saves changes, and binds the projector key (P).
 */
export function useAppearance() {
  const theme = useUiStore((s) => s.theme);
  const projector = useUiStore((s) => s.projector);

  useEffect(() => {
    const saved = loadPreferences();
    if (saved.theme) useUiStore.getState().setTheme(saved.theme);
    if (saved.projector !== undefined) useUiStore.getState().setProjector(saved.projector);
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const apply = () => {
      root.dataset.theme = theme === 'system' ? (media?.matches ? 'dark' : 'light') : theme;
    };
    apply();
    savePreference('theme', theme);
    if (theme !== 'system' || !media) return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);

  useEffect(() => {
    document.documentElement.dataset.projector = projector ? 'on' : 'off';
    savePreference('projector', projector);
  }, [projector]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (hasModifier(e) || e.key.toLowerCase() !== 'p' || isTypingTarget(e.target, e.key)) return;
      e.preventDefault();
      useUiStore.getState().toggleProjector();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
