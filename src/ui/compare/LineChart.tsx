/**
 * A line chart of one quantity against expansions, one line per pane, in SVG (vector: crisp
 * on any projector, and in a screenshot). Lines are decimated per pixel column from block
 * summaries (chartMath), so a frame's drawing costs the same however long the run. Each line has its pane's colour AND dash AND
 * marker shape, named in the legend, so colour never carries the meaning alone.
 */
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../hooks/useElementWidth';
import { shapePath, type Shape } from '../tree/treeStyle';
import { decimate, extremaOf, logTicks, maxOf, niceTicks, pathOf } from './chartMath';

/**
 * The x axis: the shared clock (expansions), or each pane's own run stretched to the full
 * width, so a short run beside a long one (IDA* beside BFS) still shows its shape.
 */
export type XMode = 'clock' | 'own';

export interface LineSeries {
  key: string;
  label: string;
  color: string;
  dash: string;
  marker: Shape;
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

export function LineChart({
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
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const full = new Intl.NumberFormat(i18n.language);
  const w = Math.max(200, width);
  const pw = w - M.left - M.right;
  const ph = height - M.top - M.bottom;
  const xSpan = Math.max(1, xMax);
  const blocks = series.map((s) => extremaOf(s.source, s.values, s.count));
  const yMaxRaw = Math.max(1, ...series.map((s, k) => maxOf(s.values, s.count, blocks[k])));
  const yTicks = log ? logTicks(yMaxRaw) : niceTicks(yMaxRaw, 4);
  const yTop = yTicks[yTicks.length - 1];
  const own = xMode === 'own';
  // In 'own' mode x is the share of each pane's run (0..1); else the clock.
  const sx = (x: number) => M.left + (x / (own ? 1 : xSpan)) * pw;
  const sxOf = (s: LineSeries) => (own ? (i: number) => sx(i / Math.max(1, s.length - 1)) : sx);
  const sy = log
    ? (v: number) => M.top + ph - (Math.log10(Math.max(1, v)) / Math.log10(Math.max(10, yTop))) * ph
    : (v: number) => M.top + ph - (v / yTop) * ph;
  const xTicks = own
    ? [0, 0.25, 0.5, 0.75, 1]
    : niceTicks(xSpan, Math.max(2, Math.floor(pw / 90))).filter((v) => v <= xSpan);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const latest = series.map((s) => (s.count > 0 ? s.values[s.count - 1] : 0));
  const described = series.map((s, k) => `${s.label}: ${full.format(latest[k])}`).join('; ');
  const drawn = series.map((s, k) => {
    const x = sxOf(s);
    return { s, x, pts: decimate(s.values, s.count, x, sy, blocks[k]), marks: markerIndices(s.count) };
  });
  /** How much of the plot's width a line covers (0..1): a squeezed line is unreadable. */
  const extentOf = (pts: readonly [number, number][]) =>
    pts.length ? (pts[pts.length - 1][0] - pts[0][0]) / Math.max(1, pw) : 0;
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
          {yTicks.map((v) => (
            <g key={`y${v}`}>
              <line x1={M.left} x2={M.left + pw} y1={sy(v)} y2={sy(v)} className="chart-grid" />
              <text x={M.left - 6} y={sy(v)} className="chart-tick" textAnchor="end" dominantBaseline="middle">
                {compact.format(v)}
              </text>
            </g>
          ))}
          {xTicks.map((v) => (
            <g key={`x${v}`}>
              <line x1={sx(v)} x2={sx(v)} y1={M.top + ph} y2={M.top + ph + 5} className="chart-axis" />
              <text x={sx(v)} y={M.top + ph + 18} className="chart-tick" textAnchor="middle">
                {own ? percent.format(v) : compact.format(v)}
              </text>
            </g>
          ))}
          <line x1={M.left} x2={M.left + pw} y1={M.top + ph} y2={M.top + ph} className="chart-axis" />
          <line x1={M.left} x2={M.left} y1={M.top} y2={M.top + ph} className="chart-axis" />
          <text x={M.left + pw / 2} y={height - 4} className="chart-axis-label" textAnchor="middle">
            {xLabel}
          </text>
          {!own && xMax - cursor > xMax * 0.01 && (
            <line x1={sx(cursor)} x2={sx(cursor)} y1={M.top} y2={M.top + ph} className="chart-cursor" />
          )}
          {drawn.map(({ s, x, pts, marks }) => {
            return (
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
                  <path
                    key={i}
                    d={shapePath(s.marker, x(i), sy(s.values[i]), 5)}
                    className="chart-marker"
                    style={{ fill: s.color }}
                  />
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      <ul className="chart-legend" data-points={points}>
        {series.map((s, k) => (
          <li key={s.key}>
            <LegendSwatch color={s.color} dash={s.dash} marker={s.marker} />
            <span className="chart-legend-label">{s.label}</span>
            <span className="chart-legend-value">{full.format(latest[k])}</span>
          </li>
        ))}
      </ul>
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

export function LegendSwatch({ color, dash, marker }: { color: string; dash: string; marker: Shape }) {
  return (
    <svg width={38} height={14} aria-hidden="true" focusable="false" className="chart-swatch">
      <line
        x1={2}
        x2={36}
        y1={7}
        y2={7}
        style={{ stroke: color }}
        strokeWidth={2.5}
        strokeDasharray={dash || undefined}
      />
      <path d={shapePath(marker, 19, 7, 4.5)} className="chart-marker" style={{ fill: color }} />
    </svg>
  );
}
