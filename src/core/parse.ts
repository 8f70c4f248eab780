/**
 * Reading a board from what a person types or pastes, and writing it back.
 *
 * Lenient in what it accepts, exact in what it refuses: every refusal is a ParseError with a
 * code, an English message that names the offending token, tile or count, and the raw facts
 * (token, tile, index, expected, got) so the UI can translate it. `parseBoard` never throws and
 * never hangs: text is capped at MAX_INPUT_CHARS, arrays at MAX_ARRAY_CELLS.
 *
 * Accepted:
 * - flat lists: `1 2 3 4 5 6 7 8 0`, commas, tabs or several spaces between cells;
 * - compact digits: `123456780`, `12345678*` (one character per cell, so only when every tile < 10);
 * - rows separated by new lines, `/`, `;` or `|`: `1 2 3 / 4 5 6 / 7 8 0`;
 * - bracketed lists: `[[3,1,2],[4,7,5],[6,8,0]]`, `[1,2,3,4,null,5,6,7,8]` (quotes around cells are ignored),
 *   whose brackets must pair up (`[` with `]`, `(` with `)`): a paste cut short is refused, not guessed;
 * - arrays: number[], (number | null)[][], strings as cells, typed arrays;
 * - the blank as `0`, `_`, `*`, `.`, `null`, `□`, an empty cell between commas or tabs
 *   (`4,,5`, `4, ,5`, a blank spreadsheet cell), or null/undefined/holes in arrays.
 *
 * The space-only cell (our choice, documented): in a grid typed row by row with spaces, when no
 * blank is written anywhere and exactly one row has one cell fewer than the others, that row's
 * cells are matched to the other rows' columns by their position in the line, and the column
 * left empty is the blank: `1 2 3\n4   5\n6 7 8` puts the blank in the middle. A row whose
 * cells cannot be matched that way is reported as `ragged-rows`, never guessed.
 * Rows separated by `/`, `;` or `|` are not aligned (their positions mean nothing).
 *
 * Size: given by `shape`, else by the row structure, else a square count (9 -> 3x3). A flat
 * list of n-1 cells whose largest tile is n-1, n square, is read as that square with one cell
 * missing (so `1 2 3 4 5 6 7 8` says "no blank" rather than "size unknown").
 */

export type ParseErrorCode =
  | 'empty'
  | 'not-a-number'
  | 'out-of-range'
  | 'duplicate-tile'
  | 'missing-tile'
  | 'wrong-count'
  | 'two-blanks'
  | 'no-blank'
  | 'ragged-rows'
  | 'bad-size'
  | 'size-unknown'
  /** Text longer than MAX_INPUT_CHARS, or an array longer than MAX_ARRAY_CELLS. */
  | 'too-long'
  /** Neither text nor an array (an object, a boolean, a function...), or an array we could not read. */
  | 'bad-input'
  /** Bracketed text whose brackets do not pair up: one never closed (a paste cut short), one closing nothing, or `[` closed by `)`. */
  | 'unbalanced-brackets';

/** Every error code once: a Record, so the compiler refuses a code added to the type but not here. */
const ERROR_CODE_SET: Record<ParseErrorCode, true> = {
  empty: true,
  'not-a-number': true,
  'out-of-range': true,
  'duplicate-tile': true,
  'missing-tile': true,
  'wrong-count': true,
  'two-blanks': true,
  'no-blank': true,
  'ragged-rows': true,
  'bad-size': true,
  'size-unknown': true,
  'too-long': true,
  'bad-input': true,
  'unbalanced-brackets': true,
};
export const PARSE_ERROR_CODES = Object.keys(ERROR_CODE_SET) as readonly ParseErrorCode[];

