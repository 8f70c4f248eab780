/**
 * Dominance board by board, not only on average: for each neighbouring pair of heuristics
 * (weakest first), whether the weaker one ever exceeded the stronger on the sampled boards,
 * whether any heuristic ever exceeded the true distance (admissible), and whether any dropped
 * by more than 1 in one move (consistent). Means can hide a crossing; this cannot.
 */
import { useTranslation } from 'react-i18next';
import type { LabProfile } from '../../../store/labStore';
import { useFormat } from '../useFormat';
import { heuristicKey } from './labNames';

export function DominanceList({ profile }: { profile: LabProfile }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { ids, exceeds, overestimates, exact, boards, moves, inconsistent } = profile;
  const name = (a: number) => t(heuristicKey(ids[a]));
  const total = fmt.int(boards);
  const admissible = overestimates.every((n) => n === 0);
  const consistent = inconsistent.every((n) => n === 0);
  return (
    <section className="dominance" aria-labelledby="dominance-title" data-testid="dominance">
      <h3 id="dominance-title" className="chart-title">
        {t('explorer.lab.dominance.title', { boards: total })}
      </h3>
      <ul className="dominance-list">
        {ids.slice(1).map((_, i) => {
          const [a, b] = [i, i + 1];
          const ordered = exceeds[a][b] === 0;
          return (
            <li
              key={ids[b]}
              className={ordered ? 'yes' : 'cross'}
              data-pair={`${ids[a]}<=${ids[b]}`}
              data-holds={ordered}
            >
              <span className="mark" aria-hidden="true">
                {ordered ? '≤' : '⤫'}
              </span>
              {ordered
                ? t('explorer.lab.dominance.holds', { a: name(a), b: name(b), total, higher: fmt.int(exceeds[b][a]) })
                : t('explorer.lab.dominance.crosses', {
                    a: name(a),
                    b: name(b),
                    aHigher: fmt.int(exceeds[a][b]),
                    bHigher: fmt.int(exceeds[b][a]),
                  })}
            </li>
          );
        })}
        <li className={admissible ? 'yes' : 'cross'} data-testid="admissible">
          <span className="mark" aria-hidden="true">
            {admissible ? '✓' : '✗'}
          </span>
          {admissible
            ? t('explorer.lab.dominance.admissible', { total })
            : t('explorer.lab.dominance.overestimates', {
                list: ids.map((id, a) => `${t(heuristicKey(id))} ${fmt.int(overestimates[a])}`).join(', '),
              })}
        </li>
        <li className={consistent ? 'yes' : 'cross'} data-testid="consistent" data-consistent={consistent}>
          <span className="mark" aria-hidden="true">
            {consistent ? '✓' : '✗'}
          </span>
          {consistent
            ? t('explorer.lab.dominance.consistent', { moves: fmt.int(moves) })
            : t('explorer.lab.dominance.inconsistent', {
                moves: fmt.int(moves),
                list: ids
                  .map((id, a) => (inconsistent[a] > 0 ? `${t(heuristicKey(id))} ${fmt.int(inconsistent[a])}` : null))
                  .filter((x) => x !== null)
                  .join(', '),
              })}
        </li>
        <li className="info">
          <span className="mark" aria-hidden="true">
            =
          </span>
          {t('explorer.lab.dominance.exact', {
            list: ids
              .map((id, a) => `${t(heuristicKey(id))} ${fmt.percent(exact[a] / Math.max(1, boards), 0)}`)
              .join(' · '),
          })}
        </li>
      </ul>
    </section>
  );
}
