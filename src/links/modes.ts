/**
 * The link format, one table per mode: each row is a parameter with its reader (and the
 * specific reason it refuses a value), its writer, and its default (the field's value in the
 * mode's `defaults()`). Adding a parameter is adding a row (and a name to PARAM_NAMES).
 *
 *   ?mode=visualize&size=3x3&board=8,1,3/4,0,2/7,6,5&goal=blank-last
 *    &algorithm=astar&heuristic=manhattan&weight=2&depth=20&budget=200000&step=57
 *   ?mode=play&board=2,8,3/1,6,4/7,0,5&goal=spiral
 *   ?mode=compare&board=0,5,2/7,6,3/4,1,8&goal=blank-last&budget=50000&panes=bfs;idastar:manhattan&step=120
 *
 * Links write every row of their mode (no default left out), so a link keeps meaning the same
 * run even if the defaults change later.
 */
import type { AlgorithmId } from '../core/events';
import { heuristicSupported } from '../core/heuristics';
import { makeGoal, makePuzzle } from '../core/puzzle';
import { DEFAULT_LOCAL, DEFAULT_SETUP, type Mode, type PaneSetup, type RunSetup } from '../core/setups';
import { checkSolvability } from '../core/solvability';
import { isAlgorithmId, isLocalSearch, takesOption } from '../core/solvers/algorithms';
import { GOAL_TESTS, type GoalTest } from '../core/solvers/types';
import {
  domainGoalRow,
  domainHeuristicRow,
  domainRow,
  mapRow,
  mapTextRow,
  movesRow,
  onDomain,
  puzzleOr,
  startRow,
} from './domainRows';
import type { ParamName, Scenario } from './scenario';
import {
  boardDraft,
  boardRow,
  goalRow,
  modeCodec,
  notUsed,
  numberRow,
  sizeRow,
  type BoardDraft,
  type ModeCodec,
  type ParamRow,
} from './table';
import {
  BUDGET_RANGE,
  COMPARE_STEP_RANGE,
  DEPTH_RANGE,
  MEMORY_RANGE,
  STEP_RANGE,
  WEIGHT_RANGE,
  isHeuristic,
  localParts,
  paneParam,
  readLocal,
  readDecimal,
  readInteger,
  readPanes,
} from './values';

const BOARD_PARAMS: readonly ParamName[] = ['size', 'board', 'goal'];
/** The parameters of the search run (everything but the board, which play mode shares). */
const RUN_PARAMS: readonly ParamName[] = [
  'domain',
  'map',
  'maptext',
  'moves',
  'start',
  'algorithm',
  'heuristic',
  'weight',
  'depth',
  'memory',
  'goaltest',
  'budget',
  'step',
  'local',
];

// ---------------------------------------------------------------------------------------------
// visualize and explore: the visualizer's run (explore has no step: it shows no run)

type RunDraft = BoardDraft & RunSetup & { step?: number };

const algorithmRow: ParamRow<RunDraft> = {
  name: 'algorithm',
  read: (text, draft, refuse) => {
    if (text === undefined) return;
    if (isAlgorithmId(text.trim())) draft.algorithm = text.trim() as AlgorithmId;
    else refuse('algorithm', 'malformed');
  },
  write: (d) => d.algorithm,
};

/** Read after the board: a heuristic must suit its size (pattern databases stop at 16 cells). */
const heuristicRow: ParamRow<RunDraft> = {
  name: 'heuristic',
  read: (text, draft, refuse) => {
    const puzzle = makePuzzle(draft.rows, draft.cols, draft.goal);
    const heuristic = text?.trim();
    if (heuristic !== undefined) {
      if (!isHeuristic(heuristic)) refuse('heuristic', 'malformed');
      else if (!heuristicSupported(heuristic, puzzle)) refuse('heuristic', 'unsupported');
      else draft.heuristic = heuristic;
    }
    // The default heuristic must suit the board too (walking distance is not offered everywhere).
    if (!heuristicSupported(draft.heuristic, puzzle)) draft.heuristic = 'manhattan';
  },
  write: (d) => d.heuristic,
};

