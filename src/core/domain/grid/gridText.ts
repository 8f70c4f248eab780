/**
 * A grid map as text, one row a line, one character a cell:
 *
 *   .  a free cell (costs 1 to enter)     #  a wall
 *   S  the start (costs 1)                G  the goal (costs 1)
 *   1-9  a cell that costs that much to enter (1 is the same as .)
 *
 * What links, lessons, the command line and copy/paste carry. Spaces at the ends of a line and
 * blank lines before and after the grid are ignored; inside, every row must be as long as the
 * first. Every refusal names the row and column (1-based, as a person counts) and the character;
 * the parser never throws and caps the size (grid.ts GRID_LIMITS).
 */
import type { DomainParseError } from '../types';
import type { Cell, GridMap } from './grid';
import { GRID_LIMITS, WALL } from './grid';

export type GridParseCode =
  | 'bad-input'
  | 'too-long'
  | 'empty'
  | 'blank-row'
  | 'bad-cell'
  | 'ragged-rows'
  | 'too-small'
  | 'too-large'
  | 'no-start'
  | 'two-starts'
  | 'no-goal'
  | 'two-goals';

export interface GridParseError extends DomainParseError {
  readonly code: GridParseCode;
  /** 1-based; 0 when no one row is at fault. */
  readonly row: number;
  /** 1-based; 0 when no one column is at fault. */
  readonly column: number;
  /** The offending character; null when none is. */
  readonly token: string | null;
  readonly expected: string;
}

export type GridParse =
  { readonly ok: true; readonly grid: GridMap } | { readonly ok: false; readonly error: GridParseError };

const MAX_CHARS = (GRID_LIMITS.maxSide + 2) * GRID_LIMITS.maxSide * 2;
const CELL_RULE = '. (free), # (wall), S (start), G (goal) or a digit 1-9 (the cost of entering)';

export function parseGrid(text: unknown): GridParse {
  const refuse = (
    code: GridParseCode,
    row: number,
    column: number,
    token: string | null,
    expected: string,
    message: string,
  ): GridParse => {
    const at = row > 0 ? (column > 0 ? `Row ${row}, column ${column}: ` : `Row ${row}: `) : '';
    return { ok: false, error: { code, row, column, token, expected, message: at + message } };
  };
  if (typeof text !== 'string') return refuse('bad-input', 0, 0, null, 'text', 'expected the grid as text');
  if (text.length > MAX_CHARS)
    return refuse(
      'too-long',
      0,
      0,
      null,
      `at most ${MAX_CHARS} characters`,
      `the text is longer than ${MAX_CHARS} characters`,
    );
  const lines = text.split(/\r\n|\r|\n/).map((line) => line.trimEnd());
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first < 0) return refuse('empty', 0, 0, null, 'rows of cells', 'no rows');
  let last = lines.length - 1;
  while (lines[last].trim() === '') last--;
  // Leading spaces are cut from every row alike, so an indented paste keeps its columns.
  const indent = Math.min(
    ...lines
      .slice(first, last + 1)
      .filter((l) => l.trim() !== '')
      .map((l) => l.length - l.trimStart().length),
  );
  const rows = lines.slice(first, last + 1).map((line) => line.slice(indent));
  const width = rows[0].length;
  const height = rows.length;
  const { minSide, maxSide } = GRID_LIMITS;
  if (width > maxSide || height > maxSide) {
    return refuse(
      'too-large',
      0,
      0,
      null,
      `at most ${maxSide} x ${maxSide}`,
      `a grid is at most ${maxSide} x ${maxSide} cells, this one is ${width} x ${height}`,
    );
  }
  const costs: number[] = [];
  const starts: Cell[] = [];
  const goals: Cell[] = [];
  for (const [y, row] of rows.entries()) {
    if (row === '') return refuse('blank-row', y + 1, 0, null, 'a row of cells', 'a blank line inside the grid');
    for (let x = 0; x < row.length && x < width; x++) {
      const cost = cellCost(row[x]);
      if (cost === null)
        return refuse('bad-cell', y + 1, x + 1, row[x], CELL_RULE, `expected ${CELL_RULE}, found "${row[x]}"`);
      if (row[x] === 'S') starts.push({ x, y });
      if (row[x] === 'G') goals.push({ x, y });
      costs.push(cost);
    }
    if (row.length !== width) {
      return refuse(
        'ragged-rows',
        y + 1,
        Math.min(row.length, width) + 1,
        null,
        `${width} cells, as row 1 has`,
        `${row.length} cells, but row 1 has ${width}`,
      );
    }
  }
  if (width < minSide || height < minSide) {
    return refuse(
      'too-small',
      0,
      0,
      null,
      `at least ${minSide} x ${minSide}`,
      `a grid is at least ${minSide} x ${minSide} cells, this one is ${width} x ${height}`,
    );
  }
  const one = (cells: Cell[], letter: 'S' | 'G'): GridParse | null => {
    const what = letter === 'S' ? 'start' : 'goal';
    if (cells.length === 0)
      return refuse(
        letter === 'S' ? 'no-start' : 'no-goal',
        0,
        0,
        null,
        `one ${letter}`,
        `no ${what}: mark it with ${letter}`,
      );
    if (cells.length === 1) return null;
    const [a, b] = cells;
    return refuse(
      letter === 'S' ? 'two-starts' : 'two-goals',
      b.y + 1,
      b.x + 1,
      letter,
      `one ${letter}`,
      `a second ${what} (the first is at row ${a.y + 1}, column ${a.x + 1})`,
    );
  };
  const problem = one(starts, 'S') ?? one(goals, 'G');
  if (problem !== null) return problem;
  return { ok: true, grid: { width, height, costs, start: starts[0], goal: goals[0] } };
}

function cellCost(char: string): number | null {
  if (char === '.' || char === 'S' || char === 'G') return 1;
  if (char === '#') return WALL;
  if (char >= '1' && char <= '9') return Number(char);
  return null;
}

/** The grid as text that parseGrid reads back: cost 1 as `.`, the start and goal as S and G. */
export function formatGrid(grid: GridMap): string {
  const rows: string[] = [];
  for (let y = 0; y < grid.height; y++) rows.push(formatRow(grid, y));
  return `${rows.join('\n')}\n`;
}

/** One row as formatGrid writes it. */
export function formatRow(grid: GridMap, y: number): string {
  let row = '';
  for (let x = 0; x < grid.width; x++) {
    if (x === grid.start.x && y === grid.start.y) row += 'S';
    else if (x === grid.goal.x && y === grid.goal.y) row += 'G';
    else {
      const cost = grid.costs[y * grid.width + x];
      row += cost === WALL ? '#' : cost === 1 ? '.' : String(cost);
    }
  }
  return row;
}
