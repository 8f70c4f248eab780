/**
 * How each node status looks, on the canvas and in the legend alike: a colour from the
 * Okabe-Ito palette (distinguishable with the common colour-vision deficiencies) AND a shape
 * and border style, so colour is never the only carrier (a greyscale projector, a printout).
 */
import type { MarkerShape } from '../charts/shapes';
import type { StatusName } from './treeStatus';

export interface StatusStyle {
  /** Shape, border and mark colour. */
  ink: string;
  /** Box fill. */
  fill: string;
  shape: MarkerShape;
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
  forgotten: { ink: '#3d4350', fill: '#f1f1f1', shape: 'circle', hollow: false, dash: [1, 3], border: 2 },
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
  forgotten: { ...STATUS_STYLE.forgotten, ink: '#c3c8d2', fill: '#2a2d33' },
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