export interface ParseError {
  code: ParseErrorCode;
  /** English, specific: names the tile, token or expected count. The UI translates from the fields. */
  message: string;
  /** The offending text as typed (not-a-number). */
  token?: string;
  /** The offending tile (out-of-range, duplicate-tile, missing-tile). */
  tile?: number;
  /** 0-based cell index in row-major order (the message counts cells from 1). */
  index?: number;
  /** Every cell involved, 0-based (duplicate-tile, two-blanks). */
  cells?: number[];
  /** duplicate-tile: the tiles the duplicate displaced (0: the blank), when any is absent. */
  missing?: number[];
  expected?: number;
  got?: number;
  /** unbalanced-brackets: 0-based character of the offending bracket (`token`) in the text. */
  position?: number;
  /** unbalanced-brackets: the opening bracket that a wrong closing one met, and its character. */
  opening?: { token: string; position: number };
}

export interface ParsedBoard {
  rows: number;
  cols: number;
  tiles: number[];
}

export type ParseResult = { ok: true; board: ParsedBoard } | { ok: false; error: ParseError };

export const MAX_INPUT_CHARS = 10_000;
export const MAX_ARRAY_CELLS = 1_000;
const MIN_SIDE = 2;
const MAX_SIDE = 5;

const BLANK_WORDS: ReadonlySet<string> = new Set(['_', '*', '.', 'null', '□']);
/** Characters that may form a compact board, one cell each. */
const COMPACT = /^[0-9_*.□]{2,}$/u;
const INTEGER = /^[+-]?\d+$/;
/** `+---+---+` or `|---|---|` lines around a drawn grid. */
const BORDER_LINE = /^[\s|+:=-]*[-=]{2,}[\s|+:=-]*$/;

/** A cell as read: a number (0 is the blank), the blank written explicitly, or a bad token. */
type Cell = { kind: 'tile'; value: number } | { kind: 'blank' } | { kind: 'bad'; token: string };

/** A cell before interpretation, with its span in its line when it came from a spaced text row. */
interface RawCell {
  text: string;
  start: number;
  end: number;
}

interface Layout {
  /** The cells row by row; one row when the input had no row structure. */
  rows: Cell[][];
  /** The token each cell came from, for messages. */
  tokens: string[][];
}

type Step<T> = { ok: true; value: T } | { ok: false; error: ParseError };

const fail = (error: ParseError): { ok: false; error: ParseError } => ({ ok: false, error });

export function parseBoard(input: unknown, shape?: { rows?: number; cols?: number }): ParseResult {
  try {
    const layout = readLayout(input);
    if (!layout.ok) return layout;
    return interpret(layout.value, shape);
  } catch (e) {
    // Only reachable through hostile inputs (getters or proxies that throw): still never escape.
    return fail({ code: 'bad-input', message: `Could not read the input: ${describeThrown(e)}` });
  }
}

/**
 * The cells as read, row by row, before any check: what an editor draws when the board is
 * refused, so the cells a ParseError names (`index`, `cells`: indices into these rows read in
 * order) can be marked where the person typed them. A tile is its number as text, the blank is
 * '', an unreadable cell keeps its text. Null when not even cells can be read (empty, too long).
 */
export function readCells(input: unknown): string[][] | null {
  try {
    const layout = readLayout(input);
    if (!layout.ok) return null;
    return layout.value.rows.map((row) =>
      row.map((cell) =>
        cell.kind === 'bad' ? cell.token : cell.kind === 'tile' && cell.value !== 0 ? String(cell.value) : '',
      ),
    );
  } catch {
    return null;
  }
}

function describeThrown(e: unknown): string {
  try {
    return e instanceof Error ? e.message : String(e);
  } catch {
    return 'unknown error';
  }
}

// ---------------------------------------------------------------------------------------------
// Reading: text or arrays -> rows of cells

function readLayout(input: unknown): Step<Layout> {
  if (input === null || input === undefined) return fail(emptyError());
  if (typeof input === 'string') return readText(input);
  if (typeof input === 'number' || typeof input === 'bigint') return readText(String(input));
  if (ArrayBuffer.isView(input) && !(input instanceof DataView)) {
    return readArray(Array.from(input as unknown as ArrayLike<number>));
  }
  if (Array.isArray(input)) return readArray(input);
  return fail({
    code: 'bad-input',
    message: `Expected the board as text or an array of tiles, got ${typeof input === 'object' ? 'an object' : `a ${typeof input}`}`,
  });
}

