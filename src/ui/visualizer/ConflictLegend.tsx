/** The overlay's key to the "⇄" badges: every linear-conflict pair on the board, with its line. */
import { useTranslation } from 'react-i18next';
import type { LinearConflict } from '../../core/heuristics/types';

export function ConflictLegend({ pairs }: { pairs: readonly LinearConflict[] }) {
  const { t } = useTranslation();
  return (
    <p className="conflict-legend" data-testid="conflict-legend" title={t('current.conflictCost')}>
      <span className="conflict-legend-title">{t('current.conflictOverlay')}:</span>{' '}
      {pairs.length === 0
        ? t('current.conflictNone')
        : pairs.map((p) => (
            <span
              key={`${p.line}${p.index}-${p.a}-${p.b}`}
              className="conflict-pair"
              data-testid="conflict-pair"
              data-a={p.a}
              data-b={p.b}
              title={t('breakdown.conflict', {
                a: p.a,
                b: p.b,
                line: t(`breakdown.line.${p.line}`),
                index: p.index + 1,
              })}
            >
              {p.a}⇄{p.b}
            </span>
          ))}
    </p>
  );
}
