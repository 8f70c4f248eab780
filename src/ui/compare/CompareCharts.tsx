/**
 * The charts over the run, up to the shared clock: frontier size and nodes held in memory
 * against expansions (every pane on one chart), and each pane's expansions per depth or per
 * IDA* pass.
 */
import { useTranslation } from 'react-i18next';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { bucketCounts } from '../../store/compareSeries';
import { useCompareStore } from '../../store/compareStore';
import { LevelChart } from './LevelChart';
import { LineChart, type LineSeries } from './LineChart';
import { PANE_STYLES, paneTitle } from './paneStyle';

export function CompareCharts({ log }: { log: boolean }) {
  const { t } = useTranslation();
  useCompareStore((s) => s.version);
  const { sessions, setup, clock, endClock } = useCompareStore.getState();
  if (!sessions.length) return null;
  // While the runs are live the axis ends at the clock; once every pane has ended it spans the
  // whole run, and scrubbing back shows where the clock is.
  const xMax = Math.max(clock, endClock ?? clock, 1);
  const live = sessions
    .map((s, k) => ({ s, k, style: PANE_STYLES[k], p: setup.panes[k] }))
    .filter(({ s }) => !s.refusal);
  const label = (k: number) =>
    `${PANE_STYLES[k].letter} · ${paneTitle(setup.panes[k], t, algorithmInfo(setup.panes[k].algorithm)?.usesHeuristic ?? false)}`;
  const lines = (pick: 'frontier' | 'memory'): LineSeries[] =>
    live.map(({ s, k, style }) => ({
      key: style.letter,
      label: label(k),
      color: style.color,
      dash: style.dash,
      marker: style.marker,
      values: s.series[pick].data,
      count: Math.min(clock + 1, s.series.samples),
    }));

  return (
    <div className="compare-charts">
      <div className="chart-row">
        <LineChart
          height={190}
          testId="chart-frontier"
          title={t('compare.charts.frontier')}
          xLabel={t('compare.charts.expansions')}
          series={lines('frontier')}
          xMax={xMax}
          cursor={clock}
          log={log}
        />
        <LineChart
          height={190}
          testId="chart-memory"
          title={t('compare.charts.memory')}
          xLabel={t('compare.charts.expansions')}
          series={lines('memory')}
          xMax={xMax}
          cursor={clock}
          log={log}
        />
      </div>
      <h3 className="charts-subtitle">{t('compare.charts.levels')}</h3>
      <div className="level-row">
        {live.map(({ s, k, style }) => {
          const kind = s.series.bucketKind;
          const title = label(k);
          if (kind === 'none') {
            return (
              <figure key={k} className="chart level-chart level-none">
                <figcaption className="chart-title small-title">{title}</figcaption>
                <p className="muted small">{t('compare.charts.walkLevels')}</p>
              </figure>
            );
          }
          const counts = bucketCounts(s.series, Math.min(clock, s.expansions));
          const labels = counts.map((_, level) =>
            kind === 'pass' ? (level === 0 ? null : String(s.series.bounds[level - 1] ?? level)) : String(level),
          );
          return (
            <LevelChart
              key={k}
              testId={`chart-levels-${style.letter}`}
              title={title}
              counts={counts}
              labels={labels}
              axisLabel={kind === 'pass' ? t('compare.charts.byBound') : t('compare.charts.byDepth')}
              style={style}
              log={log}
            />
          );
        })}
      </div>
    </div>
  );
}