function emptyError(): ParseError {
  return { code: 'empty', message: 'The board is empty: type the tiles, e.g. 1 2 3 4 5 6 7 8 0' };
}

function readArray(input: readonly unknown[]): Step<Layout> {
  if (input.length === 0) return fail(emptyError());
  if (input.length > MAX_ARRAY_CELLS) return fail(tooLongArray(input.length));
  const nested = input.map((x) => Array.isArray(x));
  if (nested.some((n) => n)) {
    const single = nested.indexOf(false);
    if (single >= 0) {
      return fail({
        code: 'ragged-rows',
        message: `Element ${single + 1} is a single cell but the others are rows: give every row as an array`,
        index: single,
      });
    }
    const rows: Cell[][] = [];
    const tokens: string[][] = [];
    for (const row of input as unknown[][]) {
      if (row.length > MAX_ARRAY_CELLS) return fail(tooLongArray(row.length));
      const cells: Cell[] = [];
      const toks: string[] = [];
      for (let i = 0; i < row.length; i++) {
        cells.push(cellFromValue(row[i]));
        toks.push(tokenOfValue(row[i]));
      }
      rows.push(cells);
      tokens.push(toks);
    }
    return { ok: true, value: { rows, tokens } };
  }
  const cells: Cell[] = [];
  const toks: string[] = [];
  for (let i = 0; i < input.length; i++) {
    cells.push(cellFromValue(input[i]));
    toks.push(tokenOfValue(input[i]));
  }
  return { ok: true, value: { rows: [cells], tokens: [toks] } };
}

function tooLongArray(length: number): ParseError {
  return {
    code: 'too-long',
    message: `The array is too long (${length} elements; at most ${MAX_ARRAY_CELLS})`,
    got: length,
    expected: MAX_ARRAY_CELLS,
  };
}

function cellFromValue(x: unknown): Cell {
  if (x === null || x === undefined) return { kind: 'blank' };
  if (typeof x === 'number') {
    return Number.isInteger(x) ? { kind: 'tile', value: x === 0 ? 0 : x } : { kind: 'bad', token: String(x) };
  }
  if (typeof x === 'bigint') return cellFromText(String(x));
  if (typeof x === 'string') return cellFromText(x.trim());
  return { kind: 'bad', token: tokenOfValue(x) };
}

function tokenOfValue(x: unknown): string {
  if (x === undefined) return '';
  if (Array.isArray(x)) return '[...]';
  if (typeof x === 'object' && x !== null) return '{...}';
  if (typeof x === 'function') return 'function';
  return String(x);
}

/** One cell's text (already trimmed); '' is an empty cell between delimiters: the blank. */
function cellFromText(raw: string): Cell {
  const text = unquote(raw);
  if (text === '' || BLANK_WORDS.has(text.toLowerCase())) return { kind: 'blank' };
  if (INTEGER.test(text)) {
    const value = Number(text) + 0; // + 0 turns -0 into 0
    // Enormous digit strings are still integers in form; keep them exact enough to report.
    return Number.isSafeInteger(value) ? { kind: 'tile', value } : { kind: 'tile', value: Number.MAX_SAFE_INTEGER };
  }
  return { kind: 'bad', token: raw };
}

function unquote(s: string): string {
  if (s.length >= 2 && (s[0] === '"' || s[0] === "'") && s[s.length - 1] === s[0]) return s.slice(1, -1).trim();
  return s;
}

