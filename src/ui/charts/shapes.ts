/**
 * The marker shapes that tell series and node statuses apart without colour (a greyscale
 * projector, a printout, a pupil who does not see red from green): one set, one geometry, for
 * the search tree's canvas, compare's panes and every chart.
 */

export type MarkerShape = 'star' | 'diamond' | 'circle' | 'square' | 'cross' | 'triangle' | 'small-square' | 'none';

/**
 * Traces a shape of size `r` (about its half-width) centred on (x, y) into a canvas-like path.
 * The same function draws the SVG charts and legends (through a tiny path recorder), so a
 * shape looks the same on the tree's canvas, in a chart and in its legend. 'none' draws nothing.
 */
export function traceShape(
  p: {
    moveTo(x: number, y: number): void;
    lineTo(x: number, y: number): void;
    closePath(): void;
    arc?: (x: number, y: number, r: number, a0: number, a1: number) => void;
  },
  shape: MarkerShape,
  x: number,
  y: number,
  r: number,
): void {
  switch (shape) {
    case 'none':
      return;
    case 'circle':
      if (p.arc) {
        p.moveTo(x + r, y);
        p.arc(x, y, r, 0, Math.PI * 2);
      } else {
        polygon(p, x, y, r, 16, 0);
      }
      return;
    case 'square':
      rect(p, x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7);
      return;
    case 'small-square':
      rect(p, x - r * 0.6, y - r * 0.6, r * 1.2, r * 1.2);
      return;
    case 'diamond':
      p.moveTo(x, y - r * 1.15);
      p.lineTo(x + r * 1.15, y);
      p.lineTo(x, y + r * 1.15);
      p.lineTo(x - r * 1.15, y);
      p.closePath();
      return;
    case 'triangle':
      p.moveTo(x, y - r);
      p.lineTo(x + r, y + r * 0.8);
      p.lineTo(x - r, y + r * 0.8);
      p.closePath();
      return;
    case 'star': {
      for (let k = 0; k < 10; k++) {
        const radius = k % 2 === 0 ? r * 1.2 : r * 0.5;
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        const px = x + radius * Math.cos(a);
        const py = y + radius * Math.sin(a);
        if (k === 0) p.moveTo(px, py);
        else p.lineTo(px, py);
      }
      p.closePath();
      return;
    }
    case 'cross': {
      // An X as a closed outline, so it fills like the others.
      const a = r;
      const b = r * 0.35;
      const pts = [
        [-a, -a + b],
        [-a + b, -a],
        [0, -b],
        [a - b, -a],
        [a, -a + b],
        [b, 0],
        [a, a - b],
        [a - b, a],
        [0, b],
        [-a + b, a],
        [-a, a - b],
        [-b, 0],
      ];
      pts.forEach(([dx, dy], k) => (k === 0 ? p.moveTo(x + dx, y + dy) : p.lineTo(x + dx, y + dy)));
      p.closePath();
      return;
    }
  }
}

function rect(p: Parameters<typeof traceShape>[0], x: number, y: number, w: number, h: number): void {
  p.moveTo(x, y);
  p.lineTo(x + w, y);
  p.lineTo(x + w, y + h);
  p.lineTo(x, y + h);
  p.closePath();
}

function polygon(p: Parameters<typeof traceShape>[0], x: number, y: number, r: number, n: number, a0: number): void {
  for (let k = 0; k < n; k++) {
    const a = a0 + (k * 2 * Math.PI) / n;
    if (k === 0) p.moveTo(x + r * Math.cos(a), y + r * Math.sin(a));
    else p.lineTo(x + r * Math.cos(a), y + r * Math.sin(a));
  }
  p.closePath();
}

/** The shape as an SVG path `d` (charts, legends, the node details). */
export function shapePath(shape: MarkerShape, x: number, y: number, r: number): string {
  const parts: string[] = [];
  const f = (v: number) => Math.round(v * 100) / 100;
  traceShape(
    {
      moveTo: (a, b) => parts.push(`M${f(a)} ${f(b)}`),
      lineTo: (a, b) => parts.push(`L${f(a)} ${f(b)}`),
      closePath: () => parts.push('Z'),
    },
    shape,
    x,
    y,
    r,
  );
  return parts.join('');
}

/** How one series looks, the same in its line, its markers and its legend entry. */
export interface SeriesStyle {
  /** A CSS colour, usually a variable (themes): used in style props, where var() resolves. */
  color: string;
  marker: MarkerShape;
  /** SVG stroke-dasharray; '' or none = solid. */
  dash?: string;
}
