/**
 * The classic comparison table (time, memory, optimality), measured on this problem: each row
 * fills in when the clock reaches that pane's end. The best value of a column is marked in
 * words as well as in bold. "Shortest here" is measured: the path's length (its cost on a map)
 * against the true optimum of the problem that pane searches (from a pane that guarantees it,
 * else from a check in a worker: compareOptimum.ts); "guaranteed" stays beside it, because a
 * greedy run can be lucky without being safe.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinalEvent } from '../../core/events';
import { useCompareBackground } from '../../store/compareBackground';
import { problemKey, useCompareOptimum } from '../../store/compareOptimum';
import { onDomain, useCompareStore, type PaneView } from '../../store/compareStore';
import { fmt } from '../visualizer/narration';
import { LegendGlyph } from '../charts/Marker';
import { PANE_STYLES } from './paneStyle';
import { usePaneTitle } from './PaneTraceMark';
import { useComparePainted } from './useComparePainted';
import './results.css';

type Column = 'expanded' | 'generated' | 'peakMemory' | 'elapsedMs';
const COLUMNS: readonly Column[] = ['expanded', 'generated', 'peakMemory', 'elapsedMs'];
/** The headings of the number columns (the measured ones, then the path's length). */
const NUMBER_HEADINGS = ['expanded', 'generated', 'peakMemory', 'time', 'length'] as const;
const NO_PANES: readonly PaneView[] = [];

