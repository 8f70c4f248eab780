/** The run's counters at the cursor: the same numbers the core reports. */
import { useTranslation } from 'react-i18next';
import { StatList, type StatRow } from './StatList';
import { useRunView } from './useRun';

export function StatsPanel() {
  const { t } = useTranslation();
  const view = useRunView();
  if (!view) return null;
  const c = view.counters;
  const rows: StatRow[] = [
    ['expanded', t('stats.expanded'), c.expanded],
    ['generated', t('stats.generated'), c.generated],
    ['frontier', t('stats.frontier'), view.frontier.size],
    ['peak-frontier', t('stats.peakFrontier'), c.peakFrontier],
    ['duplicates', t('stats.duplicates'), c.duplicates],
  ];
  if (c.pruned > 0 || view.iteration) rows.push(['pruned', t('stats.pruned'), c.pruned]);
  if (view.final) {
    rows.push(['peak-memory', t('stats.peakMemory'), view.final.stats.peakMemory]);
    rows.push(['elapsed', t('stats.elapsed'), t('stats.ms', { value: Math.round(view.final.stats.elapsedMs) })]);
  }
  return (
    <section className="panel side-panel" aria-labelledby="stats-title">
      <h2 id="stats-title" className="panel-title">
        {t('stats.title')}
      </h2>
      <StatList rows={rows} />
    </section>
  );
}
