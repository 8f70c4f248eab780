/**
 * The scenario in the address bar: which mode, which board and goal, which search with which
 * options, and the step of the run, so a link opens another browser at the same step of the
 * same run (runs are deterministic: reload the setup, then seek the cursor).
 *
 * Format (our choice): the QUERY STRING, with readable values a teacher can edit by hand:
 *
 *   ?mode=visualize&size=3x3&board=8,1,3/4,0,2/7,6,5&goal=blank-last
 *    &algorithm=astar&heuristic=manhattan&weight=2&depth=20&budget=200000&step=57
 *
 * - `mode`: visualize | compare | play | explore.
 * - `size`: RxC (2..5 each). Needed only when a flat board is ambiguous (12 cells: 3x4 or 4x3).
 * - `board`: any format the core parser accepts; written as rows split by `/`, cells by `,`.
 * - `goal`: blank-last | blank-first | spiral, or a board like `board` (a custom goal).
 * - `algorithm`, `heuristic`, `weight` (1..10), `depth` (1..80), `budget` (1..5,000,000
 *   expansions), `step` (the event cursor, 1..MAX_RECORDED_EVENTS): the visualizer's run.
 * - In play mode only `size`, `board` (the current position) and `goal` are used.
 * - In compare mode `board`, `goal`, `size` and `budget` describe the shared board, `panes` the
 *   two to four searches (`;` between panes, each `algorithm[:heuristic][:w2][:d20][:s7]` for
 *   weight, depth limit and seed) and `step` the shared clock in expansions, e.g.
 *   `?mode=compare&board=0,5,2/7,6,3/4,1,8&goal=blank-last&budget=50000&panes=bfs;idastar:manhattan&step=120`.
 *
 * The query string, not the hash: it survives every static host, and the page never sends it
 * anywhere. Everything is written every time (no defaults left out), so a link keeps meaning the
 * same run even if the defaults change later.
 *
 * Reading never throws and never trusts: a parameter that is unknown, malformed, too long,
 * repeated or not usable with the rest falls back to the default and is listed in `ignored`,
 * which the page shows in a dismissible notice (as text: a script tag stays text).
 */
import type { AlgorithmId, HeuristicId } from '../core/events';
import { HEURISTIC_IDS, heuristicSupported } from '../core/heuristics';
import { formatBoard, parseBoard, type ParseError } from '../core/parse';
import { MAX_SIDE, MIN_SIDE, makeGoal, makePuzzle, type GoalKind } from '../core/puzzle';
import { checkSolvability } from '../core/solvability';
import { ALGORITHMS, isAlgorithmId } from '../core/solvers/algorithms';
import { MODES, type Mode } from './appStore';
import { MAX_PANES, MIN_PANES } from './compareStore';
import type { CompareSetup } from './comparePresets';
import type { PaneSetup } from './compareSession';
import { DEFAULT_SETUP, MAX_RECORDED_EVENTS, type RunSetup } from './runStore';

/** A whole query longer than this is refused outright: no scenario needs a tenth of it. */
export const MAX_QUERY_CHARS = 4_000;
/** One value longer than this is refused (a 5x5 board with separators is under 80). */
export const MAX_VALUE_CHARS = 300;
/** Parameters read at most; the rest are reported in one line. */
export const MAX_PARAMS = 32;

export const WEIGHT_RANGE = { min: 1, max: 10 } as const;
export const DEPTH_RANGE = { min: 1, max: 80 } as const;
export const BUDGET_RANGE = { min: 1, max: 5_000_000 } as const;
export const STEP_RANGE = { min: 1, max: MAX_RECORDED_EVENTS } as const;

export const PARAM_NAMES = [
  'mode',
  'size',
  'board',
  'goal',
  'algorithm',
  'heuristic',
  'weight',
  'depth',
  'budget',
  'step',
  'panes',
] as const;
export type ParamName = (typeof PARAM_NAMES)[number];

/** The parameters of the search run (everything but the board, which play mode shares). */
const RUN_PARAMS: readonly ParamName[] = ['algorithm', 'heuristic', 'weight', 'depth', 'budget', 'step'];

export type IgnoredReason =
  | 'unknown' // not a parameter we know
  | 'malformed' // not a value of the right kind
  | 'out-of-range' // a number outside the allowed range
  | 'too-long' // longer than MAX_VALUE_CHARS
  | 'duplicate' // given twice: the first one counts
  | 'unsupported' // valid on its own but not with this board (a heuristic this size lacks)
  | 'mismatch' // the size and the board (or goal) disagree
  | 'not-used' // meaningful in another mode only
  | 'needs-board' // play mode: a goal or size without a usable board
  | 'unsolvable' // play mode: this board can never reach the goal
  | 'too-many' // more than MAX_PARAMS parameters
  | 'link-too-long'; // the whole query is longer than MAX_QUERY_CHARS

