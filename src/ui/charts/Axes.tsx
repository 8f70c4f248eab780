/**
 * The frame every chart shares: horizontal grid lines with the y values beside them, tick marks
 * and values under the x axis, the two axis lines and the axis titles. Lines sit on half pixels
 * so they are crisp 1 px lines on a projector. Sizes come from the caller's plot area.
 */
import './charts.css';

/** Where the data is drawn, in SVG pixels. */
export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

const crisp = (v: number) => Math.round(v) + 0.5;

/** Grid lines across the plot at each tick, the value to the left of each. */
export function YGrid({
  plot,
  ticks,
  y,
  format,
}: {
  plot: PlotArea;
  ticks: readonly number[];
  y: (v: number) => number;
  format: (v: number) => string;
}) {
  return (
    <g aria-hidden="true">
      {ticks.map((v) => (
        <g key={v}>
          <line x1={plot.left} x2={plot.left + plot.width} y1={crisp(y(v))} y2={crisp(y(v))} className="chart-grid" />
          <text x={plot.left - 8} y={y(v)} dy="0.35em" textAnchor="end" className="chart-tick">
            {format(v)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Tick marks under the plot at each tick inside it, the value under each. */
export function XTicks({
  plot,
  ticks,
  x,
  format,
  fontPx,
}: {
  plot: PlotArea;
  ticks: readonly number[];
  x: (v: number) => number;
  format: (v: number) => string;
  fontPx: number;
}) {
  const base = plot.top + plot.height;
  return (
    <g aria-hidden="true">
      {ticks.map((v) => (
        <g key={v}>
          <line x1={crisp(x(v))} x2={crisp(x(v))} y1={base} y2={base + 5} className="chart-axis" />
          <text x={x(v)} y={base + fontPx + 6} textAnchor="middle" className="chart-tick">
            {format(v)}
          </text>
        </g>
      ))}
    </g>
  );
}

/**
 * The x axis line, the y axis line (unless `noY`), the x title centred under the plot at the
 * chart's foot and the y title turned along the left edge.
 */
export function AxisFrame({
  plot,
  chartHeight,
  fontPx,
  xTitle,
  yTitle,
  noY = false,
}: {
  plot: PlotArea;
  chartHeight: number;
  fontPx: number;
  xTitle: string;
  yTitle?: string;
  noY?: boolean;
}) {
  const base = plot.top + plot.height;
  return (
    <g aria-hidden="true">
      <line x1={plot.left} x2={plot.left + plot.width} y1={base + 0.5} y2={base + 0.5} className="chart-axis" />
      {!noY && <line x1={plot.left + 0.5} x2={plot.left + 0.5} y1={plot.top} y2={base} className="chart-axis" />}
      <text x={plot.left + plot.width / 2} y={chartHeight - 6} textAnchor="middle" className="chart-axis-label">
        {xTitle}
      </text>
      {yTitle !== undefined && (
        <text
          transform={`translate(${Math.ceil(fontPx)} ${plot.top + plot.height / 2}) rotate(-90)`}
          textAnchor="middle"
          className="chart-axis-label"
        >
          {yTitle}
        </text>
      )}
    </g>
  );
}
