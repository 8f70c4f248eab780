/** A series' point marker, drawn centred on (x, y). Hollow markers flag special points (e.g. a non-optimal path). */
import type { MarkerShape } from './palette';

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
  // Colours are CSS variables (themes), so they go in style, where var() always resolves.
  const paint = {
    style: hollow
      ? { fill: 'var(--surface)', stroke: color, strokeWidth: 2 }
      : { fill: color, stroke: 'var(--surface)', strokeWidth: 1 },
  };
  const s = size;
  switch (shape) {
    case 'none':
      return null;
    case 'circle':
      return <circle cx={x} cy={y} r={s} {...paint} />;
    case 'square':
      return <rect x={x - s * 0.9} y={y - s * 0.9} width={s * 1.8} height={s * 1.8} {...paint} />;
    case 'triangle':
      return (
        <path
          d={`M${x},${y - s * 1.15} L${x + s * 1.1},${y + s * 0.85} L${x - s * 1.1},${y + s * 0.85} Z`}
          {...paint}
        />
      );
    case 'diamond':
      return (
        <path
          d={`M${x},${y - s * 1.25} L${x + s * 1.1},${y} L${x},${y + s * 1.25} L${x - s * 1.1},${y} Z`}
          {...paint}
        />
      );
    case 'cross':
      return (
        <path
          d={`M${x - s},${y - s} L${x + s},${y + s} M${x - s},${y + s} L${x + s},${y - s}`}
          style={{ stroke: color, strokeWidth: 2.5, fill: 'none' }}
        />
      );
  }
}

/** The legend's sample of a series: a short stretch of its line with its marker. */
export function LegendGlyph({ shape, color, dash }: { shape: MarkerShape; color: string; dash?: string }) {
  return (
    <svg width="34" height="14" viewBox="0 0 34 14" aria-hidden="true" className="xp-legend-glyph">
      <line x1="1" y1="7" x2="33" y2="7" style={{ stroke: color, strokeWidth: 2.5 }} strokeDasharray={dash} />
      <Marker shape={shape} x={17} y={7} color={color} size={4} />
    </svg>
  );
}
