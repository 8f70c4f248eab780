/**
 * What a link says, and what reading one may refuse. The format itself (one table of parameters
 * per mode) is in `modes.ts`; reading and writing in `codec.ts`.
 */
import type { ParseError } from '../core/parse';
import type { CompareSetup, Mode, RunSetup } from '../core/setups';

/** A whole query longer than this is refused outright: no scenario needs a tenth of it. */
export const MAX_QUERY_CHARS = 4_000;
/** One value longer than this is refused (a 5x5 board with separators is under 80). */
export const MAX_VALUE_CHARS = 300;
/** A typed map's compressed text (`maptext`) longer than this is refused: a 60x40 maze packs into a third. */
export const MAX_PACKED_MAP_CHARS = 3_000;
/** Parameters read at most; the rest are reported in one line. */
export const MAX_PARAMS = 32;

export const PARAM_NAMES = [
  'mode',
  'size',
  'board',
  'goal',
  'algorithm',
  'heuristic',
  'weight',
  'depth',
  'memory',
  // BFS: `goaltest=expansion` tests the goal at expansion (absent or `generation`: at generation).
  'goaltest',
  'budget',
  'step',
  'panes',
  'embed',
  // The view that was open (`show=tree`) and the current board's overlay (`overlay=manhattan`).
  'show',
  'overlay',
  // Hill climbing, annealing, beam search: seed and settings, e.g. `s7:x100:r10` (values.ts).
  'local',
  // A problem of another domain than the puzzle (domainRows.ts): its kind, map, grid moves, start.
  'domain',
  'map',
  // A map of the teacher's own, typed or edited: its text compressed (mapText.ts).
  'maptext',
  'moves',
  'start',
] as const;
export type ParamName = (typeof PARAM_NAMES)[number];

export type IgnoredReason =
  | 'unknown' // not a parameter we know
  | 'malformed' // not a value of the right kind
  | 'out-of-range' // a number outside the allowed range
  | 'too-long' // longer than MAX_VALUE_CHARS (a typed map: MAX_PACKED_MAP_CHARS, or too long unpacked)
  | 'duplicate' // given twice: the first one counts
  | 'unsupported' // valid on its own but not with this board (a heuristic this size lacks)
  | 'mismatch' // the size and the board (or goal) disagree
  | 'not-used' // meaningful in another mode only
  | 'not-for-problem' // a puzzle's parameter on a map or grid link, or the other way round
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
  /**
   * How the page shows it, not what it shows: `?embed=1` is the view alone, for an iframe in a
   * course page (`view.ts`). Any mode's link may carry it.
   */
  embed?: true;
  /** The view that was open when it is not the mode's first (view.ts): the tree, compare's results. */
  show?: LinkView;
  /** The current node's per-tile Manhattan overlay was on. */
  overlay?: true;
}

/** The views a link can open on (the visualizer's middle column, compare mode's lower half). */
export const LINK_VIEWS = ['frontier', 'tree', 'charts', 'results'] as const;
export type LinkView = (typeof LINK_VIEWS)[number];

export interface UrlReadResult {
  /** Null when the query held no usable parameter at all (open the page as it is). */
  scenario: Scenario | null;
  ignored: IgnoredParam[];
}