function readText(input: string): Step<Layout> {
  if (input.length > MAX_INPUT_CHARS) {
    return fail({
      code: 'too-long',
      message: `The input is too long (${input.length} characters; at most ${MAX_INPUT_CHARS})`,
      got: input.length,
      expected: MAX_INPUT_CHARS,
    });
  }
  const text = input.replace(/\r\n?/g, '\n');
  if (text.trim() === '') return fail(emptyError());

  const trimmed = text.trim();
  let lines: TextRows;
  if (trimmed.startsWith('[') || trimmed.startsWith('(')) {
    const unbalanced = unpairedBracket(trimmed, text.length - text.trimStart().length);
    if (unbalanced) return fail(unbalanced);
    lines = bracketRows(trimmed);
  } else {
    lines = textRows(text);
  }
  let rows = lines.rows.map(splitRow).filter((r) => r.length > 0);
  if (rows.length === 0) return fail(emptyError());

  rows = expandCompact(rows);
  // One cell per row: a list written one tile per line. Read it as a flat list.
  if (rows.length > 1 && rows.every((r) => r.length === 1)) rows = [rows.flat()];
  if (lines.aligned) rows = fillSpaceOnlyCell(rows);

  return {
    ok: true,
    value: {
      rows: rows.map((r) => r.map((c) => cellFromText(c.text))),
      tokens: rows.map((r) => r.map((c) => c.text)),
    },
  };
}

interface TextRows {
  rows: string[];
  /** True when the rows are lines of a typed grid, whose column positions mean something. */
  aligned: boolean;
}

/** Rows of plain text: new lines, `/`, `;` and `|` all end a row; border lines are dropped. */
function textRows(text: string): TextRows {
  const lines = text.split('\n').filter((l) => l.trim() !== '' && !BORDER_LINE.test(l));
  const separated = lines.some((l) => /[/;|]/.test(l));
  const rows = lines.flatMap((l) => l.split(/[/;|]/)).filter((r) => r.trim() !== '');
  return { rows, aligned: !separated && rows.length > 1 };
}

const CLOSING: Readonly<Record<string, string>> = { '[': ']', '(': ')' };

/**
 * The first bracket that does not pair up in bracketed text, as an error, or null when they all
 * do. A cut-short paste (`[[1,2,3],[4,5,6],[7,8,0]`) would otherwise read as a whole board.
 * `offset`: where `text` starts in what was typed, so the character named is the one typed.
 */
function unpairedBracket(text: string, offset: number): ParseError | null {
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '[' || ch === '(') {
      open.push(i);
    } else if (ch === ']' || ch === ')') {
      const at = open.pop();
      if (at === undefined) {
        return {
          code: 'unbalanced-brackets',
          message: `"${ch}" (character ${offset + i + 1}) closes nothing: a bracket is missing before it`,
          token: ch,
          position: offset + i,
        };
      }
      if (CLOSING[text[at]] !== ch) {
        return {
          code: 'unbalanced-brackets',
          message: `"${ch}" (character ${offset + i + 1}) closes "${text[at]}" (character ${offset + at + 1}): close [ with ] and ( with )`,
          token: ch,
          position: offset + i,
          opening: { token: text[at], position: offset + at },
        };
      }
    }
  }
  if (open.length === 0) return null;
  const at = open[open.length - 1];
  return {
    code: 'unbalanced-brackets',
    message: `"${text[at]}" (character ${offset + at + 1}) is never closed: is the end of the board missing?`,
    token: text[at],
    position: offset + at,
  };
}

/**
 * Bracketed text (its brackets paired, see unpairedBracket): every innermost group `[...]` or
 * `(...)` is a row; text outside any inner group (at depth 1) is one more row.
 */
function bracketRows(text: string): TextRows {
  const rows: string[] = [];
  let depth = 0;
  let outer = '';
  let current = '';
  for (const ch of text) {
    if (ch === '[' || ch === '(') {
      depth++;
      if (depth >= 2) current = '';
    } else if (ch === ']' || ch === ')') {
      if (depth >= 2 && current.trim() !== '') rows.push(current);
      current = '';
      depth = Math.max(0, depth - 1);
    } else if (depth >= 2) {
      current += ch;
    } else {
      outer += ch;
    }
  }
  if (current.trim() !== '') rows.push(current);
  // A flat list `[1,2,3]`: its cells live at depth 1. Commas between groups are not cells.
  const outerCells = outer.replace(/[,\s]/g, '');
  if (rows.length === 0 || outerCells !== '') rows.unshift(outer);
  return { rows, aligned: false };
}

