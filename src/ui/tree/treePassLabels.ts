/**
 * The names of the IDA* / IDDFS passes above their roots ("P2, f ≤ 14"): roots too close for a
 * label each are named together ("P1–3"), and labels never overlap or leave the view.
 */
import type { DrawInput } from './treeDraw';
import { STATUS } from './treeStatus';

export function drawPassLabels(
  ctx: CanvasRenderingContext2D,
  input: DrawInput,
  sx: Float64Array,
  sy: Float64Array,
  bh: number,
  font: string,
): number {
  if (!input.layout.labels.length) return 0;
  let drawn = 0;
  ctx.fillStyle = input.palette.text;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  const size = Math.round(13 * (input.textScale ?? 1));
  ctx.font = `700 ${size}px ${font}`;
  // Left to right. Roots closer than a short label ("P2") are named together ("P1–3"): at fit
  // the first passes' little trees sit side by side, and every pass still gets its name. A
  // single root gets the full label where it fits, else the short one.
  const gap = ctx.measureText(input.passShort?.(88) ?? '88').width + 6;
  const shown = [...input.layout.labels]
    .filter((l) => input.statuses[l.index] !== STATUS.hidden)
    .map((l) => ({ ...l, x: sx[l.index], y: sy[l.index] - Math.max(bh / 2, 6) - 6 }))
    .filter((l) => l.x >= -200 && l.x <= input.width + 200 && l.y >= 0 && l.y <= input.height + 20)
    .sort((a, b) => a.x - b.x);
  const clusters: (typeof shown)[] = [];
  for (const l of shown) {
    const last = clusters[clusters.length - 1];
    if (last && l.x - last[last.length - 1].x < gap) last.push(l);
    else clusters.push([l]);
  }
  let right = -Infinity;
  for (const c of clusters) {
    const first = c[0];
    const end = c[c.length - 1];
    const x = (first.x + end.x) / 2;
    const y = Math.min(...c.map((l) => l.y));
    const texts =
      c.length === 1
        ? [input.passLabel(first.pass, first.bound), input.passShort?.(first.pass) ?? String(first.pass)]
        : [input.passRange?.(first.pass, end.pass) ?? `${first.pass}–${end.pass}`];
    for (const text of texts) {
      const half = ctx.measureText(text).width / 2;
      // Kept inside the view, so the first pass's label is not cut off at the edge.
      const cx = Math.max(half + 4, Math.min(input.width - half - 4, x));
      if (cx - half < right + 6) continue;
      ctx.fillText(text, cx, y);
      right = cx + half;
      drawn += c.length;
      break;
    }
  }
  return drawn;
}
