/**
 * Expansions per depth (BFS layers, A*'s depths) or per pass (IDA*: one bar per bound), for
 * one pane, as SVG bars filled with the pane's own pattern (colour is not the only carrier).
 * The exponential growth of BFS layers and of IDA* passes is the point of this chart.
 */
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../hooks/useElementWidth';
import { logTicks, niceTicks } from './chartMath';
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
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const full = new Intl.NumberFormat(i18n.language);
  const levels = counts.map((c, k) => ({ c, k, label: labels[k] })).filter((l) => l.label !== null);
  const w = Math.max(180, width);
  const pw = w - M.left - M.right;
  const ph = height - M.top - M.bottom;
  const max = Math.max(1, ...levels.map((l) => l.c));
  const ticks = log ? logTicks(max) : niceTicks(max, 3);
  const top = ticks[ticks.length - 1];
  const sy = log
    ? (v: number) => M.top + ph - (v <= 0 ? 0 : (Math.log10(Math.max(1, v)) / Math.log10(Math.max(10, top))) * ph)
    : (v: number) => M.top + ph - (v / top) * ph;
  const slot = pw / Math.max(1, levels.length);
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
            <BarPattern id={patternId} style={style} />
          </defs>
          {ticks.map((v) => (
            <g key={v}>
              <line x1={M.left} x2={M.left + pw} y1={sy(v)} y2={sy(v)} className="chart-grid" />
              <text x={M.left - 6} y={sy(v)} className="chart-tick" textAnchor="end" dominantBaseline="middle">
                {compact.format(v)}
              </text>
            </g>
          ))}
          {levels.map((l, j) => {
            const x = M.left + j * slot + (slot - bar) / 2;
            // A level with any expansion shows a 1 px sliver (1 sits on a log axis's baseline); no
            // taller, so small levels do not all look the same height beside the big ones.
            const y = l.c > 0 ? Math.min(sy(l.c), M.top + ph - 1) : sy(0);
            return (
              <g key={l.k}>
                <rect
                  x={x}
                  y={y}
                  width={bar}
                  height={Math.max(0, M.top + ph - y)}
                  fill={`url(#${patternId})`}
                  style={{ stroke: style.color }}
                  strokeWidth={1.5}
                >
                  <title>{`${l.label}: ${full.format(l.c)}`}</title>
                </rect>
                {j % labelEvery === 0 && (
                  <text x={x + bar / 2} y={M.top + ph + 14} className="chart-tick" textAnchor="middle">
                    {l.label}
                  </text>
                )}
              </g>
            );
          })}
          <line x1={M.left} x2={M.left + pw} y1={M.top + ph} y2={M.top + ph} className="chart-axis" />
          <text x={M.left + pw / 2} y={height - 3} className="chart-axis-label" textAnchor="middle">
            {axisLabel}
          </text>
        </svg>
      </div>
    </figure>
  );
}

/** Solid, hatched, dotted or cross-hatched in the pane's colour. */
function BarPattern({ id, style }: { id: string; style: PaneStyle }) {
  const c = style.color;
  switch (style.pattern) {
    case 'solid':
      return (
        <pattern id={id} width={8} height={8} patternUnits="userSpaceOnUse">
          <rect width={8} height={8} style={{ fill: c }} opacity={0.85} />
        </pattern>
      );
    case 'hatch':
      return (
        <pattern id={id} width={7} height={7} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width={7} height={7} className="pattern-paper" />
          <rect width={3.5} height={7} style={{ fill: c }} />
        </pattern>
      );
    case 'dots':
      return (
        <pattern id={id} width={6} height={6} patternUnits="userSpaceOnUse">
          <rect width={6} height={6} className="pattern-paper" />
          <circle cx={3} cy={3} r={1.8} style={{ fill: c }} />
        </pattern>
      );
    case 'cross':
      return (
        <pattern id={id} width={8} height={8} patternUnits="userSpaceOnUse">
          <rect width={8} height={8} className="pattern-paper" />
          <path d="M0 0L8 8M8 0L0 8" style={{ stroke: c }} strokeWidth={1.6} />
        </pattern>
      );
  }
}
