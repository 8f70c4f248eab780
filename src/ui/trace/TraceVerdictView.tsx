/**
 * The verdict on an opened trace: which algorithm it is checked against (the header's, or one
 * the student picks), the first mistake (its line, its step in the replay, what kind, and the
 * checker's own sentence), a button that shows that step, the counts beside the reference's, and
 * a button that opens the trace side by side with the reference in compare mode.
 */
import { useTranslation } from 'react-i18next';
import { TRACE_NAMESPACES } from './traceNamespace';
import type { AlgorithmId } from '../../core/events';
import { ALGORITHMS } from '../../core/solvers/algorithms';
import { openTraceComparison } from '../../store/traceCompare';
import { useTracePanel } from '../../store/tracePanel';
import { useTraceStore } from '../../store/traceStore';
import { traceMessageText, traceWhereText } from './traceMessageText';

export function TraceVerdictView() {
  const { t, i18n } = useTranslation(TRACE_NAMESPACES);
  const opened = useTraceStore((s) => s.opened);
  const checked = useTraceStore((s) => s.checked);
  const replayed = useTraceStore((s) => s.replayed);
  const status = useTraceStore((s) => s.status);
  const checkAgainst = useTraceStore((s) => s.checkAgainst);
  const showLine = useTraceStore((s) => s.showLine);
  const stepOfLine = useTraceStore((s) => s.stepOfLine);
  const kept = useTraceStore((s) => s.kept);
  if (opened === null || checked === null) return null;
  const { verdict, reference } = checked;
  const problem = verdict.problem;
  const step = problem === null ? null : stepOfLine(problem.line);
  const algorithm = verdict.algorithm;
  const algorithmName = (id: AlgorithmId) => t(`algorithm.${id}`, { ns: 'translation' });
  const checking = status.kind === 'open' && status.checking;
  return (
    <div className="trace-verdict" data-testid="trace-verdict" aria-busy={checking}>
      <p className="trace-file-line">
        {t('trace.file', {
          name: opened.name,
          lines: opened.lines.toLocaleString(),
          start: opened.startText,
          goal: opened.goalText,
        })}
      </p>
      <label className="trace-against">
        <span>{t('trace.checkAgainst')}</span>
        <select
          value={algorithm ?? ''}
          data-testid="trace-algorithm"
          onChange={(e) => checkAgainst(e.currentTarget.value as AlgorithmId, null)}
        >
          {algorithm === null && <option value="">{t('trace.noAlgorithm')}</option>}
          {ALGORITHMS.map((a) => (
            <option key={a.id} value={a.id}>
              {a.id === opened.headerAlgorithm
                ? t('trace.headerAlgorithm', { name: algorithmName(a.id) })
                : algorithmName(a.id)}
            </option>
          ))}
        </select>
      </label>
      {checking && <p role="status">{t('trace.checking')}</p>}
      {problem === null ? (
        <p className="trace-ok" role="status" data-testid="trace-ok">
          {verdict.checked === 'order' && algorithm !== null
            ? t('trace.valid', { algorithm: algorithmName(algorithm) })
            : t('trace.validMoves')}
        </p>
      ) : (
        <div className="trace-mistake" role="status" data-testid="trace-mistake">
          <h3>
            {step === null
              ? t('trace.mistakeNoStep', { line: problem.line })
              : t('trace.mistake', { line: problem.line, step })}
          </h3>
          <p className="trace-kind">{t(`trace.kind.${problem.kind}`)}</p>
          <p className="trace-message" data-testid="trace-message" data-code={problem.code}>
            {traceWhereText(t, 'problem', problem.line)}
            {traceMessageText(t, i18n.language, problem)}
          </p>
          {step !== null && replayed && (
            <button type="button" data-testid="trace-show-step" onClick={() => showLine(problem.line)}>
              {t('trace.show', { step })}
            </button>
          )}
        </div>
      )}
      {replayed && (
        <button
          type="button"
          className="button primary trace-compare"
          data-testid="trace-compare"
          onClick={() => {
            void openTraceComparison().then((opened) => {
              if (opened) useTracePanel.getState().setOpen(false);
            });
          }}
        >
          {t('trace.compare')}
        </button>
      )}
      {verdict.notes.map((note) => (
        <p key={note.code} className="trace-note" data-testid="trace-check-note" data-code={note.code}>
          {traceMessageText(t, i18n.language, note)}
        </p>
      ))}
      {!replayed && <p className="trace-note">{t('trace.notReplayed', { domain: opened.domainName })}</p>}
      {replayed && kept.kind !== 'none' && (
        <p className="trace-note" data-testid="trace-kept" data-kept={kept.kind}>
          {kept.kind === 'too-large'
            ? t('trace.kept.too-large', { size: megabytes(kept.bytes), max: megabytes(kept.max) })
            : t(`trace.kept.${kept.kind}`)}
        </p>
      )}
      <table className="trace-counts">
        <caption>{t('trace.counts.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trace.counts.what')}</th>
            <th scope="col">{t('trace.counts.yours')}</th>
            {algorithm !== null && (
              <th scope="col">{t('trace.counts.reference', { algorithm: algorithmName(algorithm) })}</th>
            )}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('trace.counts.expanded')}</th>
            <td>{opened.student.expanded.toLocaleString()}</td>
            {algorithm !== null && (
              <td>{reference.ok ? reference.expanded.toLocaleString() : t('trace.counts.unknown')}</td>
            )}
          </tr>
          <tr>
            <th scope="row">{t('trace.counts.generated')}</th>
            <td>{opened.student.generated.toLocaleString()}</td>
            {algorithm !== null && (
              <td>{reference.ok ? reference.generated.toLocaleString() : t('trace.counts.unknown')}</td>
            )}
          </tr>
          <tr>
            <th scope="row">{t('trace.counts.cost')}</th>
            <td>{opened.student.cost === null ? t('trace.counts.none') : opened.student.cost}</td>
            {algorithm !== null && (
              <td>
                {!reference.ok
                  ? t('trace.counts.unknown')
                  : reference.cost === null
                    ? t('trace.counts.none')
                    : reference.cost}
              </td>
            )}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

const megabytes = (bytes: number) => (bytes / 1_000_000).toLocaleString(undefined, { maximumFractionDigits: 1 });
