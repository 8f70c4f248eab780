/**
 * How wide a label is drawn, for placing the road map's labels (labelPlacement.ts): measured
 * with a canvas in the page's own font, or estimated where there is no canvas (tests).
 */

let context: CanvasRenderingContext2D | null | undefined;
/** The page's font (the map's text inherits it), read once. */
let family = 'sans-serif';
const widths = new Map<string, number>();

/** The width of `text` at font size `size` (any unit: the answer is in the same unit). */
export function textWidth(text: string, size: number, bold: boolean): number {
  const key = `${bold ? 'b' : 'r'}${text}`;
  let per100 = widths.get(key);
  if (per100 === undefined) {
    if (context === undefined) {
      context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
      if (context) family = getComputedStyle(document.body).fontFamily || family;
    }
    if (context) {
      context.font = `${bold ? 600 : 400} 100px ${family}`;
      per100 = context.measureText(text).width;
    } else per100 = text.length * (bold ? 66 : 62);
    widths.set(key, per100);
  }
  return (per100 * size) / 100;
}
