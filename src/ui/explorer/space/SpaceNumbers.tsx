/** The headline numbers of a finished search: how many states, how far the hardest one is, how long it took. */
import { useTranslation } from 'react-i18next';
import type { SpaceSummary } from '../../../workers/stateSpaceClient';
import { useFormat } from '../useFormat';

export function SpaceNumbers({ summary }: { summary: SpaceSummary }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const meanDistance = summary.counts.reduce((sum, c, d) => sum + c * d, 0) / summary.states;
  return (
    <dl className="big-numbers">
      <div className="big-number">
        <dt>{t('explorer.numbers.states', { rows: summary.rows, cols: summary.cols })}</dt>
        <dd data-testid="space-states">{fmt.int(summary.states)}</dd>
      </div>
      <div className="big-number">
        <dt>{t('explorer.numbers.diameter')}</dt>
        <dd data-testid="space-diameter">
          {summary.diameter}
          <span className="unit">{t('explorer.numbers.moves', { count: summary.diameter })}</span>
        </dd>
      </div>
      <div className="big-number">
        <dt>{t('explorer.numbers.mean')}</dt>
        <dd>
          {fmt.fixed(meanDistance, 1)}
          <span className="unit">{t('explorer.numbers.moves', { count: 2 })}</span>
        </dd>
      </div>
      <div className="big-number">
        <dt>{t('explorer.numbers.time')}</dt>
        <dd data-testid="space-time">
          {fmt.fixed(summary.elapsedMs / 1000, 2)}
          <span className="unit">{t('explorer.numbers.seconds')}</span>
        </dd>
      </div>
    </dl>
  );
}
