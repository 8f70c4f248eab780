/**
 * One quantity of every pane against expansions (frontier size, nodes in memory, f of each
 * expansion), a line per pane, up to the shared clock. Each chart follows the painted frame on
 * its own (useComparePainted.ts): at top speed the three charts render in three tasks, not in
 * one with the rest of the page.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompareStore } from '../../store/compareStore';
import type { CompareFrame } from '../../store/compareTimeline';
import { ExpansionChart, type LineSeries, type XMode } from './ExpansionChart';
import { usePaneLabel } from './PaneTraceMark';
import { PANE_STYLES } from './paneStyle';
import { useComparePainted } from './useComparePainted';

/** The per-expansion series of a pane that are drawn as lines. */
export type SeriesName = 'frontier' | 'memory' | 'fExpanded';

/**
 * Where the clock axis ends: at the clock while the runs are live; once every pane has ended it
 * spans the whole run, and scrubbing back shows where the clock is.
 */
export function clockAxisEnd({ clock, endClock }: Pick<CompareFrame, 'clock' | 'endClock'>): number {
  return Math.max(clock, endClock ?? clock, 1);
}

export const PaneLinesChart = memo(function PaneLinesChart({
  pick,
  testId,
  titleKey,
  log,
  xMode,
}: {
  pick: SeriesName;
  testId: string;
  titleKey: string;
  log: boolean;
  xMode: XMode;
}) {
  const { t } = useTranslation();
  const painted = useComparePainted();
  const sessions = useCompareStore((s) => s.sessions);
  const label = usePaneLabel();
  if (!painted) return null;
  const { clock } = painted;
  const series: LineSeries[] = [];
  sessions.forEach((s, k) => {
    if (s.refusal) return;
    const style = PANE_STYLES[k];
    series.push({
      key: style.letter,
      label: label(k),
      color: style.color,
      dash: style.dash,
      marker: style.marker,
      values: s.series[pick].data,
      source: s.series[pick],
      count: Math.min(clock + 1, s.series.samples),
      // A pane that has ended spans its whole run; a live one, what it has done so far.
      length: s.ended ? s.series.samples : Math.min(clock + 1, s.series.samples),
    });
  });
  return (
    <ExpansionChart
      height={190}
      testId={testId}
      title={t(titleKey)}
      xLabel={xMode === 'own' ? t('compare.charts.ownLength') : t('compare.charts.expansions')}
      series={series}
      xMax={clockAxisEnd(painted)}
      cursor={clock}
      log={log}
      xMode={xMode}
    />
  );
});
