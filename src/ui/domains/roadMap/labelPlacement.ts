/**
 * Where the road map's labels go so that none covers another: each city's name, the g + h = f of
 * a waiting city and each road's length, each at one of its candidate places (close round its
 * city, or along its road) inside the drawing and clear of the cities' dots and the other labels.
 * Each label first takes the first place that is clear, or else covers least; then each in turn
 * moves to the place that covers least, until none moves. Names are placed first, from the map
 * alone, so they stay put while the run goes on; then the values round them, then the lengths.
 * A road's length that finds no clear place is left out (null): on a small map a length written
 * over a city's name or f would hide what the class reads, and the road is still drawn.
 *
 * Pure: positions and sizes in the drawing's units; `width` measures a text at a font size.
 */
import type { Point } from '../../../core/domain/graph/graph';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A label's centre (the text is drawn centred on it, both ways). */
export interface Placed {
  readonly x: number;
  readonly y: number;
}

export interface LabelRequest {
  readonly cities: readonly { readonly at: Point; readonly name: string; readonly values: string | null }[];
  readonly roads: readonly { readonly a: Point; readonly b: Point; readonly text: string }[];
  /** Font sizes in drawing units. */
  readonly nameSize: number;
  readonly valueSize: number;
  readonly lengthSize: number;
  /** A city's dot (with its ring), in drawing units. */
  readonly dotRadius: number;
  readonly bounds: Box;
  readonly width: (text: string, size: number, bold: boolean) => number;
}

export interface LabelPlaces {
  readonly names: readonly Placed[];
  readonly values: readonly (Placed | null)[];
  /** Null: no clear place (the length is not drawn). */
  readonly lengths: readonly (Placed | null)[];
}

/** A text's box height as a share of its font size (what the browser's text box measures). */
const LINE = 1.25;
/** Passes of moving labels to better places, at most. */
const PASSES = 4;

interface Label {
  readonly w: number;
  readonly h: number;
  readonly candidates: readonly Placed[];
}

export function placeLabels(request: LabelRequest): LabelPlaces {
  const { cities, roads, dotRadius: r, bounds } = request;
  const dots: Box[] = cities.map(({ at }) => ({ x: at.x - r, y: at.y - r, width: 2 * r, height: 2 * r }));
  const box = (label: Label, c: Placed): Box => ({
    x: c.x - label.w / 2,
    y: c.y - label.h / 2,
    width: label.w,
    height: label.h,
  });
  const names: Label[] = cities.map(({ at, name }) => {
    const w = request.width(name, request.nameSize, true);
    const h = request.nameSize * LINE;
    return { w, h, candidates: around(at, w, h, r) };
  });
  const namesAt = arrange(names, dots, bounds, box);
  const nameBoxes = names.map((label, i) => box(label, namesAt[i]));

  const valueLabels: (Label | null)[] = cities.map(({ at, values: text }, i) => {
    if (text === null) return null;
    const w = request.width(text, request.valueSize, false);
    const h = request.valueSize * LINE;
    // Next to the city's name first (on the side away from the city), then round the city.
    const name = namesAt[i];
    const side = name.y >= at.y ? 1 : -1;
    const gap = (names[i].h + h) / 2;
    const stacked = [
      { x: name.x, y: name.y + side * gap },
      { x: name.x, y: name.y - side * gap },
    ];
    return { w, h, candidates: [...stacked, ...around(at, w, h, r, true)] };
  });
  const lengthLabels: Label[] = roads.map(({ a, b, text }) => {
    const w = request.width(text, request.lengthSize, false);
    const h = request.lengthSize * LINE;
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const nx = -(b.y - a.y) / length;
    const ny = (b.x - a.x) / length;
    const candidates: Placed[] = [];
    for (const t of [0.5, 0.38, 0.62, 0.28, 0.72]) {
      for (const off of [0, 0.6, -0.6, 1.1, -1.1]) {
        candidates.push({
          x: a.x + (b.x - a.x) * t + nx * off * Math.max(w, h),
          y: a.y + (b.y - a.y) * t + ny * off * Math.max(w, h),
        });
      }
    }
    return { w, h, candidates };
  });
  // The values before the lengths: a length may give way, a waiting city's f may not.
  const shown = valueLabels.filter((l): l is Label => l !== null);
  const shownAt = arrange(shown, [...dots, ...nameBoxes], bounds, box);
  const valueBoxes = shown.map((label, i) => box(label, shownAt[i]));
  const fixed = [...dots, ...nameBoxes, ...valueBoxes];
  const lengthsAt = arrange(lengthLabels, fixed, bounds, box);
  const kept: Box[] = [];
  const lengths = lengthsAt.map((at, i) => {
    const b = box(lengthLabels[i], at);
    const inside = b.width * b.height - overlap(bounds, b) < 1e-9;
    if (!inside || fixed.some((f) => overlap(f, b) > 0) || kept.some((k) => overlap(k, b) > 0)) return null;
    kept.push(b);
    return at;
  });
  let next = 0;
  const values = valueLabels.map((l) => (l === null ? null : shownAt[next++]));
  return { names: namesAt, values, lengths };
}

/**
 * Eight places round a city, near and a little further; with `far`, further still (for a value,
 * when all those are taken: a name is never moved that far from its city).
 */
function around(at: Point, w: number, h: number, r: number, far = false): Placed[] {
  const out: Placed[] = [];
  for (const gap of far ? [0.1 * h, 0.5 * h, h, 1.6 * h] : [0.1 * h, 0.5 * h, h]) {
    const dy = r + gap + h / 2;
    const dx = r + gap + w / 2;
    out.push(
      { x: at.x, y: at.y - dy },
      { x: at.x, y: at.y + dy },
      { x: at.x + dx, y: at.y },
      { x: at.x - dx, y: at.y },
      { x: at.x + dx - r, y: at.y - dy },
      { x: at.x - dx + r, y: at.y - dy },
      { x: at.x + dx - r, y: at.y + dy },
      { x: at.x - dx + r, y: at.y + dy },
    );
  }
  return out;
}

/** Each label's place among its candidates, clear of `fixed` and of each other where it can be. */
function arrange(
  labels: readonly Label[],
  fixed: readonly Box[],
  bounds: Box,
  box: (l: Label, c: Placed) => Box,
): Placed[] {
  const chosen: (Box | null)[] = labels.map(() => null);
  const at: Placed[] = labels.map((l) => l.candidates[0]);
  const cost = (i: number, b: Box) => {
    // A label cut by the drawing's edge is worse than one that touches another.
    let sum = 10 * (b.width * b.height - overlap(bounds, b));
    for (const f of fixed) sum += overlap(f, b);
    chosen.forEach((o, j) => {
      if (o !== null && j !== i) sum += overlap(o, b);
    });
    return sum;
  };
  const best = (i: number): Placed => {
    let pick = labels[i].candidates[0];
    let least = Infinity;
    for (const c of labels[i].candidates) {
      const value = cost(i, box(labels[i], c));
      if (value === 0) return c;
      if (value < least - 1e-9) {
        pick = c;
        least = value;
      }
    }
    return pick;
  };
  for (let pass = 0; pass <= PASSES; pass++) {
    let moved = false;
    labels.forEach((label, i) => {
      if (pass > 0 && cost(i, chosen[i]!) === 0) return;
      const c = best(i);
      if (chosen[i] === null || c !== at[i]) moved = true;
      at[i] = c;
      chosen[i] = box(label, c);
    });
    if (!moved) break;
  }
  return at;
}

/** The area two boxes share. */
function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}
