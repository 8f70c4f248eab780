/**
 * A chart's visible legend: each series' glyph (its line, dash and marker), its name and, where
 * the chart has one, its latest value. Extra entries (e.g. an event line) come as children.
 */
import type { ReactNode } from 'react';
import { LegendGlyph } from './Marker';
import type { SeriesStyle } from './shapes';

export interface LegendEntry extends SeriesStyle {
  key: string;
  label: string;
  value?: string;
}

export function Legend({
  entries,
  children,
  points,
}: {
  entries: readonly LegendEntry[];
  children?: ReactNode;
  /** How many points the chart draws (a test hook: decimation keeps it small). */
  points?: number;
}) {
  return (
    <ul className="chart-legend" data-points={points}>
      {entries.map((e) => (
        <li key={e.key}>
          <LegendGlyph color={e.color} marker={e.marker} dash={e.dash} />
          <span className="chart-legend-label">{e.label}</span>
          {e.value !== undefined && <span className="chart-legend-value">{e.value}</span>}
        </li>
      ))}
      {children}
    </ul>
  );
}
