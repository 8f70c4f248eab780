/**
 * Draws the tree on a canvas, crisp at any devicePixelRatio, with three levels of detail so
 * 20,000+ nodes stay smooth: far away every node is a small status shape; closer, a box with
 * its state's name (a city, a cell) and f = g + h, and each link with its step's cost where
 * steps do not all cost 1; close up, the domain's drawing of the state too (a mini board, a
 * grid's cell on its map). Only what is on screen is drawn, and nodes of one status are batched
 * into one path (one fill, one stroke).
 */
import { LEVEL_H, NODE_H, NODE_W, type TreeLayout } from './treeLayout';
import { STATUS, STATUS_NAMES, type StatusName } from './treeStatus';
import { traceShape } from '../charts/shapes';
import type { TreePalette } from './treeStyle';
import { drawPassLabels } from './treePassLabels';
import { levelPx, type Viewport } from './treeViewport';
import type { TreeArea, TreeInk } from '../domains/treeViews';

/** Below this box width (px) nodes become shapes; at this scale and above they show their board. */
const DOT_BELOW_PX = 18;
export const BOARD_SCALE = 1.45;

export type DrawMode = 'dots' | 'boxes' | 'boards';

export interface NodeText {
  /** The state's name (a city, a cell), or null where the close-up drawing names it (a board). */
  name: string | null;
  /** The big line: "f 20" (or "g 3" when the algorithm has no heuristic). */
  main: string;
  /** The small line: "g 14 · h 6", or null. */
  detail: string | null;
  /** The cost of the step into the node, written on its link; null where every step costs 1. */
  stepCost: string | null;
}

/** Draws a node's state in the area given (the domain's drawing: treeViews.ts). */
export type DrawState = (ctx: CanvasRenderingContext2D, id: number, area: TreeArea, ink: TreeInk) => void;

export interface DrawInput {
  palette: TreePalette;
  width: number;
  height: number;
  dpr: number;
  vp: Viewport;
  layout: TreeLayout;
  statuses: Uint8Array;
  /** Layout index of the selected node, or -1. */
  selected: number;
  text: (id: number) => NodeText;
  /** Draws the node's state at the close-up level; null: the domain has no drawing (its name is enough). */
  drawState: DrawState | null;
  passLabel: (pass: number, bound: number) => string;
  /** The pass alone ("P2"), drawn where the full label would overlap its neighbour. */
  passShort?: (pass: number) => string;
  /** Passes whose roots sit too close to name apart ("P1–3"). */
  passRange?: (first: number, last: number) => string;
  /** Labels larger than normal (projector mode); default 1. */
  textScale?: number;
}

export interface DrawStats {
  mode: DrawMode;
  nodes: number;
  edges: number;
  /** Pass labels drawn (full or short). */
  passLabels: number;
  /** The nodes' main label size in px (0: no labels at this zoom). */
  labelPx: number;
}

const NAME_OF = STATUS_NAMES as StatusName[];
const FONT = "system-ui, 'Segoe UI', 'Hiragino Sans', 'Noto Sans JP', sans-serif";

/** With larger labels (projector: textScale > 1) the boards come later, so the label keeps its size. */
export function modeFor(scale: number, textScale = 1): DrawMode {
  if (NODE_W * scale < DOT_BELOW_PX) return 'dots';
  return scale >= BOARD_SCALE * textScale ? 'boards' : 'boxes';
}

/** The main label's font size (px) in a box bw x bh: boxes write it big, boards under the board. */
export function labelPx(mode: DrawMode, bw: number, bh: number, grow: number): number {
  if (mode === 'dots' || (mode === 'boxes' && bw < 28)) return 0;
  if (mode === 'boxes') return Math.max(9, Math.min(Math.round(16 * grow), Math.floor(bh * 0.3)));
  return Math.min(grow > 1 ? 16 * grow : 15, Math.floor(boardLabelH(bh, grow) * 0.8));
}

/** The strip under a board for its label: a quarter of the box, at least 30 px for larger labels. */
function boardLabelH(bh: number, grow: number): number {
  return grow > 1 ? Math.max(bh * 0.24, 30) : bh * 0.24;
}