export interface IgnoredParam {
  /** The parameter's name as given (possibly hostile text: render it as text, never as HTML). */
  name: string;
  /** The value as given, clipped to a readable length. */
  value: string;
  reason: IgnoredReason;
  /** The parser's refusal for a board or goal, so the notice can say exactly what was wrong. */
  error?: ParseError;
  /** For 'too-many' and 'link-too-long': how many parameters or characters. */
  count?: number;
}

/** The board a learner plays with. */
export interface PlayBoard {
  rows: number;
  cols: number;
  goal: number[];
  tiles: number[];
}

/**
 * What a link says. `setup`/`step` are present for the run modes, `play` for play mode; each is
 * absent when the link did not give one (the page then keeps its own).
 */
export interface Scenario {
  mode: Mode;
  setup?: RunSetup;
  step?: number;
  play?: PlayBoard;
  /** Compare mode: the board and the panes; `step` is then the shared clock. */
  compare?: CompareSetup;
}

export interface UrlReadResult {
  /** Null when the query held no usable parameter at all (open the page as it is). */
  scenario: Scenario | null;
  ignored: IgnoredParam[];
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Values keep `,` `/` `;` `:` and letters readable; anything else is percent-encoded. */
function encodeValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/%2C/gi, ',')
    .replace(/%2F/gi, '/')
    .replace(/%3B/gi, ';')
    .replace(/%3A/gi, ':');
}

/** A board as the link writes it: rows split by `/`, cells by `,`. */
export function boardParam(tiles: readonly number[], cols: number): string {
  return formatBoard(tiles, cols, 'rows').replace(/ \/ /g, '/').replace(/ /g, ',');
}

/** `blank-last`, `blank-first`, `spiral`, or the goal's tiles when it is none of them. */
export function goalParam(goal: readonly number[], rows: number, cols: number): string {
  return namedGoal(goal, rows, cols) ?? boardParam(goal, cols);
}

export function namedGoal(goal: readonly number[], rows: number, cols: number): GoalKind | null {
  for (const kind of ['blank-last', 'blank-first', 'spiral'] as const) {
    const named = makeGoal(kind, rows, cols);
    if (named.length === goal.length && named.every((t, i) => t === goal[i])) return kind;
  }
  return null;
}

/** The query string (with its leading `?`) for a scenario. */
export function writeScenario(scenario: Scenario): string {
  const pairs: [ParamName, string][] = [['mode', scenario.mode]];
  if (scenario.mode === 'play') {
    const p = scenario.play;
    if (p) {
      pairs.push(['size', `${p.rows}x${p.cols}`]);
      pairs.push(['board', boardParam(p.tiles, p.cols)]);
      pairs.push(['goal', goalParam(p.goal, p.rows, p.cols)]);
    }
  } else if (scenario.mode === 'compare' && scenario.compare) {
    const c = scenario.compare;
    pairs.push(['size', `${c.rows}x${c.cols}`]);
    pairs.push(['board', boardParam(c.start, c.cols)]);
    pairs.push(['goal', goalParam(c.goal, c.rows, c.cols)]);
    pairs.push(['budget', String(c.maxExpansions)]);
    pairs.push(['panes', c.panes.map(paneParam).join(';')]);
    if (scenario.step !== undefined) pairs.push(['step', String(scenario.step)]);
  } else if (scenario.setup) {
    const s = scenario.setup;
    pairs.push(['size', `${s.rows}x${s.cols}`]);
    pairs.push(['board', boardParam(s.start, s.cols)]);
    pairs.push(['goal', goalParam(s.goal, s.rows, s.cols)]);
    pairs.push(['algorithm', s.algorithm]);
    pairs.push(['heuristic', s.heuristic]);
    pairs.push(['weight', String(s.weight)]);
    pairs.push(['depth', String(s.depthLimit)]);
    pairs.push(['budget', String(s.maxExpansions)]);
    if (scenario.mode === 'visualize' && scenario.step !== undefined) pairs.push(['step', String(scenario.step)]);
  }
  return `?${pairs.map(([k, v]) => `${k}=${encodeValue(v)}`).join('&')}`;
}

