/**
 * IDA* and IDDFS pass by pass, beside the frontier: one row per pass begun at the cursor (its
 * bound, the nodes it expanded, the next bound), the pass in progress last and marked. The rows
 * come from the replayer's pass log (src/core/replay/passLog.ts): a binary search per frame,
 * so the table follows the cursor at top speed, forward and back. A run too large to record and
 * finished in the background ends with every pass the worker counted (finishedPasses.ts), at
 * the end of what was recorded.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { useFinishedPasses } from '../../store/finishedPasses';
import { useRunStore } from '../../store/runStore';
import { fmt } from './narration';
import { useRunFrame } from './useRun';

export function PassTable() {
  const { t, i18n } = useTranslation();
  const frame = useRunFrame();
  const replayer = useRunStore((s) => s.session?.replayer ?? null);
  const algorithm = useRunStore((s) => s.setup.algorithm);
  const atRecordedEnd = useRunStore((s) => s.tooLarge && s.cursor >= s.recorded);
  const runId = useRunStore((s) => s.runId);
  const finishedRun = useFinishedPasses((f) => (f.runId === runId && atRecordedEnd ? f : null));
  const finished = finishedRun?.passes ?? null;
  const passes = algorithmInfo(algorithm)?.passes ?? null;
  const depthFirst = passes !== null;
  const rows = useMemo(
    () =>
      finished
        ? finished.map((p, i) => ({
            pass: i + 1,
            ...p,
            nextBound: finished[i + 1]?.bound ?? Infinity,
            done: i < finished.length - 1,
          }))
        : frame?.view && replayer && depthFirst
          ? replayer.passes.rowsAt(frame.cursor, frame.view.iteration)
          : [],
    [finished, frame, replayer, depthFirst],
  );
  const scroller = useRef<HTMLDivElement>(null);
  // The pass in progress is the last row: keep it in view as rows are added.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [rows.length]);
  if (!depthFirst) return null;
  const fBound = passes === 'f';
  const solved = finished ? finishedRun?.solved : frame?.view?.final?.type === 'solved';
  return (
    <section className="panel pass-table-panel" aria-labelledby="pass-table-title" data-testid="pass-table">
      <h2 id="pass-table-title" className="panel-title">
        {fBound ? t('passTable.title') : t('passTable.titleIddfs')}
      </h2>
      {rows.length === 0 ? (
        <p className="muted small">{t('passTable.empty')}</p>
      ) : (
        <div className="pass-table-scroll" ref={scroller} tabIndex={0} aria-label={t('passTable.title')}>
          <table className="pass-table">
            <thead>
              <tr>
                <th scope="col">{t('passTable.pass')}</th>
                <th scope="col">{fBound ? t('passTable.bound') : t('passTable.depthLimit')}</th>
                <th scope="col">{t('passTable.expanded')}</th>
                <th scope="col">{fBound ? t('passTable.nextBound') : t('passTable.nextDepthLimit')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.pass} className={r.done ? undefined : 'current'} data-pass={r.pass}>
                  <th scope="row">{r.pass}</th>
                  <td>{fmt(r.bound)}</td>
                  <td>{r.expanded.toLocaleString(i18n.language)}</td>
                  <td>
                    {!r.done && solved
                      ? t('passTable.solved')
                      : Number.isFinite(r.nextBound)
                        ? r.done
                          ? fmt(r.nextBound)
                          : t('passTable.soFar', { bound: fmt(r.nextBound) })
                        : r.done || solved
                          ? t('iteration.none')
                          : t('passTable.notYet')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