/** A local search's seed and settings, written only for one (`s7:x100:r10`, see values.ts). */
const localRow: ParamRow<RunDraft> = {
  name: 'local',
  read: (text, draft, refuse) => {
    if (text === undefined) return;
    const local = readLocal(text);
    if (local) draft.local = local;
    else refuse('local', 'malformed');
  },
  write: (d) =>
    isLocalSearch(d.algorithm) ? localParts(d.algorithm, { ...DEFAULT_LOCAL, ...d.local }).join(':') : undefined,
};

/** BFS's goal test: written only for a BFS that tests at expansion (plain BFS tests at generation). */
const goalTestRow: ParamRow<RunDraft> = {
  name: 'goaltest',
  read: (text, draft, refuse) => {
    if (text === undefined) return;
    const value = text.trim() as GoalTest;
    if (GOAL_TESTS.includes(value)) draft.goalTest = value;
    else refuse('goaltest', 'malformed');
  },
  write: (d) => (takesOption(d.algorithm, 'goalTest') && d.goalTest === 'expansion' ? 'expansion' : undefined),
};

const budget = <D extends { maxExpansions: number }>() =>
  numberRow<D>('budget', readInteger, BUDGET_RANGE, {
    get: (d) => d.maxExpansions,
    set: (d, v) => (d.maxExpansions = v),
  });

/** The position: the visualizer's event (from 1), compare's clock in expansions (from 0). */
const step = <D extends { step?: number }>(
  range: { min: number; max: number } = STEP_RANGE,
  when: (draft: D) => boolean = () => true,
): ParamRow<D> => {
  const row = numberRow<D>('step', readInteger, range, { get: (d) => d.step, set: (d, v) => (d.step = v) });
  return { ...row, read: (text, draft, refuse) => when(draft) && row.read(text, draft, refuse) };
};

const runRows: readonly ParamRow<RunDraft>[] = [
  // The domain first: the rows below read the puzzle's parameters, or the domain's, by it.
  domainRow,
  mapRow,
  mapTextRow,
  movesRow,
  startRow,
  puzzleOr<RunDraft>(sizeRow, null),
  puzzleOr<RunDraft>(boardRow, null),
  puzzleOr<RunDraft>(goalRow, domainGoalRow),
  algorithmRow,
  puzzleOr<RunDraft>(heuristicRow, domainHeuristicRow),
  numberRow('weight', readDecimal, WEIGHT_RANGE, { get: (d) => d.weight, set: (d, v) => (d.weight = v) }),
  numberRow('depth', readInteger, DEPTH_RANGE, { get: (d) => d.depthLimit, set: (d, v) => (d.depthLimit = v) }),
  numberRow('memory', readInteger, MEMORY_RANGE, {
    get: (d) => (takesOption(d.algorithm, 'memoryLimit') ? d.memoryLimit : undefined),
    set: (d, v) => (d.memoryLimit = v),
  }),
  goalTestRow,
  budget(),
  localRow,
];

const runSetupOf = (d: RunDraft): RunSetup => {
  const { rows, cols, goal, start, algorithm, heuristic, weight, depthLimit, maxExpansions } = d;
  return {
    rows,
    cols,
    goal,
    start,
    algorithm,
    heuristic,
    weight,
    depthLimit,
    maxExpansions,
    ...(isLocalSearch(algorithm) ? { local: { ...DEFAULT_LOCAL, ...d.local } } : {}),
    // Only SMA* has a memory limit: for the others the link neither writes nor keeps one.
    ...(takesOption(algorithm, 'memoryLimit') && d.memoryLimit !== undefined ? { memoryLimit: d.memoryLimit } : {}),
    // Only BFS has a choice of goal test, and at generation is what a set-up without one means.
    ...(takesOption(algorithm, 'goalTest') && d.goalTest === 'expansion' ? { goalTest: d.goalTest } : {}),
    ...(onDomain(d) && d.problem ? { domain: d.domain, problem: { ...d.problem } } : {}),
  };
};

const runTable = (withStep: boolean) =>
  modeCodec<RunDraft>({
    triggers: [...BOARD_PARAMS, ...RUN_PARAMS],
    defaults: () => ({ ...DEFAULT_SETUP, ...boardDraft(DEFAULT_SETUP) }),
    rows: withStep ? [notUsed('panes'), ...runRows, step()] : [notUsed('panes'), notUsed('step'), ...runRows],
    finish: (d) =>
      withStep && d.step !== undefined ? { setup: runSetupOf(d), step: d.step } : { setup: runSetupOf(d) },
    fromScenario: (s) =>
      s.setup ? { ...boardDraft(s.setup), ...s.setup, ...(withStep ? { step: s.step } : {}) } : null,
  });