/** One compare pane: `algorithm:heuristic:w2:d20:s7` (what the pane does not use is left out). */
export function paneParam(p: PaneSetup): string {
  const info = ALGORITHMS.find((a) => a.id === p.algorithm);
  const parts: string[] = [p.algorithm];
  if (info?.usesHeuristic) parts.push(p.heuristic);
  if (p.algorithm === 'wastar') parts.push(`w${p.weight}`);
  if (p.algorithm === 'dfs') parts.push(`d${p.depthLimit}`);
  if (p.algorithm === 'random') parts.push(`s${p.seed}`);
  return parts.join(':');
}

// ---------------------------------------------------------------------------------------------
// Reading

const clip = (s: string, max = 60) => (s.length > max ? `${s.slice(0, max)}…` : s);

/** Decodes one component; a broken escape (`%E0%A4%A`) reads as the raw text. */
function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** `?a=1&b=2` (or without `?`, or a whole URL) as ordered name/value pairs. */
function splitQuery(input: string): { pairs: [string, string][]; length: number } {
  let query = input;
  const q = query.indexOf('?');
  if (q >= 0) query = query.slice(q + 1);
  const hash = query.indexOf('#');
  if (hash >= 0) query = query.slice(0, hash);
  const pairs: [string, string][] = [];
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    pairs.push(eq < 0 ? [decode(part), ''] : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))]);
  }
  return { pairs, length: query.length };
}

function isParamName(name: string): name is ParamName {
  return (PARAM_NAMES as readonly string[]).includes(name);
}

/** A whole number written plainly (no exponent, no hex): `2e5` is malformed, not 200000. */
function readInteger(value: string): number | null {
  if (!/^\s*[+-]?\d{1,12}\s*$/.test(value)) return null;
  return Number(value);
}

