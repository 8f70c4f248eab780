/** A list of labelled counters, each with its exact value in data-value for tests and tools. */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SearchStats } from '../../core/events';

/** [test id suffix, label, value]: numbers are formatted for the language, strings shown as they are. */
export type StatRow = readonly [string, string, number | string];

export interface StatListProps {
  rows: readonly StatRow[];
  testIdPrefix?: string;
  className?: string;
}

export function StatList({ rows, testIdPrefix = 'stat-', className }: StatListProps) {
  const { i18n } = useTranslation();
  const nf = new Intl.NumberFormat(i18n.language);
  return (
    <dl className={className ? `stats ${className}` : 'stats'}>
      {rows.map(([id, label, value]) => (
        <div key={id} className="stat">
          <dt>{label}</dt>
          <dd data-testid={`${testIdPrefix}${id}`} data-value={typeof value === 'number' ? value : undefined}>
            {typeof value === 'number' ? nf.format(value) : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A finished run's statistics as the core reported them (the background run's result). */
export function finalStatRows(stats: SearchStats, t: TFunction): StatRow[] {
  return [
    ['expanded', t('stats.expanded'), stats.expanded],
    ['generated', t('stats.generated'), stats.generated],
    ['duplicates', t('stats.duplicates'), stats.duplicates],
    ['peak-frontier', t('stats.peakFrontier'), stats.peakFrontier],
    ['peak-memory', t('stats.peakMemory'), stats.peakMemory],
    ['elapsed', t('stats.elapsed'), t('stats.ms', { value: Math.round(stats.elapsedMs) })],
  ];
}
