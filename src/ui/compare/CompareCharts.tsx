/**
 * The charts over the run, up to the shared clock: frontier size, nodes held in memory and
 * the f of each expanded node against expansions (every pane on one chart), and each pane's
 * expansions per depth or per IDA* pass.
 */
import { useTranslation } from 'react-i18next';
import { bucketCounts } from '../../store/compareSeries';
import { useCompareBackground } from '../../store/compareBackground';
import { useCompareStore } from '../../store/compareStore';
import { useComparePainted } from './useComparePainted';
import { LevelChart } from './LevelChart';
import type { XMode } from './ExpansionChart';
import { clockAxisEnd, PaneLinesChart, type SeriesName } from './PaneLinesChart';
import { usePaneLabel } from './PaneTraceMark';
import { PANE_STYLES } from './paneStyle';

/** A finished pane whose run takes less than this share of the shared clock's axis is named. */
const SQUEEZED_SHARE = 0.05;

export function CompareCharts({
  log,
  xMode,
  onOwnAxis,
}: {
  log: boolean;
  xMode: XMode;
  /** Switches the x axis to each pane's own run. */
  onOwnAxis: () => void;
}) {
  const { t } = useTranslation();
  // `painted`, not `frame`: at top speed the charts repaint a few times a second, not every frame.
  const painted = useComparePainted();
  const sessions = useCompareStore((s) => s.sessions);
  const setup = useCompareStore((s) => s.setup);
  const background = useCompareBackground((s) => s.runs);
  const label = usePaneLabel();
  if (!sessions.length || !painted) return null;
  const { clock, endClock } = painted;
  const xMax = clockAxisEnd(painted);
  const live = sessions
    .map((s, k) => ({ s, k, style: PANE_STYLES[k], p: setup.panes[k] }))
    .filter(({ s }) => !s.refusal);
  /** One quantity against expansions, a line per pane: each chart repaints in a task of its own. */
  const expansionChart = (pick: SeriesName, testId: string, titleKey: string, logScale: boolean) => (
    <PaneLinesChart pick={pick} testId={testId} titleKey={titleKey} log={logScale} xMode={xMode} />
  );

  // On the shared clock a short run (IDA* beside BFS) is a sliver at the left: say so, and offer
  // the axis that stretches each run to the full width.
  const squeezed =
    xMode === 'clock' && endClock !== null
      ? live.filter(({ s }) => s.ended && s.expansions / xMax < SQUEEZED_SHARE)
      : [];

  return (
    <div className="compare-charts">
      {squeezed.length > 0 && (
        <p className="chart-note squeezed-note" data-testid="chart-squeezed">
          <span>
            {squeezed
              .map(({ s, style }) =>
                t('compare.charts.squeezed', {
                  pane: style.letter,
                  share: Math.max(1, Math.round((100 * s.expansions) / xMax)),
                }),
              )
              .join(' ')}
          </span>{' '}
          <button type="button" className="button" onClick={onOwnAxis}>
            {t('compare.charts.showOwn')}
          </button>
        </p>
      )}
      <div className="chart-row">
        {expansionChart('frontier', 'chart-frontier', 'compare.charts.frontier', log)}
        {expansionChart('memory', 'chart-memory', 'compare.charts.memory', log)}
      </div>
      {/* f is a few dozen at most, and its steps are the point: never on a log scale. */}
      {expansionChart('fExpanded', 'chart-f', 'compare.charts.fExpanded', false)}
      <p className="muted small chart-note">{t('compare.charts.fHint')}</p>
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
          // A pane too large to record, finished in the background, at its end: the worker's
          // count of every pass, not only those recorded.
          const whole = kind === 'pass' && painted.panes[k]?.atEnd && s.tooLarge ? background[k]?.passes : null;
          const counts = whole
            ? [0, ...whole.map((p) => p.expanded)]
            : bucketCounts(s.series, Math.min(clock, s.expansions));
          const bounds = whole ? whole.map((p) => p.bound) : s.series.bounds;
          const labels = counts.map((_, level) =>
            kind === 'pass' ? (level === 0 ? null : String(bounds[level - 1] ?? level)) : String(level),
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
