/**
 * Where the map view draws each city, in the map's own units with y flipped (the map's y grows
 * northward, the screen's downward), and the box around them with room for the labels. A city
 * the map gives no position is placed on a circle around the others, so a typed graph without
 * coordinates still draws. Computed once per map.
 */
import type { Point, WeightedGraph } from '../../../core/domain/graph/graph';

export interface CityLayout {
  readonly at: ReadonlyMap<string, Point>;
  readonly minX: number;
  readonly minY: number;
  readonly width: number;
  readonly height: number;
}

/** Room around the cities for their names and values, as a share of the map's larger side. */
const MARGIN = 0.09;

const layouts = new WeakMap<WeightedGraph, CityLayout>();

export function layoutCities(graph: WeightedGraph): CityLayout {
  let layout = layouts.get(graph);
  if (layout === undefined) {
    layout = computeLayout(graph);
    layouts.set(graph, layout);
  }
  return layout;
}

function computeLayout(graph: WeightedGraph): CityLayout {
  const at = new Map<string, Point>();
  for (const city of graph.cities) {
    const p = graph.positions.get(city);
    if (p) at.set(city, { x: p.x, y: -p.y });
  }
  const placed = [...at.values()];
  const unplaced = graph.cities.filter((c) => !at.has(c));
  if (unplaced.length > 0) {
    const cx = placed.length ? placed.reduce((s, p) => s + p.x, 0) / placed.length : 0;
    const cy = placed.length ? placed.reduce((s, p) => s + p.y, 0) / placed.length : 0;
    const spread = placed.length ? Math.max(...placed.map((p) => Math.hypot(p.x - cx, p.y - cy))) : 0;
    const r = Math.max(100, spread * 1.2);
    unplaced.forEach((city, i) => {
      const angle = (2 * Math.PI * i) / unplaced.length - Math.PI / 2;
      at.set(city, { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) });
    });
  }
  const xs = [...at.values()].map((p) => p.x);
  const ys = [...at.values()].map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX || 1;
  const spanY = Math.max(...ys) - minY || 1;
  const margin = MARGIN * Math.max(spanX, spanY);
  return {
    at,
    minX: minX - margin,
    minY: minY - margin,
    width: spanX + 2 * margin,
    height: spanY + 2 * margin,
  };
}
