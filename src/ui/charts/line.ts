/** A series' line as an SVG path: pure string building, no DOM. */

/** An SVG path through the points; a point whose y is not a number breaks the line (a gap, not a line through it). */
export function pathOf(points: readonly (readonly [number, number])[]): string {
  let d = '';
  let pen = false;
  for (const [x, y] of points) {
    if (!Number.isFinite(y)) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
    pen = true;
  }
  return d;
}