/**
 * Cells of one row. Commas and tabs are delimiters, so an empty cell between two of them is a
 * cell (the blank), unless a cell still holds spaces (`1, 2 3`): then commas, tabs and spaces all
 * just separate. Spaces only separate: runs of spaces count once, and each cell keeps its
 * position for the space-only-cell alignment.
 */
function splitRow(row: string): RawCell[] {
  if (row.trim() === '') return [];
  const delimiter = row.includes(',') ? ',' : row.includes('\t') ? '\t' : null;
  if (delimiter) {
    const texts = row.split(delimiter).map((text) => text.trim());
    // `1\t2  3` or `1, 2 3`: the delimiter is not used consistently, so it only separates.
    if (!texts.some((t) => /\s/.test(t))) return texts.map((text) => ({ text, start: -1, end: -1 }));
    return row
      .split(/[\s,]+/)
      .filter((t) => t !== '')
      .map((text) => ({ text, start: -1, end: -1 }));
  }
  const cells: RawCell[] = [];
  for (const m of row.matchAll(/\S+/gu)) {
    cells.push({ text: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return cells;
}

/** `123456780` or rows like `123/456/780`: one character per cell, only when every row is one such token. */
function expandCompact(rows: RawCell[][]): RawCell[][] {
  if (!rows.every((r) => r.length === 1 && COMPACT.test(r[0].text))) return rows;
  return rows.map((r) => Array.from(r[0].text, (ch) => ({ text: ch, start: -1, end: -1 })));
}

/** The space-only cell: see the file comment. Leaves the rows unchanged when it does not apply. */
function fillSpaceOnlyCell(rows: RawCell[][]): RawCell[][] {
  const all = rows.flat();
  if (all.some((c) => c.start < 0)) return rows; // delimited rows: empty cells are already explicit
  if (all.some((c) => cellFromText(c.text).kind === 'blank' || isZero(c.text))) return rows;
  const width = Math.max(...rows.map((r) => r.length));
  const short = rows.filter((r) => r.length === width - 1);
  const full = rows.filter((r) => r.length === width);
  if (width < 2 || short.length !== 1 || full.length !== rows.length - 1) return rows;

  const centres = Array.from({ length: width }, (_, j) => {
    let sum = 0;
    for (const r of full) sum += (r[j].start + r[j].end) / 2;
    return sum / full.length;
  });
  const row = short[0];
  const columns = row.map((c) => {
    const mid = (c.start + c.end) / 2;
    let best = 0;
    for (let j = 1; j < width; j++) if (Math.abs(centres[j] - mid) < Math.abs(centres[best] - mid)) best = j;
    return best;
  });
  for (let i = 1; i < columns.length; i++) if (columns[i] <= columns[i - 1]) return rows; // no clear reading
  const blankColumn = Array.from({ length: width }, (_, j) => j).find((j) => !columns.includes(j)) as number;
  const filled = [...row];
  filled.splice(blankColumn, 0, { text: '', start: -1, end: -1 });
  return rows.map((r) => (r === row ? filled : r));
}

function isZero(text: string): boolean {
  return INTEGER.test(text) && Number(text) === 0;
}

// ---------------------------------------------------------------------------------------------
// Interpreting: rows of cells -> a valid board, or the first specific error

function interpret(layout: Layout, shape?: { rows?: number; cols?: number }): ParseResult {
  const cells = layout.rows.flat();
  const tokens = layout.tokens.flat();
  if (cells.length === 0) return fail(emptyError());

  const badIndex = cells.findIndex((c) => c.kind === 'bad');
  if (badIndex >= 0) {
    const token = tokens[badIndex];
    return fail({
      code: 'not-a-number',
      message: `"${clip(token)}" (cell ${badIndex + 1}) is not a tile number: write tiles as whole numbers and the blank as 0, _ or *`,
      token,
      index: badIndex,
    });
  }
  const values = cells.map((c) => (c.kind === 'tile' ? c.value : 0));

  const size = decideSize(layout, values, shape);
  if (!size.ok) return size;
  return validate(values, size.value.rows, size.value.cols);
}

function clip(token: string): string {
  return token.length > 20 ? `${token.slice(0, 20)}...` : token;
}

function sideOk(n: number | undefined): boolean {
  return n === undefined || (Number.isInteger(n) && n >= MIN_SIDE && n <= MAX_SIDE);
}

function badShape(rows: number | string, cols: number | string): ParseError {
  return {
    code: 'bad-size',
    message: `A ${rows}x${cols} board is not supported: rows and columns must be ${MIN_SIDE} to ${MAX_SIDE}`,
  };
}

function decideSize(
  layout: Layout,
  values: number[],
  shape?: { rows?: number; cols?: number },
): Step<{ rows: number; cols: number }> {
  const count = values.length;
  if (shape && (!sideOk(shape.rows) || !sideOk(shape.cols))) {
    return fail(badShape(shape.rows ?? '?', shape.cols ?? '?'));
  }

  if (layout.rows.length > 1) {
    const width = layout.rows[0].length;
    const odd = layout.rows.findIndex((r) => r.length !== width);
    if (odd >= 0) {
      return fail({
        code: 'ragged-rows',
        message: `Row ${odd + 1} has ${layout.rows[odd].length} cells but row 1 has ${width}: all rows must be the same length (write the blank as 0, _ or *)`,
        index: odd,
        expected: width,
        got: layout.rows[odd].length,
      });
    }
    const rows = layout.rows.length;
    const asked = shape && { rows: shape.rows ?? rows, cols: shape.cols ?? width };
    if (asked && (asked.rows !== rows || asked.cols !== width)) {
      const expected = asked.rows * asked.cols;
      if (expected !== count) return fail(wrongCount(asked.rows, asked.cols, count));
      return fail({
        code: 'bad-size',
        message: `The rows make a ${rows}x${width} board, but the size given is ${asked.rows}x${asked.cols}`,
      });
    }
    if (!sideOk(rows) || !sideOk(width)) return fail(badShape(rows, width));
    return { ok: true, value: { rows, cols: width } };
  }

  if (shape && (shape.rows !== undefined || shape.cols !== undefined)) {
    // One side given: the other follows from the count, rounded up so n-1 cells still read
    // as "one missing" rather than as a different shape.
    const rows = shape.rows ?? Math.max(MIN_SIDE, Math.ceil(count / (shape.cols as number)));
    const cols = shape.cols ?? Math.max(MIN_SIDE, Math.ceil(count / rows));
    if (!sideOk(rows) || !sideOk(cols)) return fail(badShape(rows, cols));
    return { ok: true, value: { rows, cols } };
  }

  if (count < MIN_SIDE * MIN_SIDE) {
    return fail({
      code: 'bad-size',
      message: `${count} ${count === 1 ? 'cell is' : 'cells are'} too few for a board: the smallest is 2x2 (4 cells)`,
      got: count,
    });
  }
  if (count > MAX_SIDE * MAX_SIDE) {
    return fail({
      code: 'bad-size',
      message: `${count} cells are too many: the largest board is 5x5 (25 cells)`,
      got: count,
    });
  }
  const side = Math.round(Math.sqrt(count));
  if (side * side === count && sideOk(side)) return { ok: true, value: { rows: side, cols: side } };
  // n-1 cells whose largest tile is n-1: a square board with one cell left out.
  const bigger = Math.round(Math.sqrt(count + 1));
  if (bigger * bigger === count + 1 && sideOk(bigger) && Math.max(...values) === count) {
    return { ok: true, value: { rows: bigger, cols: bigger } };
  }
  return fail({
    code: 'size-unknown',
    message: `Cannot tell the board's size from ${count} cells: separate the rows with / or new lines, or give the size (e.g. 2x4)`,
    got: count,
  });
}

function wrongCount(rows: number, cols: number, got: number): ParseError {
  const expected = rows * cols;
  return {
    code: 'wrong-count',
    message: `Expected ${expected} tiles for a ${rows}x${cols} board, got ${got}`,
    expected,
    got,
  };
}

function listCells(indices: readonly number[]): string {
  const named = indices.map((i) => String(i + 1));
  return named.length <= 1 ? named.join('') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

function listTiles(tiles: readonly number[]): string {
  return tiles.length === 1 ? `tile ${tiles[0]} is` : `tiles ${listCells(tiles.map((t) => t - 1))} are`;
}

function validate(values: number[], rows: number, cols: number): ParseResult {
  const n = rows * cols;
  const count = values.length;
  if (count > n || count < n - 1) return fail(wrongCount(rows, cols, count));

  const outIndex = values.findIndex((v) => v < 0 || v >= n);
  if (outIndex >= 0) {
    const tile = values[outIndex];
    return fail({
      code: 'out-of-range',
      message: `Tile ${tile} (cell ${outIndex + 1}) is out of range for a ${rows}x${cols} board: tiles go from 1 to ${n - 1}, plus the blank`,
      tile,
      index: outIndex,
    });
  }

  const blanks: number[] = [];
  values.forEach((v, i) => v === 0 && blanks.push(i));
  if (blanks.length > 1) {
    return fail({
      code: 'two-blanks',
      message: `${blanks.length} blanks (cells ${listCells(blanks)}): a board has exactly one`,
      index: blanks[1],
      cells: blanks,
      got: blanks.length,
    });
  }

  const seen = new Array<number[]>(n);
  for (let i = 0; i < count; i++) (seen[values[i]] ??= []).push(i);
  const missing: number[] = [];
  for (let t = 1; t < n; t++) if (!seen[t]) missing.push(t);
  const dup = seen.findIndex((where, t) => t > 0 && where !== undefined && where.length > 1);
  if (dup >= 0) {
    const where = seen[dup];
    const times = where.length === 2 ? 'twice' : `${where.length} times`;
    const also =
      missing.length > 0 ? `, and ${listTiles(missing)} missing` : blanks.length === 0 ? ', and there is no blank' : '';
    return fail({
      code: 'duplicate-tile',
      message: `Tile ${dup} appears ${times} (cells ${listCells(where)})${also}`,
      tile: dup,
      index: where[1],
      cells: where,
      ...(missing.length > 0 ? { missing } : blanks.length === 0 ? { missing: [0] } : {}),
    });
  }

  if (blanks.length === 0) {
    return fail({
      code: 'no-blank',
      message: `No blank: ${count} tiles given for a ${rows}x${cols} board, which has ${n} cells (write the blank as 0, _ or *)`,
      expected: n,
      got: count,
    });
  }
  if (missing.length > 0) {
    return fail({
      code: 'missing-tile',
      message: `Tile ${missing[0]} is missing: ${count} cells given, a ${rows}x${cols} board has ${n}`,
      tile: missing[0],
      expected: n,
      got: count,
    });
  }
  return { ok: true, board: { rows, cols, tiles: values } };
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * A board as text. 'flat' `1 2 3 4 5 6 7 8 0`, 'rows' `1 2 3 / 4 5 6 / 7 8 0`, 'matrix'
 * `[[1,2,3],[4,5,6],[7,8,0]]`, 'compact' `123456780`. Compact needs every tile < 10; for larger
 * boards it falls back to 'flat' (one character per cell would be ambiguous).
 */
export function formatBoard(
  tiles: readonly number[],
  cols: number,
  format: 'flat' | 'rows' | 'matrix' | 'compact',
): string {
  const rows: number[][] = [];
  for (let i = 0; i < tiles.length; i += cols) rows.push(tiles.slice(i, i + cols));
  switch (format) {
    case 'flat':
      return tiles.join(' ');
    case 'rows':
      return rows.map((r) => r.join(' ')).join(' / ');
    case 'matrix':
      return `[${rows.map((r) => `[${r.join(',')}]`).join(',')}]`;
    case 'compact':
      return tiles.every((t) => t < 10) ? tiles.join('') : tiles.join(' ');
  }
}
