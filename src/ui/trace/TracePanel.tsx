/**
 * The trace panel: how to open a trace (file, drop, paste), the reading's progress with Cancel,
 * a refusal with its line, and once open the verdict: the first mistake with its line and step,
 * a button that shows that step in the visualizer, the counts beside the reference's, and the
 * algorithm it is checked against.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRACE_NAMESPACES } from './traceNamespace';
import { useTraceStore } from '../../store/traceStore';
import { TraceVerdictView } from './TraceVerdictView';
import { traceMessageText, traceWhereText } from './traceMessageText';

export function TracePanel({
  openFile,
  onClose,
}: {
  openFile: (file: Blob, name: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(TRACE_NAMESPACES);
  const status = useTraceStore((s) => s.status);
  const cancel = useTraceStore((s) => s.cancel);
  const lost = useTraceStore((s) => s.lost);
  const clampedStep = useTraceStore((s) => s.clampedStep);
  const [pasted, setPasted] = useState('');
  return (
    <section className="side-sheet trace-panel" aria-labelledby="trace-title" data-testid="trace-panel">
      <div className="trace-panel-head">
        <h2 id="trace-title">{t('trace.title')}</h2>
        <button type="button" onClick={onClose}>
          {t('trace.close')}
        </button>
      </div>
      <p className="trace-intro">{t('trace.intro')}</p>
      <div className="trace-open">
        <label className="trace-file">
          <span className="button-like">{t('trace.choose')}</span>
          <input
            type="file"
            accept=".jsonl,.json,.txt,.ndjson,application/json,text/plain"
            data-testid="trace-file"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file !== undefined) openFile(file, file.name);
              e.currentTarget.value = ''; // the same file chosen again opens again
            }}
          />
        </label>
        <details className="trace-paste">
          <summary>{t('trace.pasteLabel')}</summary>
          <textarea
            value={pasted}
            rows={4}
            spellCheck={false}
            aria-label={t('trace.pasteLabel')}
            placeholder={t('trace.pastePlaceholder')}
            onChange={(e) => setPasted(e.currentTarget.value)}
          />
          <button
            type="button"
            disabled={pasted.trim() === ''}
            onClick={() => openFile(new Blob([pasted], { type: 'text/plain' }), t('trace.pasted'))}
          >
            {t('trace.pasteOpen')}
          </button>
        </details>
      </div>
      {clampedStep !== null && (
        <p className="trace-note" role="status" data-testid="trace-clamped-step">
          {t('trace.clampedStep', { asked: clampedStep.asked, last: clampedStep.last })}
        </p>
      )}
      {lost !== null && (
        <p className="trace-refused" role="alert" data-testid="trace-lost">
          {t(`trace.lost.${lost}`)}
        </p>
      )}
      {status.kind === 'reading' && (
        <div className="trace-reading" role="status" data-testid="trace-reading">
          <progress max={Math.max(1, status.progress.total)} value={status.progress.bytes} />
          <span>
            {t('trace.reading', {
              name: status.name,
              lines: status.progress.lines.toLocaleString(),
              percent: Math.floor((100 * status.progress.bytes) / Math.max(1, status.progress.total)),
            })}
          </span>
          <button type="button" onClick={cancel} data-testid="trace-cancel">
            {t('trace.cancel')}
          </button>
        </div>
      )}
      {status.kind === 'refused' && (
        <div className="trace-refused" role="alert" data-testid="trace-refused">
          <p>
            {status.error.line > 0
              ? t('trace.refused', { name: status.name, line: status.error.line })
              : t('trace.refusedWhole', { name: status.name })}
          </p>
          <p>{t(`trace.refusedCode.${refusalCode(status.error.code)}`)}</p>
          <p data-testid="trace-refusal-detail">
            {status.error.where === 'none' ? '' : traceWhereText(t, status.error.where, status.error.line)}
            {traceMessageText(
              t,
              i18n.language,
              { code: status.error.messageCode, params: status.error.params },
              status.error.cause,
            )}
          </p>
        </div>
      )}
      {status.kind === 'failed' && (
        <p className="trace-refused" role="alert">
          {t('trace.failed')}
        </p>
      )}
      {status.kind === 'open' && <TraceVerdictView />}
    </section>
  );
}

const KNOWN_CODES = new Set([
  'not-json',
  'no-header',
  'bad-state',
  'bad-start',
  'bad-goal',
  'after-end',
  'second-header',
  'unknown-domain',
  'unknown-algorithm',
  'unknown-heuristic',
  'empty',
]);

function refusalCode(code: string): string {
  return KNOWN_CODES.has(code) ? code : 'other';
}