function readDecimal(value: string): number | null {
  if (!/^\s*[+-]?(\d{1,6}(\.\d{0,20})?|\.\d{1,20})\s*$/.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function readSize(value: string): { rows: number; cols: number } | null | 'out-of-range' {
  const m = /^\s*(\d{1,3})\s*[x×X*]\s*(\d{1,3})\s*$/.exec(value);
  if (!m) return null;
  const rows = Number(m[1]);
  const cols = Number(m[2]);
  if (rows < MIN_SIDE || rows > MAX_SIDE || cols < MIN_SIDE || cols > MAX_SIDE) return 'out-of-range';
  return { rows, cols };
}

function isMode(value: string): value is Mode {
  return (MODES as readonly string[]).includes(value);
}

function isHeuristic(value: string): value is HeuristicId {
  return (HEURISTIC_IDS as readonly string[]).includes(value);
}

/** Reads the query string of a link. Never throws, whatever the input. */
export function readScenario(input: string): UrlReadResult {
  try {
    return read(typeof input === 'string' ? input : '');
  } catch {
    // Unreachable by design; if it ever happens the page must still open, on its defaults.
    return { scenario: null, ignored: [{ name: '?', value: '', reason: 'malformed' }] };
  }
}

function read(input: string): UrlReadResult {
  const ignored: IgnoredParam[] = [];
  const { pairs, length } = splitQuery(input);
  if (pairs.length === 0) return { scenario: null, ignored };
  if (length > MAX_QUERY_CHARS) {
    return { scenario: null, ignored: [{ name: '', value: '', reason: 'link-too-long', count: length }] };
  }

  // First pass: keep the first occurrence of each known name with a value of sane length.
  const given = new Map<ParamName, string>();
  pairs.forEach(([name, value], i) => {
    if (i >= MAX_PARAMS) return;
    const shown = { name: clip(name, 40), value: clip(value) };
    if (!isParamName(name)) ignored.push({ ...shown, reason: 'unknown' });
    else if (value.length > MAX_VALUE_CHARS) ignored.push({ ...shown, reason: 'too-long' });
    else if (given.has(name)) ignored.push({ ...shown, reason: 'duplicate' });
    else given.set(name, value);
  });
  if (pairs.length > MAX_PARAMS) {
    ignored.push({ name: '', value: '', reason: 'too-many', count: pairs.length - MAX_PARAMS });
  }
  const drop = (name: ParamName, reason: IgnoredReason, error?: ParseError) => {
    const value = given.get(name) ?? '';
    ignored.push(error ? { name, value: clip(value), reason, error } : { name, value: clip(value), reason });
    given.delete(name);
  };

  let mode: Mode = 'visualize';
  const modeText = given.get('mode');
  if (modeText !== undefined) {
    if (isMode(modeText.trim())) mode = modeText.trim() as Mode;
    else drop('mode', 'malformed');
  }
  const anyBoardParam = given.has('board') || given.has('goal') || given.has('size');
  const anyRunParam = RUN_PARAMS.some((p) => given.has(p));

  const scenario: Scenario = { mode };
  if (mode === 'play') {
    for (const p of RUN_PARAMS) if (given.has(p)) drop(p, 'not-used');
    if (anyBoardParam) {
      const board = readBoardAndGoal(given, drop, DEFAULT_SETUP);
      if (!board.fromLink && given.has('goal')) drop('goal', 'needs-board');
      if (board.fromLink) {
        const puzzle = makePuzzle(board.rows, board.cols, board.goal);
        if (checkSolvability(puzzle, board.start).solvable) {
          scenario.play = { rows: board.rows, cols: board.cols, goal: board.goal, tiles: board.start };
        } else {
          ignored.push({ name: 'board', value: clip(given.get('board') ?? ''), reason: 'unsolvable' });
        }
      }
    }
  } else if (mode === 'compare' && given.has('panes')) {
    const board = readBoardAndGoal(given, drop, { ...DEFAULT_SETUP, ...COMPARE_FALLBACK });
    const budget = readNumber(given, drop, 'budget', readInteger, BUDGET_RANGE);
    const panes = readPanes(given.get('panes') ?? '', makePuzzle(board.rows, board.cols, board.goal));
    if (panes === null) drop('panes', 'malformed');
    else {
      scenario.compare = {
        rows: board.rows,
        cols: board.cols,
        goal: board.goal,
        start: board.start,
        maxExpansions: budget ?? COMPARE_FALLBACK.maxExpansions,
        panes,
      };
      const step = readNumber(given, drop, 'step', readInteger, STEP_RANGE);
      if (step !== undefined) scenario.step = step;
    }
    for (const p of ['algorithm', 'heuristic', 'weight', 'depth'] as const) if (given.has(p)) drop(p, 'not-used');
  } else {
    if (given.has('panes')) drop('panes', 'not-used');
    if (mode !== 'visualize' && given.has('step')) drop('step', 'not-used');
    if (anyBoardParam || anyRunParam) {
      const board = readBoardAndGoal(given, drop, DEFAULT_SETUP);
      const setup = readRunOptions(given, drop, {
        ...DEFAULT_SETUP,
        rows: board.rows,
        cols: board.cols,
        goal: board.goal,
        start: board.start,
      });
      scenario.setup = setup;
      if (mode === 'visualize') {
        const step = readNumber(given, drop, 'step', readInteger, STEP_RANGE);
        if (step !== undefined) scenario.step = step;
      }
    }
  }
  const changed = modeText !== undefined && mode === modeText.trim();
  const usable =
    changed || scenario.setup !== undefined || scenario.play !== undefined || scenario.compare !== undefined;
  return { scenario: usable ? scenario : null, ignored };
}

interface BoardRead {
  rows: number;
  cols: number;
  goal: number[];
  start: number[];
  /** The board came from the link (else it is the fallback). */
  fromLink: boolean;
}

type Drop = (name: ParamName, reason: IgnoredReason, error?: ParseError) => void;

/** Size, board and goal, checked together; anything unusable falls back to `fallback`'s board. */
function readBoardAndGoal(given: Map<ParamName, string>, drop: Drop, fallback: RunSetup): BoardRead {
  let shape: { rows: number; cols: number } | null = null;
  const sizeText = given.get('size');
  if (sizeText !== undefined) {
    const size = readSize(sizeText);
    if (size === null) drop('size', 'malformed');
    else if (size === 'out-of-range') drop('size', 'out-of-range');
    else shape = size;
  }

  let rows = fallback.rows;
  let cols = fallback.cols;
  let start = fallback.start.slice();
  let fromLink = false;
  const boardText = given.get('board');
  if (boardText !== undefined) {
    let parsed = parseBoard(boardText, shape ?? undefined);
    if (!parsed.ok && shape) {
      // A board that reads on its own but not at this size: the board is the stronger
      // statement, the size goes.
      const alone = parseBoard(boardText);
      if (alone.ok) {
        drop('size', 'mismatch');
        shape = null;
        parsed = alone;
      }
    }
    if (parsed.ok) {
      ({ rows, cols } = parsed.board);
      start = parsed.board.tiles;
      fromLink = true;
    } else {
      drop('board', 'malformed', parsed.error);
    }
  }
  if (!fromLink && shape && (shape.rows !== rows || shape.cols !== cols)) {
    // A size with no usable board of that size: the fallback board decides.
    drop('size', 'mismatch');
  }

  let goal =
    fallback.rows === rows && fallback.cols === cols ? fallback.goal.slice() : makeGoal('blank-last', rows, cols);
  const goalText = given.get('goal');
  if (goalText !== undefined) {
    const kind = goalText.trim();
    if (kind === 'blank-last' || kind === 'blank-first' || kind === 'spiral') {
      goal = makeGoal(kind, rows, cols);
    } else {
      const parsed = parseBoard(goalText, { rows, cols });
      if (parsed.ok) goal = parsed.board.tiles;
      else drop('goal', parsed.error.code === 'bad-size' ? 'mismatch' : 'malformed', parsed.error);
    }
  }
  return { rows, cols, goal, start, fromLink };
}

function readNumber(
  given: Map<ParamName, string>,
  drop: Drop,
  name: ParamName,
  reader: (value: string) => number | null,
  range: { min: number; max: number },
): number | undefined {
  const text = given.get(name);
  if (text === undefined) return undefined;
  const value = reader(text);
  if (value === null) {
    drop(name, 'malformed');
    return undefined;
  }
  if (value < range.min || value > range.max) {
    drop(name, 'out-of-range');
    return undefined;
  }
  return value;
}

function readRunOptions(given: Map<ParamName, string>, drop: Drop, base: RunSetup): RunSetup {
  const setup: RunSetup = { ...base };
  const algorithm = given.get('algorithm')?.trim();
  if (algorithm !== undefined) {
    if (isAlgorithmId(algorithm)) setup.algorithm = algorithm as AlgorithmId;
    else drop('algorithm', 'malformed');
  }
  const puzzle = makePuzzle(setup.rows, setup.cols, setup.goal);
  const heuristic = given.get('heuristic')?.trim();
  if (heuristic !== undefined) {
    if (!isHeuristic(heuristic)) drop('heuristic', 'malformed');
    else if (!heuristicSupported(heuristic, puzzle)) drop('heuristic', 'unsupported');
    else setup.heuristic = heuristic;
  }
  // The default heuristic must suit the board too (walking distance is not offered everywhere).
  if (!heuristicSupported(setup.heuristic, puzzle)) setup.heuristic = 'manhattan';
  const weight = readNumber(given, drop, 'weight', readDecimal, WEIGHT_RANGE);
  if (weight !== undefined) setup.weight = weight;
  const depth = readNumber(given, drop, 'depth', readInteger, DEPTH_RANGE);
  if (depth !== undefined) setup.depthLimit = depth;
  const budget = readNumber(given, drop, 'budget', readInteger, BUDGET_RANGE);
  if (budget !== undefined) setup.maxExpansions = budget;
  return setup;
}

/** A compare link's board when it gives none of its own. */
const COMPARE_FALLBACK = {
  rows: 3,
  cols: 3,
  goal: makeGoal('blank-last', 3, 3),
  start: [0, 5, 2, 7, 6, 3, 4, 1, 8],
  maxExpansions: 50_000,
};

/** `bfs;idastar:manhattan;wastar:linear-conflict:w2` as pane setups, or null if any is unusable. */
function readPanes(text: string, puzzle: ReturnType<typeof makePuzzle>): PaneSetup[] | null {
  const entries = text
    .split(';')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length < MIN_PANES || entries.length > MAX_PANES) return null;
  const panes: PaneSetup[] = [];
  for (const entry of entries) {
    const [algorithm, ...rest] = entry.split(':').map((x) => x.trim());
    if (!isAlgorithmId(algorithm)) return null;
    const pane: PaneSetup = {
      algorithm: algorithm as AlgorithmId,
      heuristic: 'manhattan',
      weight: 2,
      depthLimit: 20,
      seed: 1,
    };
    for (const part of rest) {
      const number = /^([wds])(\d{1,6}(\.\d{1,3})?)$/.exec(part);
      if (isHeuristic(part)) {
        if (!heuristicSupported(part, puzzle)) return null;
        pane.heuristic = part;
      } else if (
        number?.[1] === 'w' &&
        Number(number[2]) >= WEIGHT_RANGE.min &&
        Number(number[2]) <= WEIGHT_RANGE.max
      ) {
        pane.weight = Number(number[2]);
      } else if (
        number?.[1] === 'd' &&
        Number.isInteger(Number(number[2])) &&
        Number(number[2]) >= DEPTH_RANGE.min &&
        Number(number[2]) <= DEPTH_RANGE.max
      ) {
        pane.depthLimit = Number(number[2]);
      } else if (number?.[1] === 's' && Number.isInteger(Number(number[2]))) {
        pane.seed = Number(number[2]);
      } else {
        return null;
      }
    }
    panes.push(pane);
  }
  return panes;
}

/** Every algorithm id, for the property tests and the docs. */
export const ALGORITHM_IDS: readonly AlgorithmId[] = ALGORITHMS.map((a) => a.id);
