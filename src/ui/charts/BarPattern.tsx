/** Bar fills that do not rely on colour: solid, hatched, dotted or cross-hatched in the series' colour. */

export type BarFill = 'solid' | 'hatch' | 'dots' | 'cross';

/** An SVG <pattern> to go in <defs>; bars use it as fill="url(#id)". */
export function BarPattern({ id, fill, color }: { id: string; fill: BarFill; color: string }) {
  switch (fill) {
    case 'solid':
      return (
        <pattern id={id} width={8} height={8} patternUnits="userSpaceOnUse">
          <rect width={8} height={8} style={{ fill: color }} opacity={0.85} />
        </pattern>
      );
    case 'hatch':
      return (
        <pattern id={id} width={7} height={7} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width={7} height={7} className="pattern-paper" />
          <rect width={3.5} height={7} style={{ fill: color }} />
        </pattern>
      );
    case 'dots':
      return (
        <pattern id={id} width={6} height={6} patternUnits="userSpaceOnUse">
          <rect width={6} height={6} className="pattern-paper" />
          <circle cx={3} cy={3} r={1.8} style={{ fill: color }} />
        </pattern>
      );
    case 'cross':
      return (
        <pattern id={id} width={8} height={8} patternUnits="userSpaceOnUse">
          <rect width={8} height={8} className="pattern-paper" />
          <path d="M0 0L8 8M8 0L0 8" style={{ stroke: color }} strokeWidth={1.6} />
        </pattern>
      );
  }
}

/**
 * The top edge of a bar of `value` on a baseline at `base`: a non-empty bar stays at least
 * `minPx` tall, so the 2 boards at distance 31 still show beside the 24,047 at 24.
 */
export function barTop(value: number, y: (v: number) => number, base: number, minPx: number): number {
  return value > 0 ? Math.min(y(value), base - minPx) : base;
}
