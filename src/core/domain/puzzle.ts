/**
 * The sliding puzzle as a domain, with nothing lost: its states are the boards of puzzle.ts,
 * keyed by the solvers' own codec (stateKey.ts), read by the board parser with its specific
 * errors (parse.ts), moved by the blank (U, D, L, R, each costing 1), estimated by the five
 * heuristics (puzzleHeuristics.ts). Its fast kernels, pattern databases and the parity check
 * stay puzzle-specific: `kernels` is the registry's startSearch, which runs them.
 */
import type { ParseError } from '../parse';
import { formatBoard, parseBoard } from '../parse';
import type { Direction, Tiles } from '../puzzle';
import { OPPOSITE, applyMove, blankIndex, legalMoves, sameTiles } from '../puzzle';
import { startSearch } from '../solvers/registry';
import type { SolveOptions } from '../solvers/types';
import { DEFAULT_HEURISTIC } from '../solvers/types';
import { PUZZLE_KIND } from '../setups';
import { makeCodec } from '../stateKey';
import { puzzleHeuristics, type PuzzleHeuristic } from './puzzleHeuristics';
import type { Domain, Step } from './types';

/** Its kind: what src/ui registers the board views against, and what a set-up, a link or the CLI names it by. */
export const PUZZLE_DOMAIN = PUZZLE_KIND;

export interface PuzzleDomain extends Domain<Tiles, Direction, ParseError> {
  readonly rows: number;
  readonly cols: number;
  readonly heuristics: readonly PuzzleHeuristic[];
}

const domains = new Map<string, PuzzleDomain>();

/** The rows x cols puzzle (one shared instance per shape); any goal board of that shape. */
export function puzzleDomain(rows: number, cols: number): PuzzleDomain {
  const id = `${rows}x${cols}`;
  const hit = domains.get(id);
  if (hit) return hit;
  const made = makePuzzleDomain(rows, cols);
  domains.set(id, made);
  return made;
}

function makePuzzleDomain(rows: number, cols: number): PuzzleDomain {
  // Moves depend on the shape alone; the goal is only the target (and the heuristics' reference).
  const shape = { rows, cols, goal: [] as number[] };
  const codec = makeCodec(rows, cols);
  return {
    kind: PUZZLE_DOMAIN,
    rows,
    cols,
    unitCosts: true,
    actionsAreBlankMoves: true,
    key: (tiles) => codec.encode(tiles),
    state: (key) => codec.decode(key),
    parse: (text) => {
      const parsed = parseBoard(text, { rows, cols });
      return parsed.ok ? { ok: true, state: parsed.board.tiles } : parsed;
    },
    format: (tiles) => formatBoard([...tiles], cols, 'rows'),
    successors: (tiles) =>
      legalMoves(shape, tiles).map((move): Step<Tiles, Direction> => ({
        action: move,
        cost: 1,
        state: applyMove(shape, tiles, move)!,
      })),
    isGoal: (tiles, goal) => sameTiles(tiles, goal),
    heuristics: puzzleHeuristics(rows, cols),
    defaultHeuristic: DEFAULT_HEURISTIC,
    describe: (tiles) => describeBoard(tiles, cols),
    inverse: (_from, move) => OPPOSITE[move],
    kernels: (start, goal, options) => startSearch({ rows, cols, goal }, start, options as SolveOptions),
  };
}

/** Row by row, the blank named, and where the blank is (1-based, as a person counts). */
function describeBoard(tiles: Tiles, cols: number) {
  const blank = blankIndex(tiles);
  const cells = tiles.map((t) => (t === 0 ? 'blank' : String(t)));
  const lines: string[] = [];
  for (let i = 0; i < cells.length; i += cols) lines.push(cells.slice(i, i + cols).join(' '));
  const blankRow = Math.floor(blank / cols) + 1;
  const blankCol = (blank % cols) + 1;
  const board = lines.join(' / ');
  return {
    text: `${board}; the blank is in row ${blankRow}, column ${blankCol}`,
    facts: { board, blankRow, blankCol },
  };
}
