/** A series' point marker and its legend glyph, drawn with the one shape geometry (shapes.ts). */
import { shapePath, type SeriesStyle, type MarkerShape } from './shapes';
import './charts.css';

/**
 * A marker centred on (x, y), outlined in the page's surface colour so it stands off the line
 * under it. Hollow markers flag points that differ in kind (e.g. a path that is not optimal).
 */
export function Marker({
  shape,
  x,
  y,
  color,
  size = 4.5,
  hollow = false,
}: {
  shape: MarkerShape;
  x: number;
  y: number;
  color: string;
  size?: number;
  hollow?: boolean;
}) {
  if (shape === 'none') return null;
  // Colours are CSS variables (themes), so they go in style, where var() always resolves.
  const paint = hollow
    ? { fill: 'var(--surface)', stroke: color, strokeWidth: 2 }
    : { fill: color, stroke: 'var(--surface)', strokeWidth: 1.5 };
  return <path d={shapePath(shape, x, y, size)} style={paint} />;
}

/** The legend's sample of a series: a short stretch of its line with its marker. */
export function LegendGlyph({ color, marker, dash }: SeriesStyle) {
  return (
    <svg width="34" height="14" viewBox="0 0 34 14" aria-hidden="true" focusable="false" className="chart-glyph">
      <line
        x1="1"
        y1="7"
        x2="33"
        y2="7"
        style={{ stroke: color, strokeWidth: 2.5 }}
        strokeDasharray={dash || undefined}
      />
      <Marker shape={marker} x={17} y={7} color={color} size={4.5} />
    </svg>
  );
}
