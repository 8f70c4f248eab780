/**
 * Expansions per depth (BFS layers, A*'s depths) or per pass (IDA*: one bar per bound), for
 * one pane, as SVG bars filled with the pane's own pattern (colour is not the only carrier).
 * The exponential growth of BFS layers and of IDA* passes is the point of this chart.
 */
import { useTranslation } from 'react-i18next';
import { AxisFrame, YGrid, type PlotArea } from '../charts/Axes';
import { BarPattern, barTop } from '../charts/BarPattern';
import { useChartFont } from '../charts/chartFont';
import { linearScale, logScale } from '../charts/scale';
import { logTicks, niceTicks } from '../charts/ticks';
import { useElementSize } from '../hooks/useElementSize';
import type { PaneStyle } from './paneStyle';

const M = { left: 48, right: 8, top: 10, bottom: 34 };

export function LevelChart({
  title,
  counts,
  labels,
  axisLabel,
  style,
  log,
  height = 170,
  testId,
}: {
  title: string;
  /** counts[k]: expansions at level k (levels with labels[k] === null are skipped). */
  counts: readonly number[];
  labels: readonly (string | null)[];
  axisLabel: string;
  style: PaneStyle;
  log: boolean;
  height?: number;
  testId: string;
}) {
  const { i18n } = useTranslation();
  const [ref, box] = useElementSize<HTMLDivElement>();
  const fontPx = useChartFont();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const full = new Intl.NumberFormat(i18n.language);
  const levels = counts.map((c, k) => ({ c, k, label: labels[k] })).filter((l) => l.label !== null);
  const w = Math.max(180, box.width);
  // Room under the bars for their labels and the axis title, in the type's size (projector mode).
  const bottom = Math.max(M.bottom, Math.ceil(2 * fontPx + 8));
  const plot: PlotArea = { left: M.left, top: M.top, width: w - M.left - M.right, height: height - M.top - bottom };
  const base = M.top + plot.height;
  const max = Math.max(1, ...levels.map((l) => l.c));
  const ticks = log ? logTicks(max) : niceTicks(0, max, 3, { whole: true });
  const top = ticks[ticks.length - 1];
  const sy = log ? logScale([1, Math.max(10, top)], [base, M.top]) : linearScale([0, top], [base, M.top]);
  const slot = plot.width / Math.max(1, levels.length);
  const bar = Math.max(2, Math.min(34, slot * 0.72));
  const labelEvery = Math.max(1, Math.ceil(22 / slot));
  const patternId = `${testId}-pattern`;
  const summary = levels.map((l) => `${l.label}: ${full.format(l.c)}`).join(', ');

  return (
    <figure className="chart level-chart" data-testid={testId} data-levels={levels.length}>
      <figcaption className="chart-title small-title">{title}</figcaption>
      <div ref={ref} className="chart-box">
        <svg width={w} height={height} role="img" aria-label={`${title}. ${summary}`}>
          <defs>
            <BarPattern id={patternId} fill={style.pattern} color={style.color} />
          </defs>
          <YGrid plot={plot} ticks={ticks} y={sy} format={(v) => compact.format(v)} />
          {levels.map((l, j) => {
            const x = M.left + j * slot + (slot - bar) / 2;
            // A level with any expansion shows a 1 px sliver (1 sits on a log axis's baseline); no
            // taller, so small levels do not all look the same height beside the big ones.
            const y = barTop(l.c, sy, base, 1);
            return (
              <g key={l.k}>
                <rect
                  x={x}
                  y={y}
                  width={bar}
                  height={Math.max(0, base - y)}
                  fill={`url(#${patternId})`}
                  style={{ stroke: style.color }}
                  strokeWidth={1.5}
                >
                  <title>{`${l.label}: ${full.format(l.c)}`}</title>
                </rect>
                {j % labelEvery === 0 && (
                  <text x={x + bar / 2} y={base + Math.round(fontPx * 1.1)} className="chart-tick" textAnchor="middle">
                    {l.label}
                  </text>
                )}
              </g>
            );
          })}
          <AxisFrame plot={plot} chartHeight={height} fontPx={fontPx} xTitle={axisLabel} noY />
        </svg>
      </div>
    </figure>
  );
}
