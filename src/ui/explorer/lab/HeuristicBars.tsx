/**
 * Every heuristic's estimate for the lab's board as a bar, with the true distance as a dashed
 * line through all of them: an admissible heuristic's bar never crosses it. A real table (the
 * numbers are the content; the bars only illustrate them).
 */
import { useTranslation } from 'react-i18next';
import { useLabStore } from '../../../store/labStore';
import { HEURISTIC_STYLE, TRUTH_STYLE } from './heuristicStyle';
import { useFormat } from '../useFormat';
import { heuristicKey, knownDistance } from './labNames';

export function HeuristicBars() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const analysis = useLabStore((s) => s.analysis);
  const { values, truth } = analysis;
  if (!values) {
    return analysis.status === 'failed' ? (
      <p className="small warn lab-bars">
        {analysis.message === 'no-worker' ? t('explorer.progress.noWorker') : t('explorer.lab.failed')}
      </p>
    ) : (
      <p className="small muted lab-bars">{t('explorer.lab.board.computing')}</p>
    );
  }
  if (truth?.kind === 'unsolvable') {
    return (
      <p className="small warn lab-bars" data-testid="lab-unsolvable">
        {t('explorer.lab.board.unsolvable')}
      </p>
    );
  }
  const distance = knownDistance(truth);
  const lower = Math.max(...values.map((v) => v.value));
  const scale = Math.max(1, distance ?? lower, ...values.map((v) => v.value));
  const pct = (v: number) => `${(100 * v) / scale}%`;
  return (
    <div className="lab-bars">
      <table className="hbars" data-testid="heuristic-bars">
        <thead>
          <tr>
            <th scope="col">{t('explorer.lab.board.heuristic')}</th>
            <th scope="col" className="num">
              {t('explorer.lab.board.h')}
            </th>
            <th scope="col" className="xp-bar-col">
              <span className="visually-hidden">{t('explorer.lab.board.bar')}</span>
            </th>
            <th scope="col" className="num">
              {t('explorer.lab.board.gap')}
            </th>
          </tr>
        </thead>
        <tbody>
          {values.map(({ id, value }) => (
            <tr key={id} data-heuristic={id} data-value={value}>
              <th scope="row">{t(heuristicKey(id))}</th>
              <td className="num">{value}</td>
              <td className="xp-bar-col" aria-hidden="true">
                <span className="hbar-track">
                  <span className="hbar" style={{ width: pct(value), background: HEURISTIC_STYLE[id].color }} />
                  {distance !== null && <span className="hbar-truth" style={{ left: pct(distance) }} />}
                </span>
              </td>
              <td className="num">
                {distance === null ? '—' : value === distance ? t('explorer.lab.board.exact') : `−${distance - value}`}
              </td>
            </tr>
          ))}
          <tr className="truth-row" data-testid="true-distance" data-value={distance ?? ''}>
            <th scope="row">{t('explorer.lab.board.truth')}</th>
            <td className="num">{distance ?? (truth ? `≥ ${lower}` : '…')}</td>
            <td className="xp-bar-col" aria-hidden="true">
              <span className="hbar-track">
                {distance !== null && (
                  <span className="hbar" style={{ width: pct(distance), background: TRUTH_STYLE.color }} />
                )}
              </span>
            </td>
            <td />
          </tr>
        </tbody>
      </table>
      <p className="small muted" role="status">
        {!truth && analysis.status === 'running' && t('explorer.lab.board.searching')}
        {!truth && analysis.status === 'failed' && t('explorer.lab.failed')}
        {truth?.kind === 'table' && t('explorer.lab.board.fromTable')}
        {truth?.kind === 'search' &&
          t('explorer.lab.board.fromSearch', {
            heuristic: t(heuristicKey(truth.heuristic)),
            expanded: fmt.int(truth.expanded),
          })}
        {truth?.kind === 'limit' &&
          t('explorer.lab.board.fromLimit', {
            heuristic: t(heuristicKey(truth.heuristic)),
            expanded: fmt.int(truth.expanded),
            lower,
          })}
      </p>
    </div>
  );
}
