/**
 * A line chart of one quantity against expansions, one line per pane, in SVG (vector: crisp
 * on any projector, and in a screenshot). Lines are decimated per pixel column from block
 * summaries (charts/decimate.ts), so a frame's drawing costs the same however long the run.
 * Each line has its pane's colour AND dash AND marker shape, named in the legend, so colour
 * never carries the meaning alone. Axes, ticks, markers and legend come from the chart kit.
 */
import { useTranslation } from 'react-i18next';
import { AxisFrame, XTicks, YGrid, type PlotArea } from '../charts/Axes';
import { useChartFont } from '../charts/chartFont';
import { decimate, extremaOf, maxOf } from '../charts/decimate';
import { Legend } from '../charts/Legend';
import { pathOf } from '../charts/line';
import { Marker } from '../charts/Marker';
import { linearScale, logScale } from '../charts/scale';
import type { SeriesStyle } from '../charts/shapes';
import { logTicks, niceTicks } from '../charts/ticks';
import { useElementSize } from '../hooks/useElementSize';

/**
 * The x axis: the shared clock (expansions), or each pane's own run stretched to the full
 * width, so a short run beside a long one (IDA* beside BFS) still shows its shape.
 */
export type XMode = 'clock' | 'own';

export interface LineSeries extends SeriesStyle {
  key: string;
  label: string;
  values: ArrayLike<number>;
  /** The store's series object behind `values` (append-only): the key of its block summary. */
  source: object;
  /** Samples to draw: values[0..count), sample k at x = k. */
  count: number;
  /** Samples in the pane's whole run as far as it is known (the full width in 'own' mode). */
  length: number;
}

const M = { left: 58, right: 14, top: 12, bottom: 38 };
const MARKERS = 4;

export function ExpansionChart({
  title,
  xLabel,
  series,
  xMax,
  cursor,
  log,
  xMode = 'clock',
  height = 210,
  testId,
}: {
  title: string;
  xLabel: string;
  series: readonly LineSeries[];
  xMax: number;
  /** The clock: a vertical line when the chart shows more than it. */
  cursor: number;
  log: boolean;
  xMode?: XMode;
  height?: number;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const [ref, box] = useElementSize<HTMLDivElement>();
  const fontPx = useChartFont();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const full = new Intl.NumberFormat(i18n.language);
  const w = Math.max(200, box.width);
  // Room under the plot for the tick values and the axis title, in the type's size (projector mode).
  const bottom = Math.max(M.bottom, Math.ceil(2 * fontPx + 12));
  const plot: PlotArea = { left: M.left, top: M.top, width: w - M.left - M.right, height: height - M.top - bottom };
  const base = M.top + plot.height;
  const xSpan = Math.max(1, xMax);
  const blocks = series.map((s) => extremaOf(s.source, s.values, s.count));
  const yMaxRaw = Math.max(1, ...series.map((s, k) => maxOf(s.values, s.count, blocks[k])));
  const yTicks = log ? logTicks(yMaxRaw) : niceTicks(0, yMaxRaw, 4, { whole: true });
  const yTop = yTicks[yTicks.length - 1];
  const own = xMode === 'own';
  // In 'own' mode x is the share of each pane's run (0..1); else the clock.
  const sx = linearScale([0, own ? 1 : xSpan], [M.left, M.left + plot.width]);
  const sxOf = (s: LineSeries) => (own ? (i: number) => sx(i / Math.max(1, s.length - 1)) : sx);
  const sy = log ? logScale([1, Math.max(10, yTop)], [base, M.top]) : linearScale([0, yTop], [base, M.top]);
  const xTicks = own
    ? [0, 0.25, 0.5, 0.75, 1]
    : niceTicks(0, xSpan, Math.max(2, Math.floor(plot.width / 90)), { whole: true }).filter((v) => v <= xSpan);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const latest = series.map((s) => (s.count > 0 ? s.values[s.count - 1] : 0));
  const described = series.map((s, k) => `${s.label}: ${full.format(latest[k])}`).join('; ');
  const drawn = series.map((s, k) => {
    const x = sxOf(s);
    return { s, x, pts: decimate(s.values, s.count, x, sy, blocks[k]), marks: markerIndices(s.count) };
  });
  /** How much of the plot's width a line covers (0..1): a squeezed line is unreadable. */
  const extentOf = (pts: readonly [number, number][]) =>
    pts.length ? (pts[pts.length - 1][0] - pts[0][0]) / Math.max(1, plot.width) : 0;
  const points = drawn.reduce((sum, d) => sum + d.pts.length, 0);

  return (
    <figure className="chart" data-testid={testId} data-x-mode={xMode}>
      <figcaption className="chart-title">
        {title}
        {log && <span className="chart-scale"> {t('compare.charts.logNote')}</span>}
      </figcaption>
      <div ref={ref} className="chart-box">
        <svg
          width={w}
          height={height}
          role="img"
          aria-label={`${title}. ${t('compare.charts.atClock', { clock: cursor })} ${described}`}
        >
          <YGrid plot={plot} ticks={yTicks} y={sy} format={(v) => compact.format(v)} />
          <XTicks
            plot={plot}
            ticks={xTicks}
            x={sx}
            format={(v) => (own ? percent.format(v) : compact.format(v))}
            fontPx={fontPx}
          />
          <AxisFrame plot={plot} chartHeight={height} fontPx={fontPx} xTitle={xLabel} />
          {!own && xMax - cursor > xMax * 0.01 && (
            <line x1={sx(cursor)} x2={sx(cursor)} y1={M.top} y2={base} className="chart-cursor" />
          )}
          {drawn.map(({ s, x, pts, marks }) => (
            <g
              key={s.key}
              data-series={s.key}
              data-points={pts.length}
              data-samples={s.count}
              data-x-extent={extentOf(pts).toFixed(3)}
            >
              <path
                d={pathOf(pts)}
                fill="none"
                style={{ stroke: s.color }}
                strokeWidth={2.5}
                strokeDasharray={s.dash || undefined}
                strokeLinejoin="round"
              />
              {marks.map((i) => (
                <Marker key={i} shape={s.marker} x={x(i)} y={sy(s.values[i])} color={s.color} size={5} />
              ))}
            </g>
          ))}
        </svg>
      </div>
      <Legend
        points={points}
        entries={series.map((s, k) => ({
          key: s.key,
          label: s.label,
          color: s.color,
          dash: s.dash,
          marker: s.marker,
          value: full.format(latest[k]),
        }))}
      />
    </figure>
  );
}

/** A few evenly spread samples carry the marker shape, and always the last one. */
function markerIndices(count: number): number[] {
  if (count <= 0) return [];
  const out = new Set<number>();
  for (let k = 1; k <= MARKERS; k++) out.add(Math.floor(((count - 1) * k) / (MARKERS + 1)));
  out.add(count - 1);
  return [...out];
}
