/**
 * The keyboard help: every shortcut the page answers to, in the language shown, with what the
 * playback counter counts. Opened by "?" (the key or the header's button) on every screen; closed
 * by Esc, its Close button or a click outside it. A native modal <dialog>: focus stays inside
 * while it is open and returns to where it was.
 */
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../store/uiStore';
import { hasModifier, isTypingTarget } from '../hooks/keyboard';
import { keyHelpDialog } from '../lazyParts';
import './help.css';

/** The header's "?" button. */
export function KeyHelpButton() {
  const { t } = useTranslation();
  const open = useUiStore((s) => s.keyHelpOpen);
  const setOpen = useUiStore((s) => s.setKeyHelpOpen);
  return (
    <button
      type="button"
      className="tab key-help-button"
      aria-label={t('app.keyHelp')}
      title={t('app.keyHelp')}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-testid="key-help-button"
      onClick={() => setOpen(!open)}
    >
      ?
    </button>
  );
}

/** "?" toggles the help anywhere but in a field being typed in. Mounted once, in App. */
export function useKeyHelpKey() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || hasModifier(e) || isTypingTarget(e.target, e.key)) return;
      e.preventDefault();
      const ui = useUiStore.getState();
      ui.setKeyHelpOpen(!ui.keyHelpOpen);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

const OpenDialog = keyHelpDialog.Component;

export function KeyHelpDialog() {
  const open = useUiStore((s) => s.keyHelpOpen);
  return open ? (
    <Suspense fallback={null}>
      <OpenDialog />
    </Suspense>
  ) : null;
}
