/**
 * The frontier table and the search tree of the current step as images for slides and
 * handouts: an SVG (text stays text, sharp at any size) and a PNG drawn from it. Built from the
 * run's replay view and tree index, not from the screen, so what is exported does not depend on
 * what is open, scrolled or zoomed. Light colours always: a printout or a slide's white page.
 * Its own chunk, loaded by the export dialog on first use.
 */
import type { Replayer, ReplayView } from '../../core/replay';
import type { NodeInfo } from '../../core/events';
import type { Puzzle } from '../../core/puzzle';
import { decodeBoard } from '../../store/selectors';
import { fmt } from '../visualizer/narration';
import { treeIndexOf } from '../tree/treeIndex';
import { NODE_H, NODE_W, TREE_NODE_LIMIT, layoutTree } from '../tree/treeLayout';
import { LEGEND_STATUSES, STATUS, STATUS_NAMES, solutionIds, statusOf, type StatusName } from '../tree/treeStatus';
import { STATUS_STYLE } from '../tree/treeStyle';

/**
 * An image as a list of shapes, drawn two ways from the same list: written out as SVG, and
 * painted on a canvas for the PNG (the page's content policy does not let an SVG be loaded as
 * an image, and a canvas needs no loading).
 */
type Shape =
  | {
      k: 'rect';
      x: number;
      y: number;
      w: number;
      h: number;
      fill: string;
      stroke?: string;
      sw?: number;
      dash?: readonly number[];
    }
  | { k: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string }
  | { k: 'text'; x: number; y: number; s: string; size: number; bold?: boolean; fill?: string; end?: 'middle' | 'end' }
  /** A row or a node: its shapes, named for a reader of the SVG (class and data attributes). */
  | { k: 'group'; attrs: string; items: Shape[] };

export interface ViewImage {
  readonly shapes: readonly Shape[];
  readonly width: number;
  readonly height: number;
}

