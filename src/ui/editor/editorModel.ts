/**
 * What the board editor shows for what was typed: the board (or the parser's refusal with the
 * cells to mark), the goal, and whether one can reach the other. Pure functions of the form's
 * fields, so the component only renders and the rules are unit-tested.
 */
import { parseBoard, readCells, type ParseError } from '../../core/parse';
import { makeGoal, makePuzzle } from '../../core/puzzle';
import { checkSolvability, type SolvabilityReport } from '../../core/solvability';
import type { GoalChoice } from './goalChoice';

export interface EditorFields {
  /** The size chosen in the form; the typed board's own shape wins when it has one. */
  rows: number;
  cols: number;
  text: string;
  goal: GoalChoice;
  goalText: string;
}

/** One cell of the grid as drawn: its text ('' for the blank) and whether an error names it. */
export interface PreviewCell {
  text: string;
  marked: boolean;
  /** A hole left by a short row: not a typed cell, drawn empty and never moved. */
  gap?: boolean;
}

export interface EditorAnalysis {
  /** The board, when it reads. */
  board: { rows: number; cols: number; tiles: number[] } | null;
  error: ParseError | null;
  /** The grid to draw: the board, or the cells as typed with the offending ones marked. */
  preview: { rows: number; cols: number; cells: PreviewCell[] } | null;
  goal: number[] | null;
  goalError: ParseError | null;
  /** Parity check of board against goal, when both read. */
  report: SolvabilityReport | null;
}

/** The cells a refusal points at (a ragged row's `index` is a row, not a cell: nothing to mark). */
export function markedCells(error: ParseError | null): number[] {
  if (!error || error.code === 'ragged-rows') return [];
  if (error.cells) return error.cells;
  return error.index !== undefined ? [error.index] : [];
}

function readBoardText(text: string, rows: number, cols: number) {
  const first = parseBoard(text);
  // A flat list whose size the parser cannot tell (12 cells: 3x4 or 4x3?) takes the form's size.
  if (!first.ok && first.error.code === 'size-unknown') return parseBoard(text, { rows, cols });
  return first;
}

/** Lays out the cells as typed: their rows when typed in rows, else the form's width. */
function previewOfCells(typed: string[][], rows: number, cols: number, marked: number[]) {
  const flat = typed.flat();
  if (flat.length === 0 || flat.length > 36) return null;
  let width: number;
  if (typed.length > 1) width = Math.max(...typed.map((r) => r.length));
  else if (flat.length === rows * cols || flat.length === rows * cols - 1) width = cols;
  else width = Math.ceil(Math.sqrt(flat.length));
  const height = typed.length > 1 ? typed.length : Math.ceil(flat.length / width);
  const cells: PreviewCell[] = [];
  let index = 0;
  for (let r = 0; r < height; r++) {
    const row = typed.length > 1 ? typed[r] : flat.slice(r * width, r * width + width);
    for (let c = 0; c < width; c++) {
      const text = row[c];
      // Cells missing from a short row are drawn as gaps; they are not typed cells.
      cells.push(
        text === undefined ? { text: '', marked: false, gap: true } : { text, marked: marked.includes(index++) },
      );
    }
  }
  return { rows: height, cols: width, cells };
}

export function analyseEditor(fields: EditorFields): EditorAnalysis {
  const parsed = readBoardText(fields.text, fields.rows, fields.cols);
  const board = parsed.ok ? parsed.board : null;
  const error = parsed.ok ? null : parsed.error;
  const rows = board?.rows ?? fields.rows;
  const cols = board?.cols ?? fields.cols;

  let preview: EditorAnalysis['preview'] = null;
  if (board) {
    preview = { rows, cols, cells: board.tiles.map((t) => ({ text: t === 0 ? '' : String(t), marked: false })) };
  } else {
    const typed = readCells(fields.text);
    if (typed) preview = previewOfCells(typed, rows, cols, markedCells(error));
  }

  let goal: number[] | null = null;
  let goalError: ParseError | null = null;
  if (fields.goal === 'custom') {
    const g = parseBoard(fields.goalText, { rows, cols });
    if (g.ok) goal = g.board.tiles;
    else goalError = g.error;
  } else {
    goal = makeGoal(fields.goal, rows, cols);
  }

  const report = board && goal ? checkSolvability(makePuzzle(rows, cols, goal), board.tiles) : null;
  return { board, error, preview, goal, goalError, report };
}

/**
 * The text after swapping two drawn cells (a drag, or the keyboard's pick up and move): the
 * grid written back as rows, `/` between them, the blank as 0. Gaps of a ragged row stay gaps.
 */
export function swapCellsText(preview: NonNullable<EditorAnalysis['preview']>, a: number, b: number): string {
  const cells = preview.cells.slice();
  if (cells[a]?.gap || cells[b]?.gap) return textOfPreview(preview);
  [cells[a], cells[b]] = [cells[b], cells[a]];
  return textOfPreview({ ...preview, cells });
}

function textOfPreview(preview: NonNullable<EditorAnalysis['preview']>): string {
  const rows: string[] = [];
  for (let r = 0; r < preview.rows; r++) {
    const row = preview.cells.slice(r * preview.cols, r * preview.cols + preview.cols);
    rows.push(
      row
        .filter((c) => !c.gap)
        .map((c) => (c.text === '' ? '0' : c.text))
        .join(' '),
    );
  }
  return rows.join(' / ');
}