export function drawTree(ctx: CanvasRenderingContext2D, input: DrawInput): DrawStats {
  const { width, height, dpr, vp, layout, statuses } = input;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, width, height);
  // A domain with no drawing of its states keeps its boxes, names in them, however close.
  const fine = modeFor(vp.scale, input.textScale);
  const mode = fine === 'boards' && !input.drawState ? 'boxes' : fine;
  const bw = NODE_W * vp.scale;
  const bh = NODE_H * vp.scale;
  const margin = Math.max(bw, bh, 8);
  const n = layout.size;
  const sx = new Float64Array(n);
  const sy = new Float64Array(n);
  const onScreen = new Uint8Array(n);
  const perLevel = levelPx(vp) / LEVEL_H;
  for (let i = 0; i < n; i++) {
    const b = layout.x[i] * vp.scale;
    const d = layout.y[i] * perLevel;
    const x = (vp.horizontal ? d : b) + vp.ox;
    const y = (vp.horizontal ? b : d) + vp.oy;
    sx[i] = x;
    sy[i] = y;
    onScreen[i] =
      statuses[i] !== STATUS.hidden && x > -margin && x < width + margin && y > -margin && y < height + margin ? 1 : 0;
  }

  const edges = drawEdges(ctx, input, sx, sy, mode, bw, bh, margin);
  const nodes =
    mode === 'dots'
      ? drawDots(ctx, input.palette, statuses, sx, sy, onScreen, bw, width, height, margin)
      : drawBoxes(ctx, input, sx, sy, onScreen, bw, bh, mode);

  if (input.selected >= 0 && input.selected < n && statuses[input.selected] !== STATUS.hidden) {
    const i = input.selected;
    ctx.setLineDash([]);
    ctx.strokeStyle = input.palette.selected;
    ctx.lineWidth = 2.5;
    if (mode === 'dots') {
      ctx.beginPath();
      ctx.arc(sx[i], sy[i], Math.max(8, bw), 0, Math.PI * 2);
      ctx.stroke();
    } else {
      ctx.strokeRect(sx[i] - bw / 2 - 5, sy[i] - bh / 2 - 5, bw + 10, bh + 10);
    }
  }
  const passLabels = drawPassLabels(ctx, input, sx, sy, bh, FONT);
  return { mode, nodes, edges, passLabels, labelPx: labelPx(mode, bw, bh, input.textScale ?? 1) };
}

function drawEdges(
  ctx: CanvasRenderingContext2D,
  input: DrawInput,
  sx: Float64Array,
  sy: Float64Array,
  mode: DrawMode,
  bw: number,
  bh: number,
  margin: number,
): number {
  const { layout, statuses, width, height } = input;
  const elbow = mode !== 'dots';
  const horizontal = input.vp.horizontal;
  const mid = levelPx(input.vp) / 2;
  let count = 0;
  const solution: number[] = [];
  const drawn: number[] = [];
  // Far away, thousands of links end in the same few pixels: one link per 2 x 2 px cell of
  // its child end is all the eye can see.
  const gw = Math.ceil((width + 2 * margin) / 2) + 1;
  const seen = elbow ? null : new Uint8Array(gw * (Math.ceil((height + 2 * margin) / 2) + 1));
  ctx.setLineDash([]);
  ctx.beginPath();
  for (let i = 0; i < layout.size; i++) {
    const p = layout.parent[i];
    if (p < 0 || statuses[i] === STATUS.hidden) continue;
    const x0 = sx[p];
    const y0 = sy[p];
    const x1 = sx[i];
    const y1 = sy[i];
    const outside =
      Math.max(x0, x1) < -margin ||
      Math.min(x0, x1) > width + margin ||
      Math.max(y0, y1) < -margin ||
      Math.min(y0, y1) > height + margin;
    if (outside) continue;
    if (statuses[i] === STATUS.solution && statuses[p] === STATUS.solution) {
      solution.push(i);
      continue;
    }
    if (seen && y1 >= -margin && y1 <= height + margin && x1 >= -margin && x1 <= width + margin) {
      const c = Math.floor((x1 + margin) / 2) + Math.floor((y1 + margin) / 2) * gw;
      if (seen[c]) continue;
      seen[c] = 1;
    }
    traceEdge(ctx, elbow, horizontal, x0, y0, x1, y1, bw, bh, mid);
    drawn.push(i);
    count++;
  }
  ctx.strokeStyle = input.palette.edge;
  ctx.lineWidth = mode === 'dots' ? 0.75 : 1.25;
  ctx.stroke();
  if (solution.length) {
    ctx.beginPath();
    for (const i of solution) {
      const p = layout.parent[i];
      traceEdge(ctx, elbow, horizontal, sx[p], sy[p], sx[i], sy[i], bw, bh, mid);
    }
    ctx.strokeStyle = input.palette.solutionEdge;
    ctx.lineWidth = mode === 'dots' ? 2.5 : 3.5;
    ctx.stroke();
    count += solution.length;
  }
  if (elbow && bw >= 28) drawStepCosts(ctx, input, drawn.concat(solution), sx, sy, bw, bh, mid);
  return count;
}

