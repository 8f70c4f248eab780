/** The run's counters at the cursor: the same numbers the core reports. */
import { useTranslation } from 'react-i18next';
import { useRunStore } from '../../store/runStore';
import { PeakOverLimit } from './PeakOverLimit';
import { StatList, duplicatesLabel, type StatRow } from './StatList';
import { useRunView } from './useRun';

export function StatsPanel() {
  const { t } = useTranslation();
  const view = useRunView();
  const setup = useRunStore((s) => s.setup);
  if (!view) return null;
  const c = view.counters;
  const rows: StatRow[] = [
    ['expanded', t('stats.expanded'), c.expanded],
    ['generated', t('stats.generated'), c.generated],
    ['frontier', t('stats.frontier'), view.frontier.size],
    ['peak-frontier', t('stats.peakFrontier'), c.peakFrontier],
    ['duplicates', duplicatesLabel(setup.algorithm, t), c.duplicates],
  ];
  if (c.pruned > 0 || view.iteration) rows.push(['pruned', t('stats.pruned'), c.pruned]);
  // RBFS and SMA*: what forgetting costs; IDA* and IDDFS: what each new pass repeats.
  if (c.forgotten > 0) rows.push(['forgotten', t('stats.forgotten'), c.forgotten]);
  if (c.forgotten > 0 || c.reexpanded > 0) rows.push(['reexpanded', t('stats.reexpanded'), c.reexpanded]);
  // Peak memory is replayed at every step; the solver's clock is only read out in its final event.
  rows.push(['peak-memory', t('stats.peakMemory'), c.peakMemory]);
  rows.push([
    'elapsed',
    t('stats.elapsed'),
    view.final ? t('stats.ms', { value: Math.round(view.final.stats.elapsedMs) }) : t('stats.elapsedAtEnd'),
  ]);
  return (
    <section className="panel side-panel" aria-labelledby="stats-title">
      <h2 id="stats-title" className="panel-title">
        {t('stats.title')}
      </h2>
      <StatList rows={rows} />
      <PeakOverLimit algorithm={setup.algorithm} memoryLimit={setup.memoryLimit} peak={c.peakMemory} />
    </section>
  );
}
