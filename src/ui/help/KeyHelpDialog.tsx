/**
 * The keyboard help itself: every shortcut by section, in a modal dialog that closes with Esc,
 * its Close button, a click outside or "?" again. Its own chunk, loaded when first opened
 * (KeyHelp.tsx keeps the "?" button and key in the first download).
 */
import { useModalDialog } from '../hooks/useModalDialog';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../store/uiStore';

/** The sections and their rows (catalogue keys under keyHelp.row). */
const SECTIONS = [
  ['everywhere', ['help', 'projector', 'escape']],
  ['playback', ['playPause', 'step', 'expansion', 'ends', 'speed']],
  ['tree', ['pan', 'zoom', 'fit', 'pick']],
  ['play', ['slide', 'click']],
  ['maps', ['pickGoal', 'pickStart', 'pickMove']],
  ['gridEditor', ['gridMove', 'gridWall', 'gridWeight', 'gridErase', 'gridPaint', 'gridStart', 'gridGoal']],
  ['quiz', ['answer', 'nextQuestion']],
  // Not the arrows: they step the search, and the class may still step while a lesson is shown.
  ['lessons', ['nextStop', 'previousStop']],
] as const;

export function OpenDialog() {
  const { t } = useTranslation();
  const ref = useModalDialog();
  const close = () => useUiStore.getState().setKeyHelpOpen(false);
  return createPortal(
    <dialog
      ref={ref}
      className="modal-dialog key-help"
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