/**
 * Each link's step cost, on the link where it enters the child (AIMA writes 140 on the road
 * from Arad to Sibiu); on paper, so a crossing line does not hide it. Nothing where steps cost 1.
 */
function drawStepCosts(
  ctx: CanvasRenderingContext2D,
  input: DrawInput,
  links: readonly number[],
  sx: Float64Array,
  sy: Float64Array,
  bw: number,
  bh: number,
  mid: number,
): void {
  const { layout, palette } = input;
  const horizontal = input.vp.horizontal;
  const px = Math.max(9, Math.min(Math.round(11 * (input.textScale ?? 1)), Math.floor(bh * 0.24)));
  ctx.font = `600 ${px}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const i of links) {
    const cost = input.text(layout.ids[i]).stepCost;
    if (cost === null) continue;
    const p = layout.parent[i];
    // Halfway along the last leg of the elbow, the one that belongs to this child alone.
    const x = horizontal ? (sx[p] + mid + sx[i] - bw / 2) / 2 : sx[i];
    const y = horizontal ? sy[i] : (sy[p] + mid + sy[i] - bh / 2) / 2;
    const w = ctx.measureText(cost).width + 4;
    ctx.fillStyle = palette.paper;
    ctx.fillRect(x - w / 2, y - px / 2 - 1, w, px + 2);
    ctx.fillStyle = palette.text;
    ctx.fillText(cost, x, y);
  }
}

function traceEdge(
  ctx: CanvasRenderingContext2D,
  elbow: boolean,
  horizontal: boolean,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  bw: number,
  bh: number,
  mid: number,
): void {
  if (!elbow) {
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    return;
  }
  // Out of the parent, across, into the child: the classic tidy-tree link.
  if (horizontal) {
    const xm = x0 + mid;
    ctx.moveTo(x0 + bw / 2, y0);
    ctx.lineTo(xm, y0);
    ctx.lineTo(xm, y1);
    ctx.lineTo(x1 - bw / 2, y1);
    return;
  }
  const ym = y0 + mid;
  ctx.moveTo(x0, y0 + bh / 2);
  ctx.lineTo(x0, ym);
  ctx.lineTo(x1, ym);
  ctx.lineTo(x1, y1 - bh / 2);
}

function drawDots(
  ctx: CanvasRenderingContext2D,
  palette: TreePalette,
  statuses: Uint8Array,
  sx: Float64Array,
  sy: Float64Array,
  onScreen: Uint8Array,
  bw: number,
  width: number,
  height: number,
  margin: number,
): number {
  const r = Math.max(3, Math.min(7, bw / 2));
  const crowded = r < 3.5 && statuses.length > 8000;
  // One mark per status per cell of the size of a mark: 20,000 nodes squeezed into a
  // thousand pixels draw as what the eye can see, a few thousand marks, not 20,000 paths.
  const cell = Math.max(2, Math.round(r));
  const gw = Math.ceil((width + 2 * margin) / cell) + 1;
  const gh = Math.ceil((height + 2 * margin) / cell) + 1;
  const taken = new Uint8Array(gw * gh);
  let drawn = 0;
  // Lower codes are drawn last, so the solution and the current node sit on top.
  for (let code = STATUS_NAMES.length - 1; code >= 1; code--) {
    const style = palette.styles[NAME_OF[code] as Exclude<StatusName, 'hidden'>];
    const size = code === STATUS.solution || code === STATUS.current ? r * 1.35 : r;
    taken.fill(0);
    ctx.beginPath();
    let any = false;
    for (let i = 0; i < statuses.length; i++) {
      if (statuses[i] !== code || !onScreen[i]) continue;
      const c = Math.floor((sx[i] + margin) / cell) + Math.floor((sy[i] + margin) / cell) * gw;
      if (taken[c]) continue;
      taken[c] = 1;
      // In a crowd of tiny marks a shape cannot be seen anyway: squares fill far faster.
      if (crowded) ctx.rect(sx[i] - size, sy[i] - size, 2 * size, 2 * size);
      else traceShape(ctx, style.shape, sx[i], sy[i], size);
      any = true;
      drawn++;
    }
    if (any) paintMarks(ctx, style, palette.paper);
  }
  return drawn;
}

/** Fills the status marks traced in the current path: hollow ones on paper with an ink ring. */
function paintMarks(ctx: CanvasRenderingContext2D, style: { hollow?: boolean; ink: string }, paper: string): void {
  if (style.hollow) {
    ctx.fillStyle = paper;
    ctx.fill();
    ctx.strokeStyle = style.ink;
    ctx.lineWidth = 1.5;
    ctx.stroke();
  } else {
    ctx.fillStyle = style.ink;
    ctx.fill();
  }
}

function drawBoxes(
  ctx: CanvasRenderingContext2D,
  input: DrawInput,
  sx: Float64Array,
  sy: Float64Array,
  onScreen: Uint8Array,
  bw: number,
  bh: number,
  mode: DrawMode,
): number {
  const { statuses, layout } = input;
  let drawn = 0;
  for (let code = STATUS_NAMES.length - 1; code >= 1; code--) {
    const style = input.palette.styles[NAME_OF[code] as Exclude<StatusName, 'hidden'>];
    const members: number[] = [];
    for (let i = 0; i < statuses.length; i++) if (statuses[i] === code && onScreen[i]) members.push(i);
    if (!members.length) continue;
    drawn += members.length;
    // Boxes: one fill and one stroke for the whole status.
    ctx.beginPath();
    for (const i of members) ctx.rect(sx[i] - bw / 2, sy[i] - bh / 2, bw, bh);
    ctx.fillStyle = style.fill;
    ctx.fill();
    ctx.setLineDash(style.dash);
    ctx.strokeStyle = style.ink;
    ctx.lineWidth = style.border;
    ctx.stroke();
    ctx.setLineDash([]);
    // The status shape in the corner: the same mark as in the legend.
    const r = Math.max(3.5, Math.min(7, bw / 12));
    ctx.beginPath();
    for (const i of members) traceShape(ctx, style.shape, sx[i] - bw / 2 + r + 3, sy[i] - bh / 2 + r + 3, r);
    paintMarks(ctx, style, input.palette.paper);
    for (const i of members) drawNodeContent(ctx, input, layout.ids[i], sx[i], sy[i], bw, bh, mode);
  }
  return drawn;
}

function drawNodeContent(
  ctx: CanvasRenderingContext2D,
  input: DrawInput,
  id: number,
  x: number,
  y: number,
  bw: number,
  bh: number,
  mode: DrawMode,
): void {
  const text = input.text(id);
  const palette = input.palette;
  const grow = input.textScale ?? 1; // the caps only: a label never outgrows its box
  ctx.fillStyle = palette.text;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (mode === 'boards' && input.drawState) {
    const labelH = boardLabelH(bh, grow);
    const side = Math.min(bw - 8, bh - labelH - 6);
    const top = y - bh / 2 + 3 + (bh - labelH - 6 - side) / 2;
    input.drawState(ctx, id, { left: x - side / 2, top, width: side, height: side }, palette);
    ctx.fillStyle = palette.text;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `700 ${labelPx(mode, bw, bh, grow)}px ${FONT}`;
    // Larger labels carry the name and f alone: squeezed into the box's width, g and h would shrink it.
    const parts = [text.name, text.main, grow === 1 ? text.detail : null].filter((p) => p !== null);
    ctx.fillText(parts.join(' · '), x, y + bh / 2 - labelH / 2 - 1, bw - 4);
    return;
  }
  if (bw < 28) return;
  const big = labelPx(mode, bw, bh, grow);
  const detail = text.detail !== null && bw >= 52 * grow;
  if (text.name !== null) {
    // The name on top, as AIMA labels its tree; f below, then g and h where the box is wide enough.
    const small = Math.max(9, Math.floor(big * 0.78));
    ctx.font = `700 ${big}px ${FONT}`;
    ctx.fillText(text.name, x + 3, y - bh * (detail ? 0.2 : 0.12), bw - 14);
    ctx.font = `600 ${detail ? small : big}px ${FONT}`;
    ctx.fillText(text.main, x, y + bh * (detail ? 0.08 : 0.2), bw - 6);
    if (detail) {
      ctx.font = `500 ${small}px ${FONT}`;
      ctx.fillText(text.detail!, x, y + bh * 0.33, bw - 6);
    }
    return;
  }
  ctx.font = `700 ${big}px ${FONT}`;
  // A little right of centre and low: the status mark sits in the top-left corner.
  ctx.fillText(text.main, x + 3, detail ? y - bh * 0.08 : y + bh * 0.1, bw - 14);
  if (detail) {
    ctx.font = `500 ${grow > 1 ? big : Math.max(9, Math.floor(big * 0.78))}px ${FONT}`;
    ctx.fillText(text.detail!, x, y + bh * 0.27, bw - 6);
  }
}