export function ResultsTable() {
  const { t, i18n } = useTranslation();
  const background = useCompareBackground((s) => s.runs);
  const setup = useCompareStore((s) => s.setup);
  const sessions = useCompareStore((s) => s.sessions);
  // At top speed the table follows the few pictures a second, not every frame.
  const panes = useComparePainted()?.panes ?? NO_PANES;
  // A student's trace: its time is not measured here and its optimality is not promised.
  const traceAt = useCompareStore((s) => s.recorded?.index ?? -1);
  const titleOf = usePaneTitle();
  const nf = new Intl.NumberFormat(i18n.language);
  const ms = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const rows = setup.panes.map((p, k) => {
    const shown = panes[k];
    const own = shown?.atEnd ? (shown.view?.final ?? null) : null;
    const fromBackground = own === null && shown?.atEnd && shown.tooLarge ? (background[k]?.final ?? null) : null;
    const final: FinalEvent | null = own ?? fromBackground;
    const trace = k === traceAt;
    return {
      p,
      k,
      key: problemKey(setup, p),
      final,
      refused: sessions[k]?.refusal ?? null,
      inBackground: fromBackground !== null,
      trace,
    };
  });
  const done = rows.filter((r) => r.final);
  // On a road map or a grid a path is measured by its cost, not its number of steps.
  const onMap = onDomain(setup) !== null;
  const measure = (final: FinalEvent) =>
    onMap && final.type === 'solved' ? (final.cost ?? final.stats.solutionLength) : final.stats.solutionLength;
  const best = (c: Column) =>
    Math.min(...done.filter((r) => c !== 'elapsedMs' || !(r.inBackground || r.trace)).map((r) => r.final!.stats[c]));
  const solvedOptimal = done.filter((r) => !r.trace && r.final!.type === 'solved' && r.final!.stats.optimal);
  const allEnded = rows.every((r) => r.final || r.refused);
  // Each problem the panes pose (one, or a grid's 4- and 8-connected moves): its optimum from a
  // pane that guarantees one, else from a check in a worker once every pane has ended.
  const guaranteedFor = (key: string) => {
    const costs = solvedOptimal.filter((r) => r.key === key).map((r) => measure(r.final!));
    return costs.length ? Math.min(...costs) : null;
  };
  const toCheck = [...new Set(rows.map((r) => r.key))].filter(
    (key) => guaranteedFor(key) === null && allEnded && done.some((r) => r.key === key && r.final!.type === 'solved'),
  );
  const checks = useCompareOptimum((s) => s.checks);
  const checkList = toCheck.join('\n');
  useEffect(() => {
    for (const key of checkList ? checkList.split('\n') : []) {
      const pane = setup.panes.find((p) => problemKey(setup, p) === key);
      if (pane) useCompareOptimum.getState().ensure(setup, pane);
    }
  }, [checkList, setup]);
  const shortestFor = (key: string): number | null => {
    const check = checks[key];
    return guaranteedFor(key) ?? (check?.status === 'known' ? check.shortest : null);
  };
  /** Measured: is this run's path the shortest on its problem? */
  const measured = (final: FinalEvent | null, key: string): { text: string; value?: string } => {
    if (final?.type !== 'solved') return { text: '—' };
    const shortest = shortestFor(key);
    if (shortest === null)
      return { text: checks[key]?.status === 'running' ? t('compare.results.checking') : t('compare.results.unknown') };
    const yes = Math.abs(measure(final) - shortest) < 1e-9;
    return { text: yes ? t('compare.results.yes') : t('compare.results.no'), value: String(yes) };
  };

  return (
    <div className="results-wrap">
      <table className="results" data-testid="results-table">
        <caption className="visually-hidden">{t('compare.results.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compare.results.pane')}</th>
            <th scope="col">{t('compare.results.result')}</th>
            {NUMBER_HEADINGS.map((key) => (
              <th key={key} scope="col" className="num">
                {t(`compare.results.${key === 'length' && onMap ? 'cost' : key}`)}
              </th>
            ))}
            <th scope="col">{t('compare.results.shortest')}</th>
            <th scope="col">{t('compare.results.optimal')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ k, key, final, refused, inBackground, trace }) => {
            const style = PANE_STYLES[k];
            const title = titleOf(k);
            const s = final?.stats;
            const cell = (c: Column) => {
              if (!s || (trace && c === 'elapsedMs'))
                return (
                  <td key={c} className="num muted">
                    —
                  </td>
                );
              // A time from the worker is on another basis: it never competes for "lowest".
              const isBest = done.length > 1 && s[c] === best(c) && !(c === 'elapsedMs' && inBackground);
              const text = c === 'elapsedMs' ? t('stats.ms', { value: ms.format(s[c]) }) : nf.format(s[c]);
              return (
                <td
                  key={c}
                  className={isBest ? 'num best' : 'num'}
                  data-testid={`result-${style.letter}-${c}`}
                  data-value={s[c]}
                  data-basis={c === 'elapsedMs' ? (inBackground ? 'worker' : 'recorded') : undefined}
                >
                  {text}
                  {c === 'elapsedMs' && inBackground && (
                    <span className="result-note">{t('compare.results.timeInWorker')}</span>
                  )}
                  {isBest && <span className="best-tag">{t('compare.results.lowest')}</span>}
                </td>
              );
            };
            const shortest = shortestFor(key);
            const longer = final?.type === 'solved' && shortest !== null && !onMap ? s!.solutionLength - shortest : 0;
            return (
              <tr key={k} data-testid={`result-row-${style.letter}`}>
                <th scope="row" className="results-pane">
                  <LegendGlyph color={style.color} dash={style.dash} marker={style.marker} />
                  <span>
                    <strong>{style.letter}</strong> {title}
                  </span>
                </th>
                <td>
                  {refused ? (
                    t('compare.results.refused')
                  ) : final ? (
                    <>
                      {t(`compare.results.kind.${final.type}`)}
                      {inBackground && <span className="result-note">{t('compare.results.background')}</span>}
                    </>
                  ) : (
                    <span className="muted">{t('compare.results.pending')}</span>
                  )}
                </td>
                {COLUMNS.map(cell)}
                <td
                  className="num"
                  data-testid={`result-${style.letter}-length`}
                  data-value={final?.type === 'solved' ? measure(final) : undefined}
                >
                  {final?.type === 'solved' ? (onMap ? fmt(measure(final)) : nf.format(s!.solutionLength)) : '—'}
                  {longer > 0 && <span className="longer-tag">{t('compare.results.longer', { count: longer })}</span>}
                </td>
                <td data-testid={`result-${style.letter}-shortest`} data-value={measured(final, key).value}>
                  {measured(final, key).text}
                </td>
                <td
                  data-testid={`result-${style.letter}-optimal`}
                  data-value={s && !trace ? String(s.optimal) : undefined}
                >
                  {s && !trace ? (s.optimal ? t('compare.results.yes') : t('compare.results.no')) : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="muted small">{t('compare.results.notes')}</p>
    </div>
  );
}
