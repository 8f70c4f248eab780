/**
 * How the search tree draws a node's state on its canvas, asked by the domain's kind as
 * stateViews.ts is for the page's views: a name written in the node's box (a city), and close
 * up a drawing of the state (the puzzle's board, a grid's cell on a small map). Only the tree
 * imports this file, so none of it reaches the first download.
 */
import { WALL, type GridMap } from '../../core/domain/grid/grid';
import { GRID_DOMAIN, type GridDomain } from '../../core/domain/grid/gridDomain';
import { ROAD_MAP_DOMAIN } from '../../core/domain/graph/graphDomain';
import { PUZZLE_DOMAIN } from '../../core/domain/puzzle';
import type { AnyDomain } from '../../core/domain/types';
import type { StateKey } from '../../core/events';
import type { Tiles } from '../../core/puzzle';
import { stateViewsFor } from './stateViews';

/** The colours the tree's palette gives a drawing, per theme. */
export interface TreeInk {
  readonly text: string;
  readonly tile: string;
  readonly tileInk: string;
  readonly blank: string;
}

/** The part of a node's box a drawing may fill, in canvas pixels. */
export interface TreeArea {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface TreeNodeView {
  /** The state's name written in its box (a city, a cell), or null where the drawing is its name (a board). */
  name(domain: AnyDomain, stateKey: StateKey): string | null;
  /** Close up: draws the state in `area`. Absent: the box writes the name large instead. */
  draw?(ctx: CanvasRenderingContext2D, domain: AnyDomain, stateKey: StateKey, area: TreeArea, ink: TreeInk): void;
}

const FONT = "system-ui, 'Segoe UI', 'Hiragino Sans', 'Noto Sans JP', sans-serif";

/** The puzzle: each node's board, tiles numbered once they are large enough to read. */
const PUZZLE_TREE: TreeNodeView = {
  name: () => null,
  draw(ctx, domain, stateKey, area, ink) {
    const tiles = domain.state(stateKey) as Tiles;
    const cols = (domain as AnyDomain & { cols: number }).cols;
    const rows = Math.ceil(tiles.length / cols);
    const cell = Math.min(area.width, area.height) / Math.max(rows, cols);
    const left = area.left + (area.width - cell * cols) / 2;
    const top = area.top + (area.height - cell * rows) / 2;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let k = 0; k < tiles.length; k++) {
      const t = tiles[k];
      const cx = left + (k % cols) * cell;
      const cy = top + Math.floor(k / cols) * cell;
      ctx.fillStyle = t === 0 ? ink.blank : ink.tile;
      ctx.fillRect(cx + 0.5, cy + 0.5, cell - 1, cell - 1);
      if (t !== 0 && cell >= 9) {
        ctx.fillStyle = ink.tileInk;
        ctx.font = `700 ${Math.floor(cell * 0.58)}px ${FONT}`;
        ctx.fillText(String(t), cx + cell / 2, cy + cell / 2 + 0.5);
      }
    }
  },
};

/** A road map: the city's name says it all. */
const ROAD_MAP_TREE: TreeNodeView = { name: (domain, stateKey) => domain.format(domain.state(stateKey)) };

/**
 * A grid: the cell as "(x,y)", and close up the map in miniature, walls dark, with the cell
 * marked, so a class sees where in the maze each node stands. The walls are painted once per
 * map into an image the boxes copy.
 */
const GRID_TREE: TreeNodeView = {
  name: (_domain, stateKey) => `(${String(stateKey)})`,
  draw(ctx, domain, stateKey, area, ink) {
    const { grid } = domain as GridDomain;
    const cell = Math.min(area.width / grid.width, area.height / grid.height);
    const w = cell * grid.width;
    const h = cell * grid.height;
    const left = area.left + (area.width - w) / 2;
    const top = area.top + (area.height - h) / 2;
    const walls = wallsImage(grid, ink);
    if (walls) ctx.drawImage(walls, left, top, w, h);
    else {
      ctx.fillStyle = ink.blank;
      ctx.fillRect(left, top, w, h);
    }
    const { x, y } = domain.state(stateKey) as { x: number; y: number };
    // At least a few pixels, and ringed: one cell of a 60 x 40 map is smaller than a pixel.
    const r = Math.max(cell * 0.7, 2.5);
    ctx.beginPath();
    ctx.arc(left + (x + 0.5) * cell, top + (y + 0.5) * cell, r, 0, Math.PI * 2);
    ctx.fillStyle = '#d55e00';
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = ink.tileInk;
    ctx.stroke();
  },
};

const wallImages = new WeakMap<GridMap, Map<string, HTMLCanvasElement>>();

/** The map's walls at one pixel a cell (scaled when drawn), per map and theme; null without a DOM. */
function wallsImage(grid: GridMap, ink: TreeInk): HTMLCanvasElement | null {
  if (typeof document === 'undefined') return null;
  let byInk = wallImages.get(grid);
  if (!byInk) wallImages.set(grid, (byInk = new Map()));
  const cached = byInk.get(ink.tile);
  if (cached) return cached;
  const image = document.createElement('canvas');
  image.width = grid.width;
  image.height = grid.height;
  const ctx = image.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = ink.blank;
  ctx.fillRect(0, 0, grid.width, grid.height);
  ctx.fillStyle = ink.tile;
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) if (grid.costs[y * grid.width + x] === WALL) ctx.fillRect(x, y, 1, 1);
  }
  byInk.set(ink.tile, image);
  return image;
}

const views = new Map<string, TreeNodeView>([
  [PUZZLE_DOMAIN, PUZZLE_TREE],
  [ROAD_MAP_DOMAIN, ROAD_MAP_TREE],
  [GRID_DOMAIN, GRID_TREE],
]);

/** A domain's tree drawing; a domain with none is named by its state views' label. */
export function treeViewFor(kind: string): TreeNodeView {
  return views.get(kind) ?? { name: (domain, stateKey) => stateViewsFor(kind).label(domain, stateKey) };
}

/** Registers a domain's tree drawing; returns the function that takes it out again. */
export function registerTreeView(kind: string, own: TreeNodeView): () => void {
  if (views.has(kind)) throw new Error(`the domain kind "${kind}" already has a tree view`);
  views.set(kind, own);
  return () => {
    views.delete(kind);
  };
}
