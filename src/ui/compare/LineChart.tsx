/**
 * A line chart of one quantity against expansions, one line per pane, in SVG (vector: crisp
 * on any projector, and in a screenshot). Lines are decimated per pixel column (chartMath),
 * so it stays smooth however long the run. Each line has its pane's colour AND dash AND
 * marker shape, named in the legend, so colour never carries the meaning alone.
 */
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../hooks/useElementWidth';
import { shapePath, type Shape } from '../tree/treeStyle';
import { decimate, logTicks, maxOf, niceTicks, pathOf } from './chartMath';

export interface LineSeries {
  key: string;
  label: string;
  color: string;
  dash: string;
  marker: Shape;
  values: ArrayLike<number>;
  /** Samples to draw: values[0..count), sample k at x = k. */
  count: number;
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
  const yMaxRaw = Math.max(1, ...series.map((s) => maxOf(s.values, s.count)));
  const yTicks = log ? logTicks(yMaxRaw) : niceTicks(yMaxRaw, 4);
  const yTop = yTicks[yTicks.length - 1];
  const sx = (i: number) => M.left + (i / xSpan) * pw;
  const sy = log
    ? (v: number) => M.top + ph - (Math.log10(Math.max(1, v)) / Math.log10(Math.max(10, yTop))) * ph
    : (v: number) => M.top + ph - (v / yTop) * ph;
  const xTicks = niceTicks(xSpan, Math.max(2, Math.floor(pw / 90))).filter((v) => v <= xSpan);
  const latest = series.map((s) => (s.count > 0 ? s.values[s.count - 1] : 0));
  const described = series.map((s, k) => `${s.label}: ${full.format(latest[k])}`).join('; ');
  const drawn = series.map((s) => ({ s, pts: decimate(s.values, s.count, sx, sy), marks: markerIndices(s.count) }));
  const points = drawn.reduce((sum, d) => sum + d.pts.length, 0);

  return (
    <figure className="chart" data-testid={testId}>
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
                {compact.format(v)}
              </text>
            </g>
          ))}
          <line x1={M.left} x2={M.left + pw} y1={M.top + ph} y2={M.top + ph} className="chart-axis" />
          <line x1={M.left} x2={M.left} y1={M.top} y2={M.top + ph} className="chart-axis" />
          <text x={M.left + pw / 2} y={height - 4} className="chart-axis-label" textAnchor="middle">
            {xLabel}
          </text>
          {xMax - cursor > xMax * 0.01 && (
            <line x1={sx(cursor)} x2={sx(cursor)} y1={M.top} y2={M.top + ph} className="chart-cursor" />
          )}
          {drawn.map(({ s, pts, marks }) => {
            return (
              <g key={s.key} data-series={s.key} data-points={pts.length} data-samples={s.count}>
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
                    d={shapePath(s.marker, sx(i), sy(s.values[i]), 5)}
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
