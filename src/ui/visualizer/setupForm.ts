/**
 * The visualizer's set-up form as data: what the fields hold, the run they describe, and whether
 * that is the run on screen. A lecturer must never explain a screen that shows another run than
 * the one selected, so the panel applies choices at once and marks anything it cannot apply yet
 * (a board half typed) as "changed, not applied": both read `formSetup` and `formMatches` here.
 */
import { DEFAULT_SMA_MEMORY_LIMIT, type AlgorithmOption, type GoalTest } from '../../core/solvers/types';
import type { AlgorithmId, HeuristicId } from '../../core/events';
import { heuristicSupported } from '../../core/heuristics';
import { formatBoard, parseBoard, type ParseError } from '../../core/parse';
import { goalKindOf, makeGoal, makePuzzle } from '../../core/puzzle';
import { algorithmInfo, takesOption } from '../../core/solvers/algorithms';
import type { DomainProblem } from '../../core/setups';
import type { RunSetup } from '../../store/runStore';
import type { GoalChoice } from '../editor/goalChoice';

export interface SetupForm {
  board: string;
  goal: GoalChoice;
  customGoal: string;
  algorithm: AlgorithmId;
  heuristic: HeuristicId;
  weight: number;
  depthLimit: number;
  memoryLimit: number;
  /** BFS: when the goal is tested. */
  goalTest: GoalTest;
  maxExpansions: number;
  /** A road map or a grid (absent: the puzzle, whose board the fields above hold). */
  domain?: string;
  problem?: DomainProblem;
}

/** The fields showing this run's set-up. */
export function formFrom(setup: RunSetup): SetupForm {
  return {
    board: formatBoard(setup.start, setup.cols, 'rows'),
    goal: goalKindOf(setup.goal, setup.rows, setup.cols) ?? 'custom',
    customGoal: formatBoard(setup.goal, setup.cols, 'rows'),
    algorithm: setup.algorithm,
    heuristic: setup.heuristic,
    weight: setup.weight,
    depthLimit: setup.depthLimit,
    memoryLimit: setup.memoryLimit ?? DEFAULT_SMA_MEMORY_LIMIT,
    goalTest: setup.goalTest ?? 'generation',
    maxExpansions: setup.maxExpansions,
    ...(setup.domain !== undefined && setup.problem ? { domain: setup.domain, problem: setup.problem } : {}),
  };
}

export type FormReading =
  | { ok: true; setup: RunSetup }
  | { ok: false; error: ParseError }
  /** A custom goal read fine but has another shape than the board (the parser cannot know). */
  | { ok: false; goalShape: { rows: number; cols: number } };

/**
 * The run the fields describe, or why they describe none. A heuristic the board does not
 * support falls back to Manhattan, as links and the other modes do.
 */
export function formSetup(form: SetupForm): FormReading {
  const board = parseBoard(form.board);
  if (!board.ok) return { ok: false, error: board.error };
  const { rows, cols, tiles } = board.board;
  let goal: number[];
  if (form.goal === 'custom') {
    const g = parseBoard(form.customGoal, { rows, cols });
    if (!g.ok) return { ok: false, error: g.error };
    if (g.board.rows !== rows || g.board.cols !== cols) return { ok: false, goalShape: { rows, cols } };
    goal = g.board.tiles;
  } else {
    goal = makeGoal(form.goal, rows, cols);
  }
  const heuristic = heuristicSupported(form.heuristic, makePuzzle(rows, cols, goal)) ? form.heuristic : 'manhattan';
  return {
    ok: true,
    setup: {
      rows,
      cols,
      goal,
      start: tiles,
      algorithm: form.algorithm,
      heuristic,
      weight: form.weight,
      depthLimit: form.depthLimit,
      maxExpansions: form.maxExpansions,
      ...(takesOption(form.algorithm, 'memoryLimit') ? { memoryLimit: form.memoryLimit } : {}),
      ...(takesOption(form.algorithm, 'goalTest') && form.goalTest === 'expansion' ? { goalTest: form.goalTest } : {}),
      // Another domain's problem; the puzzle's board stays in the fields for the way back.
      ...(form.domain !== undefined && form.problem ? { domain: form.domain, problem: form.problem } : {}),
    },
  };
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Whether the fields describe exactly the run on screen. Options the algorithm does not use
 * (the heuristic of BFS, the weight of A*) do not count: changing them changes no run.
 */
export function formMatches(form: SetupForm, setup: RunSetup): boolean {
  const read = formSetup(form);
  if (!read.ok) return false;
  const s = read.setup;
  const info = algorithmInfo(s.algorithm);
  const takes = (option: AlgorithmOption) => takesOption(s.algorithm, option);
  return (
    s.rows === setup.rows &&
    s.cols === setup.cols &&
    same(s.start, setup.start) &&
    same(s.goal, setup.goal) &&
    s.algorithm === setup.algorithm &&
    (!info?.usesHeuristic || s.heuristic === setup.heuristic) &&
    (!takes('weight') || s.weight === setup.weight) &&
    (!takes('depthLimit') || s.depthLimit === setup.depthLimit) &&
    (!takes('memoryLimit') || s.memoryLimit === (setup.memoryLimit ?? DEFAULT_SMA_MEMORY_LIMIT)) &&
    (!takes('goalTest') || (s.goalTest ?? 'generation') === (setup.goalTest ?? 'generation')) &&
    s.maxExpansions === setup.maxExpansions &&
    s.domain === setup.domain &&
    sameProblem(s.problem, setup.problem)
  );
}

function sameProblem(a: DomainProblem | undefined, b: DomainProblem | undefined): boolean {
  return (
    a === b ||
    (a !== undefined &&
      b !== undefined &&
      a.instance === b.instance &&
      a.start === b.start &&
      a.goal === b.goal &&
      a.heuristic === b.heuristic)
  );
}
