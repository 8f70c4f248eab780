/**
 * The sliding-tile puzzle model: boards of any size from 2x2 to 5x5 (rectangles too),
 * tiles 1..n-1 and the blank 0, stored row-major. Pure data and small functions; the
 * solvers build faster, specialised tables from a Puzzle (see `topology`).
 */

/** Row-major tiles, 0 is the blank. */
export type Tiles = readonly number[];

/** The direction the blank moves: U moves the blank up (the tile above slides down). */
export type Direction = 'U' | 'D' | 'L' | 'R';
export const DIRECTIONS: readonly Direction[] = ['U', 'D', 'L', 'R'];

export const MIN_SIDE = 2;
export const MAX_SIDE = 5;

/** A puzzle: its shape and the goal arrangement. The start is given separately. */
export interface Puzzle {
  readonly rows: number;
  readonly cols: number;
  readonly goal: Tiles;
}

export type GoalKind = 'blank-last' | 'blank-first' | 'spiral';

/** The named goals, as the command line, the library and links name them. */
export const GOAL_KINDS: readonly GoalKind[] = ['blank-last', 'blank-first', 'spiral'];

/** Whether `text` names one of GOAL_KINDS. */
export function isGoalKind(text: string): text is GoalKind {
  return (GOAL_KINDS as readonly string[]).includes(text);
}

/** A board's shape written `3x3` (or `2×4`, `2*4`), or null when the text is not one. */
export function readShape(text: string): { rows: number; cols: number } | null {
  const m = /^\s*(\d+)\s*[x×*]\s*(\d+)\s*$/i.exec(text);
  return m ? { rows: Number(m[1]), cols: Number(m[2]) } : null;
}

export function cellCount(rows: number, cols: number): number {
  return rows * cols;
}

/** `1 2 ... n-1 0`: the usual goal. */
export function goalBlankLast(rows: number, cols: number): number[] {
  const n = rows * cols;
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? 0 : i + 1));
}

/** `0 1 2 ... n-1`: the goal of the classic BFS exercise. */
export function goalBlankFirst(rows: number, cols: number): number[] {
  return Array.from({ length: rows * cols }, (_, i) => i);
}

/**
 * The textbook spiral: tiles 1.. placed clockwise from the top-left corner, the blank on the
 * last cell of the spiral (the centre for 3x3: `1 2 3 / 8 0 4 / 7 6 5`).
 */
export function goalSpiral(rows: number, cols: number): number[] {
  const n = rows * cols;
  const out = new Array<number>(n).fill(-1);
  let top = 0,
    bottom = rows - 1,
    left = 0,
    right = cols - 1,
    next = 1;
  const put = (r: number, c: number) => {
    out[r * cols + c] = next < n ? next : 0; // the last cell of the spiral is the blank
    next++;
  };
  while (top <= bottom && left <= right) {
    for (let c = left; c <= right; c++) put(top, c);
    top++;
    for (let r = top; r <= bottom; r++) put(r, right);
    right--;
    if (top <= bottom) {
      for (let c = right; c >= left; c--) put(bottom, c);
      bottom--;
    }
    if (left <= right) {
      for (let r = bottom; r >= top; r--) put(r, left);
      left++;
    }
  }
  return out;
}

export function makeGoal(kind: GoalKind, rows: number, cols: number): number[] {
  switch (kind) {
    case 'blank-last':
      return goalBlankLast(rows, cols);
    case 'blank-first':
      return goalBlankFirst(rows, cols);
    case 'spiral':
      return goalSpiral(rows, cols);
  }
}

export function makePuzzle(rows: number, cols: number, goal: Tiles = goalBlankLast(rows, cols)): Puzzle {
  return { rows, cols, goal: [...goal] };
}

export function blankIndex(tiles: Tiles): number {
  return tiles.indexOf(0);
}

export function sameTiles(a: Tiles, b: Tiles): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Which named goal these tiles are on a rows x cols board, or null for a custom goal. */
export function goalKindOf(goal: Tiles, rows: number, cols: number): GoalKind | null {
  for (const kind of GOAL_KINDS) {
    if (sameTiles(makeGoal(kind, rows, cols), goal)) return kind;
  }
  return null;
}

export function isGoal(puzzle: Puzzle, tiles: Tiles): boolean {
  return sameTiles(puzzle.goal, tiles);
}

/** The cell the blank moves to, or -1 when the move leaves the board. */
export function targetCell(rows: number, cols: number, blank: number, dir: Direction): number {
  const r = Math.floor(blank / cols);
  const c = blank % cols;
  switch (dir) {
    case 'U':
      return r > 0 ? blank - cols : -1;
    case 'D':
      return r < rows - 1 ? blank + cols : -1;
    case 'L':
      return c > 0 ? blank - 1 : -1;
    case 'R':
      return c < cols - 1 ? blank + 1 : -1;
  }
}

export const OPPOSITE: Readonly<Record<Direction, Direction>> = { U: 'D', D: 'U', L: 'R', R: 'L' };

/** Legal blank moves from this board, in the fixed order U, D, L, R. */
export function legalMoves(puzzle: Puzzle, tiles: Tiles): Direction[] {
  const blank = blankIndex(tiles);
  return DIRECTIONS.filter((d) => targetCell(puzzle.rows, puzzle.cols, blank, d) >= 0);
}

/** The board after moving the blank; null when the move is illegal. Never mutates. */
export function applyMove(puzzle: Puzzle, tiles: Tiles, dir: Direction): number[] | null {
  const blank = blankIndex(tiles);
  const to = targetCell(puzzle.rows, puzzle.cols, blank, dir);
  if (to < 0) return null;
  const out = [...tiles];
  out[blank] = out[to];
  out[to] = 0;
  return out;
}

/** Every board along a move list, start included; null at the first illegal move. */
export function applyMoves(puzzle: Puzzle, tiles: Tiles, moves: readonly Direction[]): number[][] | null {
  const boards: number[][] = [[...tiles]];
  for (const m of moves) {
    const next = applyMove(puzzle, boards[boards.length - 1], m);
    if (!next) return null;
    boards.push(next);
  }
  return boards;
}

/** The tile that slides when the blank moves in `dir` (tile notation), or null if illegal. */
export function tileMoved(puzzle: Puzzle, tiles: Tiles, dir: Direction): number | null {
  const to = targetCell(puzzle.rows, puzzle.cols, blankIndex(tiles), dir);
  return to < 0 ? null : tiles[to];
}

/** The blank move that slides `tile`, or null when the tile is not next to the blank. */
export function directionForTile(puzzle: Puzzle, tiles: Tiles, tile: number): Direction | null {
  const blank = blankIndex(tiles);
  for (const d of DIRECTIONS) {
    const to = targetCell(puzzle.rows, puzzle.cols, blank, d);
    if (to >= 0 && tiles[to] === tile) return d;
  }
  return null;
}

/** Moves written as tile numbers, e.g. [6, 3, 2] for the same path as ['L', 'U', 'R']. */
export function movesAsTiles(puzzle: Puzzle, start: Tiles, moves: readonly Direction[]): number[] | null {
  const boards = applyMoves(puzzle, start, moves);
  if (!boards) return null;
  return moves.map((m, i) => tileMoved(puzzle, boards[i], m) as number);
}
