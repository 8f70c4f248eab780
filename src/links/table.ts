/**
 * The shape of a mode's table of link parameters, and the rows several modes share (the board
 * and its size and goal, plain numbers, parameters another mode uses).
 *
 * A row reads its parameter into the mode's draft, which starts as the mode's defaults: a row
 * that refuses its text leaves the default in place and says why, so the notice can name it.
 * Rows are read in the table's order, so a row may rely on the rows above it (the board's size
 * is known when the goal or a heuristic is read). Writing goes through the same rows in the
 * same order.
 */
import type { ParseError } from '../core/parse';
import { parseBoard } from '../core/parse';
import { makeGoal } from '../core/puzzle';
import type { IgnoredReason, ParamName, Scenario } from './scenario';
import { boardParam, goalParam, readSize } from './values';

/** Names a parameter the link gave as refused (it is then as if the link had not given it). */
export type Refuse = (name: ParamName, reason: IgnoredReason, error?: ParseError) => void;

export interface ParamRow<D> {
  readonly name: ParamName;
  /**
   * Reads the parameter's text (undefined when the link does not give it) into the draft,
   * refusing what it cannot use. Every row is called, given or not, so a row can check its
   * parameter against the rows above it either way.
   */
  read(text: string | undefined, draft: D, refuse: Refuse): void;
  /** The text a link writes for this parameter, or undefined when it writes none. */
  write(draft: D): string | undefined;
}

/** A parameter this mode does not use: named in the notice as such, never written. */
export function notUsed<D>(name: ParamName): ParamRow<D> & { notUsed: true } {
  return {
    name,
    notUsed: true,
    read: (text, _draft, refuse) => {
      if (text !== undefined) refuse(name, 'not-used');
    },
    write: () => undefined,
  };
}

/** A number in a range, read by `parse` (integers or decimals), into and out of one field. */
export function numberRow<D>(
  name: ParamName,
  parse: (text: string) => number | null,
  range: { min: number; max: number },
  field: { get: (draft: D) => number | undefined; set: (draft: D, value: number) => void },
): ParamRow<D> {
  return {
    name,
    read: (text, draft, refuse) => {
      if (text === undefined) return;
      const value = parse(text);
      if (value === null) refuse(name, 'malformed');
      else if (value < range.min || value > range.max) refuse(name, 'out-of-range');
      else field.set(draft, value);
    },
    write: (draft) => {
      const value = field.get(draft);
      return value === undefined ? undefined : String(value);
    },
  };
}

/** A board read from a link: the fallback's until the link gives a usable one. */
export interface BoardDraft {
  rows: number;
  cols: number;
  goal: number[];
  start: number[];
  /** The size the link gave, while it still stands (it helps read a flat 12-cell board). */
  shape: { rows: number; cols: number } | null;
  /** The board came from the link (else it is the fallback). */
  fromLink: boolean;
}

export const sizeRow: ParamRow<BoardDraft> = {
  name: 'size',
  read: (text, draft, refuse) => {
    if (text === undefined) return;
    const size = readSize(text);
    if (size === null) refuse('size', 'malformed');
    else if (size === 'out-of-range') refuse('size', 'out-of-range');
    else draft.shape = size;
  },
  write: (d) => `${d.rows}x${d.cols}`,
};

/** Any format the parser reads; checked against the size above it. */
export const boardRow: ParamRow<BoardDraft> = {
  name: 'board',
  read: (text, draft, refuse) => {
    if (text !== undefined) {
      let parsed = parseBoard(text, draft.shape ?? undefined);
      if (!parsed.ok && draft.shape) {
        // A board that reads on its own but not at this size: the board is the stronger
        // statement, the size goes.
        const alone = parseBoard(text);
        if (alone.ok) {
          refuse('size', 'mismatch');
          draft.shape = null;
          parsed = alone;
        }
      }
      if (parsed.ok) {
        const { rows, cols, tiles } = parsed.board;
        // The fallback's goal only fits a board of its own size.
        if (rows !== draft.rows || cols !== draft.cols) draft.goal = makeGoal('blank-last', rows, cols);
        Object.assign(draft, { rows, cols, start: tiles, fromLink: true });
      } else {
        refuse('board', 'malformed', parsed.error);
      }
    }
    if (!draft.fromLink && draft.shape && (draft.shape.rows !== draft.rows || draft.shape.cols !== draft.cols)) {
      // A size with no usable board of that size: the fallback board decides.
      refuse('size', 'mismatch');
    }
  },
  write: (d) => boardParam(d.start, d.cols),
};

/** A named goal, or tiles in any format the parser reads, of the board's size. */
export const goalRow: ParamRow<BoardDraft> = {
  name: 'goal',
  read: (text, draft, refuse) => {
    if (text === undefined) return;
    const kind = text.trim();
    if (kind === 'blank-last' || kind === 'blank-first' || kind === 'spiral') {
      draft.goal = makeGoal(kind, draft.rows, draft.cols);
      return;
    }
    const parsed = parseBoard(text, { rows: draft.rows, cols: draft.cols });
    if (parsed.ok) draft.goal = parsed.board.tiles;
    else refuse('goal', parsed.error.code === 'bad-size' ? 'mismatch' : 'malformed', parsed.error);
  },
  write: (d) => goalParam(d.goal, d.rows, d.cols),
};

/** The board a draft starts from when the link gives none. */
export function boardDraft(fallback: { rows: number; cols: number; goal: number[]; start: number[] }): BoardDraft {
  const { rows, cols } = fallback;
  return { rows, cols, goal: fallback.goal.slice(), start: fallback.start.slice(), shape: null, fromLink: false };
}

/** One mode's table: its parameters in reading order, its defaults, and what it makes of them. */
export interface ModeTable<D> {
  /**
   * The parameters that make a link describe this mode's scenario ('always': the table is only
   * chosen when it does). Without any of them only the `notUsed` rows run, to name what the link
   * gave in vain, and the page keeps its own scenario.
   */
  readonly triggers: readonly ParamName[] | 'always';
  /** The draft before any parameter is read: the defaults of every row. */
  defaults(): D;
  readonly rows: readonly (ParamRow<D> & { notUsed?: true })[];
  /** The scenario's part the read draft makes; it may still refuse a parameter (play: an unsolvable board). */
  finish(draft: D, refuse: Refuse, given: (name: ParamName) => boolean): Partial<Scenario>;
  /** The draft a scenario writes from, or null when it holds nothing for this mode. */
  fromScenario(scenario: Scenario): D | null;
}

/** A mode's table with its draft type hidden: what the codec reads and writes with. */
export interface ModeCodec {
  read(text: (name: ParamName) => string | undefined, refuse: Refuse): Partial<Scenario>;
  write(scenario: Scenario): [ParamName, string][];
}

export function modeCodec<D>(table: ModeTable<D>): ModeCodec {
  return {
    read(text, refuse) {
      const given = (name: ParamName) => text(name) !== undefined;
      const triggered = table.triggers === 'always' || table.triggers.some(given);
      const draft = table.defaults();
      for (const row of table.rows) if (triggered || row.notUsed) row.read(text(row.name), draft, refuse);
      return triggered ? table.finish(draft, refuse, given) : {};
    },
    write(scenario) {
      const draft = table.fromScenario(scenario);
      if (!draft) return [];
      return table.rows.flatMap((row): [ParamName, string][] => {
        const value = row.write(draft);
        return value === undefined ? [] : [[row.name, value]];
      });
    },
  };
}
