/**
 * Where the road-map editor draws each city: at its position (x east, y north, so y is flipped
 * for the screen), and a city that has none along a row below the others until it is dragged
 * somewhere. Also the way back from a point on the screen to the map's own units.
 */
import type { Point, WeightedGraph } from '../../../core/domain/graph';

export interface MapLayout {
  /** Every city's place in the drawing's units (y down). */
  readonly at: ReadonlyMap<string, Point>;
  readonly viewBox: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  /** The size labels and dots are drawn at, in the drawing's units. */
  readonly unit: number;
  /** The map's own units from the drawing's. */
  readonly toMap: (drawn: Point) => Point;
}

export function mapLayout(graph: WeightedGraph): MapLayout {
  const placed = graph.cities.filter((c) => graph.positions.has(c));
  const xs = placed.map((c) => graph.positions.get(c)!.x);
  const ys = placed.map((c) => graph.positions.get(c)!.y);
  const minX = xs.length ? Math.min(...xs) : 0;
  const maxX = xs.length ? Math.max(...xs) : 100;
  const minY = ys.length ? Math.min(...ys) : 0;
  const maxY = ys.length ? Math.max(...ys) : 100;
  const span = Math.max(maxX - minX, maxY - minY, 100);
  const unit = span / 40;
  const at = new Map<string, Point>();
  for (const city of placed) {
    const { x, y } = graph.positions.get(city)!;
    at.set(city, { x, y: maxY - (y - minY) });
  }
  const loose = graph.cities.filter((c) => !graph.positions.has(c));
  const rowY = maxY + 4 * unit;
  const width = Math.max(maxX - minX, span * 0.6);
  loose.forEach((city, i) => at.set(city, { x: minX + (width * (i + 0.5)) / loose.length, y: rowY }));
  const pad = 3 * unit;
  const bottom = loose.length ? rowY : maxY;
  return {
    at,
    unit,
    viewBox: {
      x: minX - pad,
      y: minY - pad,
      width: Math.max(maxX, minX + width) - minX + 2 * pad,
      height: bottom - minY + 2 * pad,
    },
    toMap: ({ x, y }) => ({ x, y: maxY + minY - y }),
  };
}

/** A point on the screen in the drawing's units, for an SVG drawn with preserveAspectRatio "xMidYMid meet". */
export function screenToDrawing(
  box: { left: number; top: number; width: number; height: number },
  viewBox: MapLayout['viewBox'],
  clientX: number,
  clientY: number,
): Point | null {
  if (box.width <= 0 || box.height <= 0) return null;
  const scale = Math.min(box.width / viewBox.width, box.height / viewBox.height);
  const offsetX = (box.width - viewBox.width * scale) / 2;
  const offsetY = (box.height - viewBox.height * scale) / 2;
  return {
    x: viewBox.x + (clientX - box.left - offsetX) / scale,
    y: viewBox.y + (clientY - box.top - offsetY) / scale,
  };
}
