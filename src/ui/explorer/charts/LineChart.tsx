/**
 * A line chart drawn by hand in SVG: labelled axes, round ticks, one line + marker shape + dash
 * per series, a visible legend, optional vertical markers (the slider's weight, the first
 * non-optimal path), and the data again as a visually hidden table for screen readers.
 */
import { useId } from 'react';
import { logTicks, niceTicks } from '../../../core/lab';
import { useElementWidth } from '../../hooks/useElementWidth';
import { LegendGlyph, Marker } from './Marker';
import type { MarkerShape } from './palette';
import { linearScale, logScale } from './scale';
import { leftMargin, useChartFont } from './useChartFont';

export interface ChartPoint {
  x: number;
  y: number;
  /** Drawn hollow: a point that differs in kind (e.g. a path that is not optimal). */
  hollow?: boolean;
}

export interface ChartSeries {
  id: string;
  label: string;
  color: string;
  marker: MarkerShape;
  dash?: string;
  points: ChartPoint[];
}

export interface VerticalMarker {
  x: number;
  label: string;
  kind: 'current' | 'event';
}

export interface LineChartProps {
  title: string;
  /** One or two sentences saying what the chart shows (read out as its description). */
  description: string;
  xLabel: string;
  yLabel: string;
  series: ChartSeries[];
  xDomain: [number, number];
  yDomain?: [number, number];
  yScale?: 'linear' | 'log';
  xTicks?: number[];
  formatX: (v: number) => string;
  formatY: (v: number) => string;
  /** How a data value reads in the hidden table (default: formatY). */
  formatValue?: (v: number) => string;
  /** Column header for x in the hidden data table. */
  xHeader: string;
  markers?: VerticalMarker[];
  height?: number;
  testId?: string;
}

const MARGIN = { top: 14, right: 18, bottom: 46 };