/** The words an image carries, translated by the caller. */
export interface FrontierWords {
  readonly title: string;
  readonly rank: string;
  readonly node: string;
  /** "… and {{count}} more", for a frontier longer than the image's rows. */
  readonly more: (count: number) => string;
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const INK = '#1b2333';
const MUTED = '#5b6473';
const LINE = '#d5dae3';
const NEXT_BG = '#fff4d6';
/** More rows than a slide holds; a handout gets the rest as a count. */
const MAX_ROWS = 40;
const CELL = 18;
const PAD = 16;
/** A PNG's canvas stays within what every browser draws (a very wide tree is scaled down). */
const MAX_PNG_SIDE = 8000;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const text = (x: number, y: number, s: string, size: number, more: Partial<Shape & { k: 'text' }> = {}): Shape => ({
  k: 'text',
  x,
  y,
  s,
  size,
  ...more,
});

/** A small board: its cells and digits, the blank left empty. */
function miniBoard(x: number, y: number, tiles: readonly number[], cols: number): Shape[] {
  const out: Shape[] = [];
  tiles.forEach((tile, i) => {
    if (tile === 0) return;
    const cx = x + (i % cols) * (CELL + 1);
    const cy = y + Math.floor(i / cols) * (CELL + 1);
    out.push({ k: 'rect', x: cx, y: cy, w: CELL, h: CELL, fill: '#1f3556' });
    out.push(text(cx + CELL / 2, cy + CELL / 2 + 4, String(tile), 11, { bold: true, fill: '#ffffff', end: 'middle' }));
  });
  return out;
}

/** The image's white page, wide enough for its title (the first shape) at about 11 px a character. */
function image(contentWidth: number, height: number, shapes: Shape[]): ViewImage {
  const title = shapes[0];
  const width = Math.max(contentWidth, title.k === 'text' ? Math.ceil(title.s.length * 11) + 2 * PAD : 0);
  return { width, height, shapes: [{ k: 'rect', x: 0, y: 0, w: width, h: height, fill: '#ffffff' }, ...shapes] };
}

/** How a frontier row shows its state: the puzzle's small board, or another domain's name for it (a city, a cell). */
export type StateDrawing = { readonly puzzle: Puzzle } | { readonly label: (node: NodeInfo) => string };

/** A state's name at 14 px, about 8 px a character, within a column of at most this width. */
const LABEL_MAX_WIDTH = 260;

/**
 * The frontier in the solver's order: rank, the state (a board, or a city or cell by name), g,
 * and h and f when the algorithm has them.
 */
export function frontierImage(view: ReplayView, state: StateDrawing, usesH: boolean, words: FrontierWords): ViewImage {
  const shown = view.frontier.slice(0, Math.min(view.frontier.size, MAX_ROWS));
  const puzzle = 'puzzle' in state ? state.puzzle : null;
  const labels = 'label' in state ? shown.map((node) => state.label(node)) : [];
  const rowH = puzzle ? puzzle.rows * (CELL + 1) + 10 : 28;
  const boardW = puzzle
    ? puzzle.cols * (CELL + 1)
    : Math.min(LABEL_MAX_WIDTH, Math.max(60, ...labels.map((l) => l.length * 8)));
  const numbers = usesH ? ['g', 'h', 'f'] : ['g'];
  const numX = (k: number) => PAD + 56 + boardW + 40 + k * 48;
  const width = numX(numbers.length - 1) + PAD;
  const headY = PAD + 44;
  const head = { bold: true, fill: MUTED };
  const rule = (y: number): Shape => ({ k: 'line', x1: PAD, x2: width - PAD, y1: y, y2: y, stroke: LINE });
  const shapes: Shape[] = [
    text(PAD, PAD + 18, words.title, 18, { bold: true }),
    text(PAD, headY, words.rank, 12, head),
    text(PAD + 56, headY, words.node, 12, head),
    ...numbers.map((n, k) => text(numX(k), headY, n, 12, { ...head, end: 'end' })),
  ];
  let y = headY + 8;
  shapes.push(rule(y));
  shown.forEach((node: NodeInfo, rank) => {
    const items: Shape[] = [];
    if (rank === 0) items.push({ k: 'rect', x: PAD, y, w: width - 2 * PAD, h: rowH, fill: NEXT_BG });
    const mid = y + rowH / 2 + 5;
    items.push(text(PAD + 4, mid, String(rank + 1), 14, head));
    if (puzzle) items.push(...miniBoard(PAD + 56, y + 5, decodeBoard(puzzle, node), puzzle.cols));
    else items.push(text(PAD + 56, mid, labels[rank], 14));
    const values = usesH ? [node.g, node.h, node.f] : [node.g];
    values.forEach((v, k) => items.push(text(numX(k), mid, fmt(v), 15, { bold: true, end: 'end' })));
    shapes.push({ k: 'group', attrs: `class="frontier-row" data-id="${node.id}" data-f="${node.f}"`, items });
    y += rowH;
    shapes.push(rule(y));
  });
  if (view.frontier.size > shown.length) {
    y += 20;
    shapes.push(text(PAD, y, words.more(view.frontier.size - shown.length), 13, { fill: MUTED }));
  }
  return image(width, y + PAD, shapes);
}

/**
 * The search tree at the cursor: every node generated so far, placed as the tree view places
 * it (treeLayout.ts), in its status's colours and borders (treeStyle.ts), each labelled as on
 * screen ("f 12" over "g 3 · h 9"; "g 3" without a heuristic).
 */
export function treeImage(
  replayer: Replayer,
  cursor: number,
  view: ReplayView,
  usesH: boolean,
  title: string,
  legend: TreeLegendWords,
): ViewImage {
  const index = treeIndexOf(replayer);
  const layout = layoutTree(index, cursor, { only: null, pass: 0, keep: [], limit: TREE_NODE_LIMIT });
  const solution = solutionIds(view);
  const onPath = solution ? new Set(solution) : null;
  const width = Math.max(LEGEND_MIN_WIDTH, Math.ceil(layout.maxX - layout.minX + NODE_W + 2 * PAD));
  // Placed once the legend's height is known: in the layout's coordinates until then.
  const links: { px: number; py: number; x: number; y: number }[] = [];
  const nodes: { x: number; y: number; name: Exclude<StatusName, 'hidden'>; id: number }[] = [];
  for (let i = 0; i < layout.size; i++) {
    const id = layout.ids[i];
    const status = statusOf(index, id, cursor, view, onPath);
    if (status === STATUS.hidden) continue;
    nodes.push({ x: layout.x[i], y: layout.y[i], name: STATUS_NAMES[status] as Exclude<StatusName, 'hidden'>, id });
    const p = layout.parent[i];
    if (p >= 0) links.push({ px: layout.x[p], py: layout.y[p], x: layout.x[i], y: layout.y[i] });
  }
  // Under the title, what each box means: the statuses drawn, then what the labels say.
  const present = LEGEND_STATUSES.filter((s) => nodes.some((n) => n.name === s));
  const { shapes: key, height: keyHeight } = legendRows(present, legend, width, PAD + 34);
  const top = PAD + 34 + keyHeight + 12;
  const ox = PAD + NODE_W / 2 - layout.minX;
  const oy = top + NODE_H / 2 - layout.minY;
  const height = Math.ceil(layout.maxY - layout.minY + NODE_H + top + PAD);
  const lines: Shape[] = links.map((l) => ({
    k: 'line',
    x1: l.px + ox,
    y1: l.py + oy + NODE_H / 2,
    x2: l.x + ox,
    y2: l.y + oy - NODE_H / 2,
    stroke: '#9aa3b2',
  }));
  const boxes: Shape[] = nodes.map(({ x: lx, y: ly, name, id }) => {
    const x = lx + ox;
    const y = ly + oy;
    const style = STATUS_STYLE[name];
    const node = index.node(id);
    const items: Shape[] = [
      {
        k: 'rect',
        x: x - NODE_W / 2,
        y: y - NODE_H / 2,
        w: NODE_W,
        h: NODE_H,
        fill: style.fill,
        stroke: style.ink,
        sw: style.border,
        dash: style.dash,
      },
    ];
    if (node) {
      items.push(text(x, y - 2, usesH ? `f ${fmt(node.f)}` : `g ${node.g}`, 15, { bold: true, end: 'middle' }));
      if (usesH) items.push(text(x, y + 15, `g ${node.g} · h ${node.h}`, 10, { fill: MUTED, end: 'middle' }));
    }
    return { k: 'group', attrs: `class="tree-node" data-id="${id}" data-status="${name}"`, items };
  });
  return image(width, height, [text(PAD, PAD + 18, title, 18, { bold: true }), ...key, ...lines, ...boxes]);
}

/** The legend's words, translated by the caller: each status's name, and what a box's labels say. */
export interface TreeLegendWords {
  readonly status: (name: Exclude<StatusName, 'hidden'>) => string;
  readonly labelKey: string;
}

/** Narrow trees still get a legend that reads on one or two rows. */
const LEGEND_MIN_WIDTH = 520;
const SWATCH = 14;
/** A rough width of a legend word at 12 px, to wrap the row before the image's edge. */
const charWidth = 6.6;

/** The statuses as swatches and names, wrapped to `width`, and the labels' key under them. */
function legendRows(
  present: readonly StatusName[],
  words: TreeLegendWords,
  width: number,
  top: number,
): { shapes: Shape[]; height: number } {
  const shapes: Shape[] = [];
  let x = PAD;
  let y = top;
  for (const s of present) {
    const name = s as Exclude<StatusName, 'hidden'>;
    const label = words.status(name);
    const w = SWATCH + 6 + label.length * charWidth + 16;
    if (x > PAD && x + w > width - PAD) {
      x = PAD;
      y += 20;
    }
    const style = STATUS_STYLE[name];
    shapes.push({
      k: 'group',
      attrs: `class="tree-legend" data-status="${name}"`,
      items: [
        {
          k: 'rect',
          x,
          y,
          w: SWATCH,
          h: SWATCH,
          fill: style.fill,
          stroke: style.ink,
          sw: Math.min(2, style.border),
          dash: style.dash,
        },
        text(x + SWATCH + 6, y + 12, label, 12),
      ],
    });
    x += w;
  }
  y += present.length ? 22 : 0;
  shapes.push(text(PAD, y + 12, words.labelKey, 12, { fill: MUTED }));
  return { shapes, height: y + 16 - top };
}

function svgShape(sh: Shape): string {
  switch (sh.k) {
    case 'rect': {
      const stroke = sh.stroke ? ` stroke="${sh.stroke}" stroke-width="${sh.sw ?? 1}"` : '';
      const dash = sh.dash?.length ? ` stroke-dasharray="${sh.dash.join(' ')}"` : '';
      return `<rect x="${sh.x}" y="${sh.y}" width="${sh.w}" height="${sh.h}" fill="${sh.fill}"${stroke}${dash}/>`;
    }
    case 'line':
      return `<line x1="${sh.x1}" y1="${sh.y1}" x2="${sh.x2}" y2="${sh.y2}" stroke="${sh.stroke}"/>`;
    case 'text': {
      const attrs = [
        `font-size="${sh.size}"`,
        sh.bold ? 'font-weight="700"' : '',
        sh.fill ? `fill="${sh.fill}"` : '',
        sh.end ? `text-anchor="${sh.end}"` : '',
      ];
      return `<text x="${sh.x}" y="${sh.y}" ${attrs.filter(Boolean).join(' ')}>${esc(sh.s)}</text>`;
    }
    case 'group':
      return `<g ${sh.attrs}>${sh.items.map(svgShape).join('')}</g>`;
  }
}

/** The SVG file: text stays text, so a slide can still be edited and printed sharp. */
export function svgBlob(img: ViewImage): Blob {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${img.width}" height="${img.height}" ` +
    `viewBox="0 0 ${img.width} ${img.height}" font-family='${FONT}' fill="${INK}">` +
    `${img.shapes.map(svgShape).join('')}</svg>`;
  return new Blob([svg], { type: 'image/svg+xml' });
}

function paint(ctx: CanvasRenderingContext2D, sh: Shape): void {
  switch (sh.k) {
    case 'rect':
      ctx.fillStyle = sh.fill;
      ctx.fillRect(sh.x, sh.y, sh.w, sh.h);
      if (sh.stroke) {
        ctx.setLineDash(sh.dash ?? []);
        ctx.lineWidth = sh.sw ?? 1;
        ctx.strokeStyle = sh.stroke;
        ctx.strokeRect(sh.x, sh.y, sh.w, sh.h);
        ctx.setLineDash([]);
      }
      return;
    case 'line':
      ctx.lineWidth = 1;
      ctx.strokeStyle = sh.stroke;
      ctx.beginPath();
      ctx.moveTo(sh.x1, sh.y1);
      ctx.lineTo(sh.x2, sh.y2);
      ctx.stroke();
      return;
    case 'text':
      ctx.font = `${sh.bold ? 700 : 400} ${sh.size}px ${FONT}`;
      ctx.fillStyle = sh.fill ?? INK;
      ctx.textAlign = sh.end === 'middle' ? 'center' : sh.end === 'end' ? 'right' : 'left';
      ctx.fillText(sh.s, sh.x, sh.y);
      return;
    case 'group':
      sh.items.forEach((item) => paint(ctx, item));
  }
}

/** The PNG file: painted at twice the size (sharp on a projector), within MAX_PNG_SIDE. */
export function pngBlob(img: ViewImage): Promise<Blob> {
  const scale = Math.min(2, MAX_PNG_SIDE / img.width, MAX_PNG_SIDE / img.height);
  const canvas = window.document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(img.width * scale));
  canvas.height = Math.max(1, Math.round(img.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('no 2D canvas'));
  ctx.scale(scale, scale);
  img.shapes.forEach((sh) => paint(ctx, sh));
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}
