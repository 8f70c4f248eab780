/**
 * Everything the trace part draws: the header's button (a portal into the header's controls,
 * which the first download renders without it), the drop hint over the page, and the panel.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { TRACE_NAMESPACES } from './traceNamespace';
import { useTracePanel } from '../../store/tracePanel';
import { TracePanel } from './TracePanel';

export function TraceLayer({ openFile }: { openFile: (file: Blob, name: string) => void }) {
  const { t } = useTranslation(TRACE_NAMESPACES);
  const open = useTracePanel((s) => s.open);
  const dropHint = useTracePanel((s) => s.dropHint);
  const setOpen = useTracePanel((s) => s.setOpen);
  const slot = useHeaderSlot();
  return (
    <>
      {slot &&
        createPortal(
          <button
            type="button"
            className="tab"
            aria-expanded={open}
            data-testid="trace-button"
            onClick={() => setOpen(!open)}
          >
            {t('trace.open')}
          </button>,
          slot,
        )}
      {dropHint && (
        <div className="trace-drop" aria-hidden="true">
          <p>{t('trace.drop')}</p>
        </div>
      )}
      {open && <TracePanel openFile={openFile} onClose={() => setOpen(false)} />}
    </>
  );
}

/** A span of our own at the start of the header's controls; found again if the header is redrawn. */
function useHeaderSlot(): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const place = () => {
      const controls = document.querySelector('.header-controls');
      if (controls === null) return setSlot(null);
      let span = controls.querySelector<HTMLElement>(':scope > .trace-slot');
      if (span === null) {
        span = document.createElement('span');
        span.className = 'trace-slot';
        controls.prepend(span);
      }
      setSlot(span);
    };
    place();
    // The header is not drawn in an embed, and a mode may redraw it: look again when the page changes.
    const watcher = new MutationObserver(() => {
      const controls = document.querySelector('.header-controls');
      if (controls !== null && controls.querySelector(':scope > .trace-slot') === null) place();
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, []);
  return slot;
}