// ---------------------------------------------------------------------------------------------
// play: the board a learner plays with

const playTable = modeCodec<BoardDraft>({
  triggers: BOARD_PARAMS,
  defaults: () => boardDraft(DEFAULT_SETUP),
  rows: [...RUN_PARAMS.map((name) => notUsed<BoardDraft>(name)), sizeRow, boardRow, goalRow],
  finish: (d, refuse, given) => {
    if (!d.fromLink) {
      if (given('goal')) refuse('goal', 'needs-board');
      return {};
    }
    if (!checkSolvability(makePuzzle(d.rows, d.cols, d.goal), d.start).solvable) {
      refuse('board', 'unsolvable');
      return {};
    }
    return { play: { rows: d.rows, cols: d.cols, goal: d.goal, tiles: d.start } };
  },
  fromScenario: (s) => (s.play ? boardDraft({ ...s.play, start: s.play.tiles }) : null),
});

// ---------------------------------------------------------------------------------------------
// compare: one board, two to four panes, and the shared clock in expansions

type CompareDraft = BoardDraft &
  Pick<RunSetup, 'domain' | 'problem'> & { maxExpansions: number; panes: PaneSetup[] | null; step?: number };

/** A compare link's board when it gives none of its own. */
const COMPARE_FALLBACK = {
  rows: 3,
  cols: 3,
  goal: makeGoal('blank-last', 3, 3),
  start: [0, 5, 2, 7, 6, 3, 4, 1, 8],
  maxExpansions: 50_000,
};

const panesRow: ParamRow<CompareDraft> = {
  name: 'panes',
  read: (text, draft, refuse) => {
    draft.panes = readPanes(text ?? '', makePuzzle(draft.rows, draft.cols, draft.goal));
    if (draft.panes === null) refuse('panes', 'malformed');
  },
  write: (d) => d.panes?.map(paneParam).join(';'),
};

const compareTable = modeCodec<CompareDraft>({
  triggers: 'always',
  defaults: () => ({ ...boardDraft(COMPARE_FALLBACK), maxExpansions: COMPARE_FALLBACK.maxExpansions, panes: null }),
  rows: [
    // Every pane on one problem of a road map or a grid: read as the visualizer's run reads it.
    domainRow,
    mapRow,
    mapTextRow,
    movesRow,
    startRow,
    puzzleOr<CompareDraft>(sizeRow, null),
    puzzleOr<CompareDraft>(boardRow, null),
    puzzleOr<CompareDraft>(goalRow, domainGoalRow),
    puzzleOr<CompareDraft>(notUsed('heuristic'), domainHeuristicRow),
    budget(),
    panesRow,
    // The clock of panes that could not be read means nothing: it is left unread.
    step(COMPARE_STEP_RANGE, (d) => d.panes !== null),
    ...(['algorithm', 'weight', 'depth', 'memory', 'goaltest'] as const).map((name) => notUsed<CompareDraft>(name)),
  ],
  finish: (d) => {
    const { rows, cols, goal, start, maxExpansions, panes, step } = d;
    if (panes === null) return {};
    const problem = onDomain(d) && d.problem ? { domain: d.domain, problem: { ...d.problem } } : {};
    const compare = { rows, cols, goal, start, maxExpansions, panes, ...problem };
    return step === undefined ? { compare } : { compare, step };
  },
  fromScenario: (s) => (s.compare ? { ...boardDraft(s.compare), ...s.compare, step: s.step } : null),
});

// ---------------------------------------------------------------------------------------------

const visualizeTable = runTable(true);
const exploreTable = runTable(false);

/**
 * The table a link of this mode reads. A compare link without panes has no comparison to show:
 * it is read as a run without a step, like explore's.
 */
export function tableForReading(mode: Mode, hasPanes: boolean): ModeCodec {
  if (mode === 'compare') return hasPanes ? compareTable : exploreTable;
  return { visualize: visualizeTable, explore: exploreTable, play: playTable }[mode];
}

/** The table a scenario is written with: compare mode writes its panes when it has them. */
export function tableForWriting(scenario: Scenario): ModeCodec {
  if (scenario.mode === 'compare') return scenario.compare ? compareTable : exploreTable;
  return tableForReading(scenario.mode, false);
}
