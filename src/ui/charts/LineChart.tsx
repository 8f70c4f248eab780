/**
 * A line chart of a few dozen points per series (the heuristic lab): labelled axes, round ticks,
 * one line + marker shape + dash per series, a visible legend, optional vertical markers (the
 * slider's weight, the first non-optimal path), and the data again as a hidden table for screen
 * readers. Long, growing series (compare mode) decimate first: compare/ExpansionChart.tsx.
 */
import { useId } from 'react';
import { useElementSize } from '../hooks/useElementSize';
import { AxisFrame, XTicks, YGrid, type PlotArea } from './Axes';
import { leftMargin, useChartFont } from './chartFont';
import { DataTable } from './DataTable';
import { Legend } from './Legend';
import { pathOf } from './line';
import { Marker } from './Marker';
import { linearScale, logScale } from './scale';
import type { SeriesStyle } from './shapes';
import { logTicks, niceTicks } from './ticks';

export interface ChartPoint {
  x: number;
  y: number;
  /** Drawn hollow: a point that differs in kind (e.g. a path that is not optimal). */
  hollow?: boolean;
}

export interface ChartSeries extends SeriesStyle {
  id: string;
  label: string;
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
  const [box, measured] = useElementSize<HTMLDivElement>();
  const fontPx = useChartFont();
  const width = Math.max(240, measured.width || 480);
  const id = useId();
  // A 'current' marker's label gets a band of its own above the plot, off the data points.
  const top = MARGIN.top + (markers.some((m) => m.kind === 'current') ? Math.ceil(fontPx) + 10 : 0);

  const values = series.flatMap((s) => s.points.map((p) => p.y)).filter((v) => Number.isFinite(v));
  const yMax = props.yDomain?.[1] ?? Math.max(1, ...values);
  const yMin = props.yDomain?.[0] ?? (yScale === 'log' ? 1 : 0);
  const yTicks = yScale === 'log' ? logTicks(yMax).filter((v) => v >= yMin) : niceTicks(yMin, yMax, 5);
  const yTop = yTicks[yTicks.length - 1];
  const left = leftMargin(yTicks.map(props.formatY), fontPx);
  const plot: PlotArea = { left, top, width: width - left - MARGIN.right, height: height - top - MARGIN.bottom };
  const base = top + plot.height;
  const x = linearScale(xDomain, [left, left + plot.width]);
  const y = yScale === 'log' ? logScale([yMin, yTop], [base, top]) : linearScale([yTicks[0], yTop], [base, top]);
  const xTicks = props.xTicks ?? niceTicks(xDomain[0], xDomain[1], Math.max(3, Math.floor(plot.width / 70)));
  const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
  const format = props.formatValue ?? props.formatY;

  return (
    <figure className="chart" data-testid={props.testId}>
      <figcaption id={`${id}-title`} className="chart-title">
        {props.title}
      </figcaption>
      <div ref={box} className="chart-box">
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
        >
          <YGrid plot={plot} ticks={yTicks} y={y} format={props.formatY} />
          <XTicks
            plot={plot}
            ticks={xTicks.filter((v) => v >= xDomain[0] && v <= xDomain[1])}
            x={x}
            format={props.formatX}
            fontPx={fontPx}
          />
          <AxisFrame plot={plot} chartHeight={height} fontPx={fontPx} xTitle={props.xLabel} yTitle={props.yLabel} />
          {markers.map((m) => {
            // Only the short 'current' label is drawn here, in the band above the plot (beside its
            // line, flipped near the right edge); event markers are named in the legend.
            const mx = x(m.x);
            const flip = mx + 6 + m.label.length * fontPx * 0.6 > left + plot.width;
            return (
              <g key={`${m.kind}${m.x}`} className={`chart-vmarker ${m.kind}`}>
                <line x1={mx} x2={mx} y1={m.kind === 'current' ? MARGIN.top : top} y2={base} />
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
                d={pathOf(s.points.map((p) => [x(p.x), y(p.y)] as const))}
                fill="none"
                style={{ stroke: s.color, strokeWidth: 2.25 }}
                strokeDasharray={s.dash}
              />
              {s.points
                .filter((p) => Number.isFinite(p.y))
                .map((p) => (
                  <Marker key={p.x} shape={s.marker} x={x(p.x)} y={y(p.y)} color={s.color} hollow={p.hollow} />
                ))}
            </g>
          ))}
        </svg>
      </div>
      <Legend entries={series.map((s) => ({ ...s, key: s.id }))}>
        {markers
          .filter((m) => m.kind === 'event')
          .map((m) => (
            <li key={`event${m.x}`} className="chart-legend-event">
              <svg width="14" height="16" viewBox="0 0 14 16" aria-hidden="true" className="chart-glyph">
                <line x1="7" y1="0" x2="7" y2="16" />
              </svg>
              {m.label}
            </li>
          ))}
      </Legend>
      <p id={`${id}-desc`} className="visually-hidden">
        {props.description}
      </p>
      <DataTable
        caption={props.title}
        columns={[props.xHeader, ...series.map((s) => s.label)]}
        rows={xs.map((xv) => ({
          key: xv,
          label: props.formatX(xv),
          cells: series.map((s) => {
            const p = s.points.find((q) => q.x === xv);
            return p && Number.isFinite(p.y) ? format(p.y) : '—';
          }),
        }))}
      />
    </figure>
  );
}
