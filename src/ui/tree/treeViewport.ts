/**
 * Zoom and pan as plain math. The layout gives each node a breadth position x and a depth y
 * (in world units); the viewport puts depth downwards (or to the right, for a single branch
 * or a random walk, which are long chains that a wide screen shows better sideways).
 *
 * Along the breadth, pixels = world * scale + offset. Along the depth, one level takes
 * levelPx(vp) pixels: LEVEL_H * scale, but never less than the spacing chosen when fitting,
 * so a wide, shallow tree (BFS: 20,000 nodes, 14 levels) fills the view with its layers
 * instead of collapsing into a thin line. Pure, so the tests can pin zooming about a point.
 */
import { LEVEL_H, NODE_H, NODE_W, type TreeLayout } from './treeLayout';

export interface Viewport {
  scale: number;
  ox: number;
  oy: number;
  /** The fewest pixels per level (set by fitting; 0 = plain uniform scaling). */
  minLevelPx: number;
  /** Depth runs to the right instead of downwards. */
  horizontal: boolean;
}

export const MIN_SCALE = 1e-4;
export const MAX_SCALE = 4;
/** Fitting never zooms in past this: a 3-node tree should not fill a projector. */
export const FIT_MAX_SCALE = 1.6;
/** Room above the roots for the pass labels, in px. */
const TOP = 34;
const PAD = 24;

const clampScale = (s: number) => Math.max(MIN_SCALE, Math.min(MAX_SCALE, s));

export function levelPx(vp: Viewport): number {
  return Math.max(LEVEL_H * vp.scale, vp.minLevelPx);
}

/** Screen position of the world point (breadth wx, depth wy). */
export function toScreen(vp: Viewport, wx: number, wy: number): [number, number] {
  const b = wx * vp.scale;
  const d = (wy / LEVEL_H) * levelPx(vp);
  return vp.horizontal ? [d + vp.ox, b + vp.oy] : [b + vp.ox, d + vp.oy];
}

export function toWorld(vp: Viewport, sx: number, sy: number): [number, number] {
  const [b, d] = vp.horizontal ? [sy - vp.oy, sx - vp.ox] : [sx - vp.ox, sy - vp.oy];
  return [b / vp.scale, (d / levelPx(vp)) * LEVEL_H];
}

/** The offsets that put world (wx, wy) at screen (sx, sy), keeping scale and spacing. */
function anchor(vp: Viewport, wx: number, wy: number, sx: number, sy: number): Viewport {
  const [x0, y0] = toScreen({ ...vp, ox: 0, oy: 0 }, wx, wy);
  return { ...vp, ox: sx - x0, oy: sy - y0 };
}

/** The whole layout in view, centred along its breadth; a deep narrow tree keeps its proportions. */
export function fitViewport(layout: TreeLayout, width: number, height: number, horizontal = false): Viewport {
  const levels = Math.max(1, (layout.maxY - layout.minY) / LEVEL_H);
  // Along the breadth the boxes are NODE_W wide (downwards) or NODE_H tall (sideways).
  const breadth = layout.maxX - layout.minX + (horizontal ? NODE_H : NODE_W);
  const depthBox = horizontal ? NODE_W : NODE_H;
  const breadthRoom = horizontal ? height - 2 * PAD : width - 2 * PAD;
  const depthRoom = Math.max(40, horizontal ? width - 2 * PAD : height - TOP - PAD);
  const scale = clampScale(Math.min(FIT_MAX_SCALE, breadthRoom / breadth, depthRoom / (levels * LEVEL_H + depthBox)));
  // Stretch the levels apart when the breadth decided the scale, up to twice the normal spacing.
  const minLevelPx = Math.max(0, Math.min(LEVEL_H * Math.max(scale, 0.5), (depthRoom - depthBox * scale) / levels));
  const vp: Viewport = { scale, ox: 0, oy: 0, minLevelPx, horizontal };
  const centre = (layout.minX + layout.maxX) / 2;
  const first = Math.max(4, (depthBox / 2) * scale);
  return horizontal
    ? anchor(vp, centre, layout.minY, PAD + first, height / 2)
    : anchor(vp, centre, layout.minY, width / 2, TOP + first);
}

/** Zooms by `factor` keeping the world point under (sx, sy) where it is. */
export function zoomAt(vp: Viewport, factor: number, sx: number, sy: number): Viewport {
  const [wx, wy] = toWorld(vp, sx, sy);
  return anchor({ ...vp, scale: clampScale(vp.scale * factor) }, wx, wy, sx, sy);
}

export function panBy(vp: Viewport, dx: number, dy: number): Viewport {
  return { ...vp, ox: vp.ox + dx, oy: vp.oy + dy };
}

export type ScreenPoint = readonly [number, number];

/**
 * A two-finger pinch from the points `from` to `to`: the scale follows the distance between
 * the fingers, and the world point under their midpoint moves with the midpoint (zoom and pan
 * in one gesture, as on a map).
 */
export function pinch(
  vp: Viewport,
  from: readonly [ScreenPoint, ScreenPoint],
  to: readonly [ScreenPoint, ScreenPoint],
): Viewport {
  const span = (p: readonly [ScreenPoint, ScreenPoint]) => Math.hypot(p[0][0] - p[1][0], p[0][1] - p[1][1]);
  const before = span(from);
  const factor = before > 0 ? span(to) / before : 1;
  const [wx, wy] = toWorld(vp, (from[0][0] + from[1][0]) / 2, (from[0][1] + from[1][1]) / 2);
  return anchor(
    { ...vp, scale: clampScale(vp.scale * factor) },
    wx,
    wy,
    (to[0][0] + to[1][0]) / 2,
    (to[0][1] + to[1][1]) / 2,
  );
}

/** The world point (wx, wy) at the centre of a width x height view, at `scale` (default: as is). */
export function centreOn(
  vp: Viewport,
  wx: number,
  wy: number,
  width: number,
  height: number,
  scale = vp.scale,
): Viewport {
  return anchor({ ...vp, scale: clampScale(scale) }, wx, wy, width / 2, height / 2);
}

/** Whether the world point lies inside the inner part of the view. */
export function isInView(vp: Viewport, wx: number, wy: number, width: number, height: number, margin = 0.08): boolean {
  const [sx, sy] = toScreen(vp, wx, wy);
  return sx >= width * margin && sx <= width * (1 - margin) && sy >= height * margin && sy <= height * (1 - margin);
}

/**
 * The layout index of the node under the screen point, or -1, measured in pixels: a node's
 * box, or a few pixels around it when it is drawn as a small mark. A linear scan: a click is
 * rare and 30,000 checks take well under a millisecond.
 */
export function hitTest(
  layout: TreeLayout,
  visible: (i: number) => boolean,
  vp: Viewport,
  sx: number,
  sy: number,
): number {
  const hw = Math.max(6, (NODE_W * vp.scale) / 2 + 3);
  const hh = Math.max(6, (NODE_H * vp.scale) / 2 + 3);
  let best = -1;
  let bestD = Infinity;
  for (let i = 0; i < layout.size; i++) {
    const [x, y] = toScreen(vp, layout.x[i], layout.y[i]);
    const dx = Math.abs(x - sx);
    const dy = Math.abs(y - sy);
    if (dx > hw || dy > hh || !visible(i)) continue;
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}
