/** A list of labelled counters, each with its exact value in data-value for tests and tools. */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AlgorithmId, SearchStats } from '../../core/events';
import { algorithmInfo } from '../../core/solvers/algorithms';

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

/**
 * What the duplicates counter counts, by its name: a graph search drops children seen before
 * (closed or in the frontier); a tree search (IDA*) keeps no closed set and drops only a child
 * already on its path, and "Duplicates 158,860" read as closed-list duplicates.
 */
export function duplicatesLabel(algorithm: AlgorithmId, t: TFunction): string {
  return algorithmInfo(algorithm)?.graphSearch === false ? t('stats.cycles') : t('stats.duplicates');
}

/** A finished run's statistics as the core reported them (the background run's result). */
export function finalStatRows(stats: SearchStats, algorithm: AlgorithmId, t: TFunction): StatRow[] {
  return [
    ['expanded', t('stats.expanded'), stats.expanded],
    ['generated', t('stats.generated'), stats.generated],
    ['duplicates', duplicatesLabel(algorithm, t), stats.duplicates],
    ['peak-frontier', t('stats.peakFrontier'), stats.peakFrontier],
    ['peak-memory', t('stats.peakMemory'), stats.peakMemory],
    ['elapsed', t('stats.elapsed'), t('stats.ms', { value: Math.round(stats.elapsedMs) })],
  ];
}
