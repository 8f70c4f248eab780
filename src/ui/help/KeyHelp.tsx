/**
 * The keyboard help: every shortcut the page answers to, in the language shown, with what the
 * playback counter counts. Opened by "?" (the key or the header's button) on every screen; closed
 * by Esc, its Close button or a click outside it. A native modal <dialog>: focus stays inside
 * while it is open and returns to where it was.
 */
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../store/uiStore';
import { hasModifier, isTypingTarget } from '../hooks/keyboard';
import './help.css';

/** The sections and their rows (catalogue keys under keyHelp.row). */
const SECTIONS = [
  ['everywhere', ['help', 'projector', 'escape']],
  ['playback', ['playPause', 'step', 'expansion', 'ends', 'speed']],
  ['tree', ['pan', 'zoom', 'fit', 'pick']],
  ['play', ['slide', 'click']],
] as const;

/** The header's "?" button. */
export function KeyHelpButton() {
  const { t } = useTranslation();
  const open = useUiStore((s) => s.keyHelpOpen);
  const setOpen = useUiStore((s) => s.setKeyHelpOpen);
  return (
    <button
      type="button"
      className="tab key-help-button"
      aria-label={t('keyHelp.open')}
      title={t('keyHelp.open')}
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

export function KeyHelpDialog() {
  const open = useUiStore((s) => s.keyHelpOpen);
  return open ? <OpenDialog /> : null;
}

function OpenDialog() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const close = () => useUiStore.getState().setKeyHelpOpen(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus?.();
    };
  }, []);
  return createPortal(
    <dialog
      ref={ref}
      className="key-help"
      aria-labelledby="key-help-title"
      data-testid="key-help"
      onKeyDown={(e) => {
        // Its keys are not the page's shortcuts; "?" closes it as it opened it.
        e.stopPropagation();
        if (e.key === '?') close();
      }}
      onCancel={(e) => {
        e.preventDefault(); // Esc: closed through the store, so the dialog unmounts cleanly
        close();
      }}
      // A click on the backdrop lands on the dialog element itself, outside its content box.
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <div className="key-help-body">
        <header className="key-help-head">
          <h2 id="key-help-title">{t('keyHelp.title')}</h2>
          <button type="button" className="button" onClick={close} data-testid="key-help-close">
            {t('keyHelp.close')}
          </button>
        </header>
        {SECTIONS.map(([section, rows]) => (
          <section key={section} aria-labelledby={`key-help-${section}`}>
            <h3 id={`key-help-${section}`}>{t(`keyHelp.section.${section}`)}</h3>
            <dl className="key-help-rows">
              {rows.map((row) => (
                <div key={row} className="key-help-row">
                  <dt>
                    <kbd>{t(`keyHelp.row.${row}.keys`)}</kbd>
                  </dt>
                  <dd>{t(`keyHelp.row.${row}.does`)}</dd>
                </div>
              ))}
            </dl>
            {section === 'playback' && (
              <p className="key-help-note" data-testid="key-help-counter">
                {t('playback.positionHint')}
              </p>
            )}
          </section>
        ))}
      </div>
    </dialog>,
    document.body,
  );
}
