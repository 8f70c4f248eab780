/**
 * Everything the trace part draws: the header's button (a portal into the slot the first
 * download's header keeps for it: store/tracePanel.ts), the drop hint over the page, and the panel.
 */
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
  const slot = useTracePanel((s) => s.slot);
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