export function LineChart(props: LineChartProps) {
  const { series, xDomain, yScale = 'linear', height = 250, markers = [] } = props;
  const [box, measured] = useElementWidth<HTMLDivElement>();
  const fontPx = useChartFont();
  const width = Math.max(240, measured || 480);
  const id = useId();
  // A 'current' marker's label gets a band of its own above the plot, off the data points.
  const top = MARGIN.top + (markers.some((m) => m.kind === 'current') ? Math.ceil(fontPx) + 10 : 0);
  const plotH = height - top - MARGIN.bottom;

  const values = series.flatMap((s) => s.points.map((p) => p.y)).filter((v) => Number.isFinite(v));
  const yMax = props.yDomain?.[1] ?? Math.max(1, ...values);
  const yMin = props.yDomain?.[0] ?? (yScale === 'log' ? 1 : 0);
  const yTicks = yScale === 'log' ? logTicks(yMax).filter((v) => v >= yMin) : niceTicks(yMin, yMax, 5);
  const yTop = yTicks[yTicks.length - 1];
  const left = leftMargin(yTicks.map(props.formatY), fontPx);
  const plotW = width - left - MARGIN.right;
  const x = linearScale(xDomain, [left, left + plotW]);
  const y =
    yScale === 'log' ? logScale([yMin, yTop], [top + plotH, top]) : linearScale([yTicks[0], yTop], [top + plotH, top]);
  const xTicks = props.xTicks ?? niceTicks(xDomain[0], xDomain[1], Math.max(3, Math.floor(plotW / 70)));

  const path = (points: ChartPoint[]) => {
    let d = '';
    let pen = false;
    for (const p of points) {
      if (!Number.isFinite(p.y)) {
        pen = false; // a gap, not a line through a missing value
        continue;
      }
      d += `${pen ? 'L' : 'M'}${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`;
      pen = true;
    }
    return d;
  };

  const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);

  return (
    <figure className="xp-chart" data-testid={props.testId}>
      <figcaption id={`${id}-title`} className="xp-chart-title">
        {props.title}
      </figcaption>
      <div ref={box} className="xp-chart-box">
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          className="xp-chart-svg"
        >
          <g className="xp-chart-grid">
            {yTicks.map((v) => (
              <g key={`y${v}`}>
                <line x1={left} x2={left + plotW} y1={Math.round(y(v)) + 0.5} y2={Math.round(y(v)) + 0.5} />
                <text x={left - 8} y={y(v)} dy="0.35em" textAnchor="end" className="xp-tick">
                  {props.formatY(v)}
                </text>
              </g>
            ))}
            {xTicks
              .filter((v) => v >= xDomain[0] && v <= xDomain[1])
              .map((v) => (
                <g key={`x${v}`}>
                  <line
                    x1={Math.round(x(v)) + 0.5}
                    x2={Math.round(x(v)) + 0.5}
                    y1={top + plotH}
                    y2={top + plotH + 5}
                    className="xp-axis"
                  />
                  <text x={x(v)} y={top + plotH + fontPx + 6} textAnchor="middle" className="xp-tick">
                    {props.formatX(v)}
                  </text>
                </g>
              ))}
            <line x1={left} x2={left + plotW} y1={top + plotH + 0.5} y2={top + plotH + 0.5} className="xp-axis" />
            <line x1={left + 0.5} x2={left + 0.5} y1={top} y2={top + plotH} className="xp-axis" />
          </g>
          <text x={left + plotW / 2} y={height - 6} textAnchor="middle" className="xp-axis-label">
            {props.xLabel}
          </text>
          <text
            transform={`translate(${Math.ceil(fontPx)} ${top + plotH / 2}) rotate(-90)`}
            textAnchor="middle"
            className="xp-axis-label"
          >
            {props.yLabel}
          </text>
          {markers.map((m) => {
            // Only the short 'current' label is drawn here, in the band above the plot (beside its
            // line, flipped near the right edge); event markers are named in the legend.
            const mx = x(m.x);
            const flip = mx + 6 + m.label.length * fontPx * 0.6 > left + plotW;
            return (
              <g key={`${m.kind}${m.x}`} className={`xp-chart-marker ${m.kind}`}>
                <line x1={mx} x2={mx} y1={m.kind === 'current' ? MARGIN.top : top} y2={top + plotH} />
                {m.kind === 'current' && (
                  <text x={mx + (flip ? -4 : 4)} y={MARGIN.top + fontPx} textAnchor={flip ? 'end' : 'start'}>
                    {m.label}
                  </text>
                )}
              </g>
            );
          })}
          {series.map((s) => (
            <g key={s.id} data-series={s.id}>
              <path
                d={path(s.points)}
                fill="none"
                style={{ stroke: s.color, strokeWidth: 2.25 }}
                strokeDasharray={s.dash}
              />
              {s.marker !== 'none' &&
                s.points
                  .filter((p) => Number.isFinite(p.y))
                  .map((p) => (
                    <Marker key={p.x} shape={s.marker} x={x(p.x)} y={y(p.y)} color={s.color} hollow={p.hollow} />
                  ))}
            </g>
          ))}
        </svg>
      </div>
      <ul className="xp-legend">
        {series.map((s) => (
          <li key={s.id}>
            <LegendGlyph shape={s.marker} color={s.color} dash={s.dash} />
            {s.label}
          </li>
        ))}
        {markers
          .filter((m) => m.kind === 'event')
          .map((m) => (
            <li key={`event${m.x}`} className="xp-legend-event">
              <svg width="14" height="16" viewBox="0 0 14 16" aria-hidden="true" className="xp-legend-glyph">
                <line x1="7" y1="0" x2="7" y2="16" />
              </svg>
              {m.label}
            </li>
          ))}
      </ul>
      <p id={`${id}-desc`} className="visually-hidden">
        {props.description}
      </p>
      {/* A table ignores width: 1px, so the wrapper is what hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">{props.xHeader}</th>
              {series.map((s) => (
                <th key={s.id} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xs.map((xv) => (
              <tr key={xv}>
                <th scope="row">{props.formatX(xv)}</th>
                {series.map((s) => {
                  const p = s.points.find((q) => q.x === xv);
                  const format = props.formatValue ?? props.formatY;
                  return <td key={s.id}>{p && Number.isFinite(p.y) ? format(p.y) : '—'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
