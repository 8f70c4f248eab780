/**
 * How each node status looks, on the canvas and in the legend alike: a colour from the
 * Okabe-Ito palette (distinguishable with the common colour-vision deficiencies) AND a shape
 * and border style, so colour is never the only carrier (a greyscale projector, a printout).
 */
import type { StatusName } from './treeStatus';

export type Shape = 'star' | 'diamond' | 'circle' | 'square' | 'cross' | 'triangle' | 'small-square';

export interface StatusStyle {
  /** Shape, border and mark colour. */
  ink: string;
  /** Box fill. */
  fill: string;
  shape: Shape;
  /** Shapes drawn as outlines (hollow), others are filled. */
  hollow: boolean;
  /** Box border: dash pattern in px ([] = solid) and width. */
  dash: number[];
  border: number;
}

export const STATUS_STYLE: Record<Exclude<StatusName, 'hidden'>, StatusStyle> = {
  solution: { ink: '#007a56', fill: '#d5f5e6', shape: 'star', hollow: false, dash: [], border: 3 },
  current: { ink: '#c44400', fill: '#ffe1cc', shape: 'diamond', hollow: false, dash: [], border: 3 },
  frontier: { ink: '#b77600', fill: '#fff4d6', shape: 'circle', hollow: true, dash: [5, 3], border: 2 },
  expanded: { ink: '#0062a0', fill: '#dcebf7', shape: 'square', hollow: false, dash: [], border: 1.5 },
  pruned: { ink: '#a8467f', fill: '#f8e8f1', shape: 'cross', hollow: false, dash: [2, 3], border: 2 },
  duplicate: { ink: '#5b6473', fill: '#eceef2', shape: 'triangle', hollow: true, dash: [], border: 1.5 },
  dropped: { ink: '#8a93a3', fill: '#ffffff', shape: 'small-square', hollow: true, dash: [3, 3], border: 1 },
};

/** The dark theme: brighter inks on dark fills, same shapes and borders. */
export const STATUS_STYLE_DARK: Record<Exclude<StatusName, 'hidden'>, StatusStyle> = {
  solution: { ...STATUS_STYLE.solution, ink: '#3ddc97', fill: '#123d2f' },
  current: { ...STATUS_STYLE.current, ink: '#ff8a4c', fill: '#4a2410' },
  frontier: { ...STATUS_STYLE.frontier, ink: '#f5b935', fill: '#3b2f10' },
  expanded: { ...STATUS_STYLE.expanded, ink: '#6cb4ee', fill: '#14304a' },
  pruned: { ...STATUS_STYLE.pruned, ink: '#ec95c8', fill: '#3d1c30' },
  duplicate: { ...STATUS_STYLE.duplicate, ink: '#b3bdd1', fill: '#262d3a' },
  dropped: { ...STATUS_STYLE.dropped, ink: '#7b87a3', fill: '#182133' },
};

/** Everything else the canvas paints, per theme. */
export interface TreePalette {
  styles: Record<Exclude<StatusName, 'hidden'>, StatusStyle>;
  edge: string;
  solutionEdge: string;
  selected: string;
  text: string;
  /** Fill of hollow marks. */
  paper: string;
  tile: string;
  tileInk: string;
  blank: string;
}

export const LIGHT_PALETTE: TreePalette = {
  styles: STATUS_STYLE,
  edge: '#aab3c5',
  solutionEdge: '#007a56',
  selected: '#14213d',
  text: '#14213d',
  paper: '#ffffff',
  tile: '#1d3557',
  tileInk: '#ffffff',
  blank: '#c9d3e6',
};

export const DARK_PALETTE: TreePalette = {
  styles: STATUS_STYLE_DARK,
  edge: '#4f5d7a',
  solutionEdge: '#3ddc97',
  selected: '#ffffff',
  text: '#e8edf7',
  paper: '#121a2a',
  tile: '#3d6bb3',
  tileInk: '#ffffff',
  blank: '#26324a',
};

/**
 * Traces a status shape of size `r` (half-width) centred on (x, y) into a canvas-like path.
 * The same function draws the legend's SVG (through a tiny path recorder), so both match.
 */
export function traceShape(
  p: {
    moveTo(x: number, y: number): void;
    lineTo(x: number, y: number): void;
    closePath(): void;
    arc?: (x: number, y: number, r: number, a0: number, a1: number) => void;
  },
  shape: Shape,
  x: number,
  y: number,
  r: number,
): void {
  switch (shape) {
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

/** The shape as an SVG path `d` (for the legend and the node details). */
export function shapePath(shape: Shape, x: number, y: number, r: number): string {
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
