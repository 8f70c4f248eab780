/**
 * Which frames an exported animation has and what each says: pure, from the run's event log
 * (a step's view is a function of the log and the cursor), never from the screen. Two kinds:
 * - a range of steps: each frame is the view after one event, replayed on a private replayer;
 * - the solution path: the start board, then one frame per move, with g, h and f of each board.
 * The worker draws the frames (src/workers/frameDrawing.ts); this file decides their content.
 */
import type { TFunction } from 'i18next';
import type { AlgorithmId, SearchEvent } from '../../core/events';
import { makeHeuristic } from '../../core/heuristics';
import type { MoveNotation } from '../../core/moveNotation';
import { OPPOSITE, type Direction, type Puzzle } from '../../core/puzzle';
import { createReplayer, type Replayer } from '../../core/replay';
import { runSearchOptions } from '../../core/setupOptions';
import { startSearch } from '../../core/solvers';
import { takesOption } from '../../core/solvers/algorithms';
import type { RunSetup } from '../../store/runStore';
import { decodeBoard, solutionBoards } from '../../store/selectors';
import type { ExportFrame } from '../../workers/frameDrawing';
import { equationText, narrate } from '../visualizer/narration';

/** The most frames one GIF may hold: 600 frames at 480 px is ~140 MB of pixels to quantise. */
export const MAX_FRAMES = 600;
/** The default range: the current step and this many events after it. */
export const DEFAULT_SPAN = 30;

/** The part of an event log the plan reads. */
export interface EventLog {
  readonly length: number;
  event(index: number): SearchEvent;
}

/** The log's first `last` events on a replayer of the export's own, so the page's cursor never moves. */
export function privateReplay(log: EventLog, algorithm: AlgorithmId, last: number): Replayer {
  const replayer = createReplayer(algorithm);
  const events: SearchEvent[] = [];
  for (let i = 0; i < last; i++) events.push(log.event(i));
  replayer.append(events);
  return replayer;
}

/**
 * Steps [from, to] (1-based cursors; clamped to the log): one frame each. `to` past the log's
 * end gives the frames up to its end (a run that ended sooner).
 */
export function planSteps(
  log: EventLog,
  setup: RunSetup,
  puzzle: Puzzle,
  range: { from: number; to: number },
  t: TFunction,
  notation: MoveNotation = 'tile',
): ExportFrame[] {
  const last = Math.min(range.to, log.length);
  const replayer = privateReplay(log, setup.algorithm, last);
  const frames: ExportFrame[] = [];
  for (let k = Math.max(1, range.from); k <= last; k++) {
    const view = replayer.seek(k);
    const node = view.current ?? view.root;
    frames.push({
      tiles: node ? decodeBoard(puzzle, node) : [...setup.start],
      heading: t('share.export.frameStep', { step: k, algorithm: t(`algorithm.${setup.algorithm}`) }),
      equation: node ? equationText(node, setup, t) : '',
      narration: narrate(view, setup, t, null, notation),
    });
  }
  return frames;
}

/** The start board and one frame per move of a found solution. */
export function planSolution(path: readonly Direction[], setup: RunSetup, puzzle: Puzzle, t: TFunction): ExportFrame[] {
  const boards = solutionBoards(puzzle, setup.start, path);
  const heuristic = makeHeuristic(setup.heuristic, puzzle);
  const weight = takesOption(setup.algorithm, 'weight') ? setup.weight : 1;
  return boards.map((tiles, g) => {
    const h = heuristic.estimate(tiles);
    // The tile that moved is the one now where the blank was; it slid opposite to the blank.
    const moved = g > 0 ? tiles[boards[g - 1].indexOf(0)] : 0;
    return {
      tiles,
      heading: t('share.export.frameMove', { move: g, total: path.length }),
      equation: equationText({ g, h, f: g + weight * h }, setup, t),
      narration:
        g === 0
          ? t('share.export.solutionStart', { count: path.length })
          : t('share.export.solutionMove', { tile: moved, dir: t(`direction.${OPPOSITE[path[g - 1]]}`) }),
    };
  });
}

/**
 * The log up to event `to`: the page's own recording when it reaches that far, else the same run
 * made afresh (runs are deterministic), so exporting never moves the page's cursor. Null when the
 * search cannot start (it could, to be on screen: only a bug would get here).
 */
export function logUpTo(recorded: EventLog, setup: RunSetup, puzzle: Puzzle, to: number): EventLog | null {
  if (recorded.length >= to) return recorded;
  const started = startSearch(puzzle, setup.start, { ...runSearchOptions(setup), trace: 'all' });
  if (!started.ok) return null;
  const events: SearchEvent[] = [];
  for (const e of started.search) {
    events.push(e);
    if (events.length >= to) break;
  }
  return { length: events.length, event: (i) => events[i] };
}
