/**
 * One frame of an exported animation drawn on a 2D canvas (an OffscreenCanvas in the worker):
 * a heading, the board, the f = g + h line and the narration, wrapped. The layout is a pure
 * function of the width, so every frame of a GIF has the same size; the text is the plan's
 * (src/ui/export/framePlan.ts), already in the reader's language.
 */

/** What one frame shows: the puzzle's board (`tiles`), or another domain's whole problem (`picture`). */
export interface ExportFrame {
  tiles: number[];
  picture?: FramePicture;
  heading: string;
  equation: string;
  narration: string;
}

/**
 * A road map or a grid as plain shapes in its own units (a box `width` by `height`), drawn by
 * the domain's view in the page (src/ui/domains/*Picture.ts) and scaled into the frame here.
 */
export interface FramePicture {
  readonly width: number;
  readonly height: number;
  readonly shapes: readonly PictureShape[];
}

export type PictureShape =
  | {
      readonly k: 'rect';
      readonly x: number;
      readonly y: number;
      readonly w: number;
      readonly h: number;
      readonly fill: string;
    }
  | {
      readonly k: 'line';
      readonly points: readonly number[];
      readonly stroke: string;
      /** In pixels of the frame, whatever the picture's scale. */
      readonly px: number;
    }
  | {
      readonly k: 'dot';
      readonly x: number;
      readonly y: number;
      readonly px: number;
      readonly fill: string;
      readonly ring: string;
    }
  | {
      readonly k: 'text';
      readonly x: number;
      readonly y: number;
      readonly s: string;
      readonly px: number;
      readonly fill: string;
    };

/** Rows and columns that give a frame's board box the picture's shape (frameLayout takes a board's). */
export function pictureGrid(picture: FramePicture): { rows: number; cols: number } {
  const cols = 120;
  return { rows: Math.max(1, Math.round((cols * picture.height) / picture.width)), cols };
}

/** The widths offered (px); the height follows from the width and the board's shape. */
export const EXPORT_WIDTHS = [320, 480, 640] as const;
/** Lines of narration at most; a longer sentence ends with "…". */
export const NARRATION_LINES = 3;

export interface FrameLayout {
  width: number;
  height: number;
  pad: number;
  headingSize: number;
  board: { x: number; y: number; cell: number };
  equationY: number;
  equationSize: number;
  narrationY: number;
  narrationSize: number;
  lineHeight: number;
}

export function frameLayout(width: number, rows: number, cols: number): FrameLayout {
  const pad = Math.round(width * 0.04);
  const headingSize = Math.round(width * 0.04);
  const boardWidth = Math.round(width * 0.6);
  const cell = Math.floor(boardWidth / Math.max(rows, cols));
  const boardY = pad + Math.round(headingSize * 1.6);
  const equationSize = Math.round(width * 0.05);
  const narrationSize = Math.round(width * 0.036);
  const lineHeight = Math.round(narrationSize * 1.35);
  const equationY = boardY + cell * rows + Math.round(equationSize * 0.6);
  const narrationY = equationY + Math.round(equationSize * 1.5);
  // Even sizes: some slide tools blur odd ones when they scale.
  const height = 2 * Math.ceil((narrationY + lineHeight * NARRATION_LINES + pad) / 2);
  return {
    width,
    height,
    pad,
    headingSize,
    board: { x: Math.round((width - cell * cols) / 2), y: boardY, cell },
    equationY,
    equationSize,
    narrationY,
    narrationSize,
    lineHeight,
  };
}

/** Characters a line may break before or after without a space (Japanese text has none). */
const CJK = '\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef';
const CJK_BOUNDARY = new RegExp(`(?<=[${CJK}])|(?=[${CJK}])`);

/**
 * Greedy wrapping by `measure` (the canvas's text width): at spaces, or between any two CJK
 * characters; a word wider than the line is cut. At most `maxLines`, the last ending in "…" if
 * the text goes on.
 */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number, maxLines: number): string[] {
  const units: string[] = [];
  for (const part of text.split(/(\s+)/)) {
    if (part === '') continue;
    if (/^\s+$/.test(part)) units.push(' ');
    else units.push(...part.split(CJK_BOUNDARY).filter((piece) => piece !== ''));
  }
  const lines: string[] = [];
  let line = '';
  const push = () => {
    lines.push(line.trimEnd());
    line = '';
  };
  for (const unit of units) {
    if (unit === ' ' && line === '') continue;
    if (measure(line + unit) <= maxWidth || line === '') {
      line += unit;
      // A single unit wider than the line (a long number, a long word): cut it by characters.
      while (measure(line) > maxWidth && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut)) > maxWidth) cut--;
        const rest = line.slice(cut);
        line = line.slice(0, cut);
        push();
        line = rest;
      }
    } else {
      push();
      line = unit === ' ' ? '' : unit;
    }
  }
  if (line.trim() !== '') push();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (last.length > 0 && measure(`${last}…`) > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** Fonts that have Japanese on the systems teachers use; the browser picks the first it has. */
const FONT_FAMILY =
  'system-ui, "Hiragino Sans", "Yu Gothic UI", "Meiryo", "Noto Sans CJK JP", "Noto Sans JP", sans-serif';

const COLORS = {
  background: '#ffffff',
  ink: '#14213d',
  muted: '#4a5568',
  tile: '#1f5fa8',
  tileInk: '#ffffff',
  blank: '#e8edf3',
};

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export function drawFrame(ctx: Context2D, frame: ExportFrame, layout: FrameLayout, cols: number): void {
  const { width, height, pad, board } = layout;
  ctx.fillStyle = COLORS.background;
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'top';

  ctx.fillStyle = COLORS.muted;
  ctx.font = `600 ${layout.headingSize}px ${FONT_FAMILY}`;
  ctx.textAlign = 'left';
  ctx.fillText(frame.heading, pad, pad, width - 2 * pad);

  if (frame.picture) drawPicture(ctx, frame.picture, layout, cols);
  const gap = Math.max(2, Math.round(board.cell * 0.06));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 ${Math.round(board.cell * 0.45)}px ${FONT_FAMILY}`;
  if (!frame.picture)
    frame.tiles.forEach((tile, i) => {
      const x = board.x + (i % cols) * board.cell;
      const y = board.y + Math.floor(i / cols) * board.cell;
      ctx.fillStyle = tile === 0 ? COLORS.blank : COLORS.tile;
      ctx.fillRect(x + gap / 2, y + gap / 2, board.cell - gap, board.cell - gap);
      if (tile !== 0) {
        ctx.fillStyle = COLORS.tileInk;
        ctx.fillText(String(tile), x + board.cell / 2, y + board.cell / 2);
      }
    });

  ctx.textBaseline = 'top';
  ctx.fillStyle = COLORS.ink;
  ctx.font = `700 ${layout.equationSize}px ${FONT_FAMILY}`;
  ctx.fillText(frame.equation, width / 2, layout.equationY, width - 2 * pad);

  ctx.font = `${layout.narrationSize}px ${FONT_FAMILY}`;
  const lines = wrapText(frame.narration, width - 2 * pad, (s) => ctx.measureText(s).width, NARRATION_LINES);
  lines.forEach((line, i) => ctx.fillText(line, width / 2, layout.narrationY + i * layout.lineHeight));
}

/** A domain's picture, scaled to fill the board's box (the box has the picture's shape: pictureGrid). */
function drawPicture(ctx: Context2D, picture: FramePicture, layout: FrameLayout, cols: number): void {
  const { board } = layout;
  const scale = (board.cell * cols) / picture.width;
  const x = (u: number) => board.x + u * scale;
  const y = (u: number) => board.y + u * scale;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const shape of picture.shapes) {
    switch (shape.k) {
      case 'rect':
        ctx.fillStyle = shape.fill;
        ctx.fillRect(x(shape.x), y(shape.y), shape.w * scale, shape.h * scale);
        break;
      case 'line':
        ctx.strokeStyle = shape.stroke;
        ctx.lineWidth = shape.px;
        ctx.lineJoin = 'round';
        ctx.beginPath();
        for (let i = 0; i + 1 < shape.points.length; i += 2) {
          if (i === 0) ctx.moveTo(x(shape.points[i]), y(shape.points[i + 1]));
          else ctx.lineTo(x(shape.points[i]), y(shape.points[i + 1]));
        }
        ctx.stroke();
        break;
      case 'dot':
        ctx.fillStyle = shape.fill;
        ctx.strokeStyle = shape.ring;
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.arc(x(shape.x), y(shape.y), shape.px, 0, 2 * Math.PI);
        ctx.fill();
        ctx.stroke();
        break;
      case 'text':
        ctx.fillStyle = shape.fill;
        ctx.font = `600 ${shape.px}px ${FONT_FAMILY}`;
        ctx.fillText(shape.s, x(shape.x), y(shape.y));
        break;
    }
  }
}
