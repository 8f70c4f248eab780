/**
 * What the pseudocode panel shows, as plain props built from a replay view: the visualizer's run
 * (usePseudocodeInput.ts) and each compare pane (compare/PanePseudocode.tsx) build it the same way.
 */
import type { HeuristicId, NodeInfo, SearchEvent, AlgorithmId } from '../../core/events';
import type { Puzzle } from '../../core/puzzle';
import type { GoalTest } from '../../core/solvers/types';
import type { ReplayView } from '../../core/replay';
import type { StepAt } from '../../store/lineGuessStore';
import { decodeBoard } from '../../store/selectors';

export interface PseudocodeInput {
  readonly algorithm: AlgorithmId;
  readonly heuristic: HeuristicId;
  /** BFS: where this run tests the goal (it picks the version of the listing). */
  readonly goalTest: GoalTest | undefined;
  /** The event at the cursor (null before the first step). */
  readonly event: SearchEvent | null;
  /** The node that event is about, and its board. */
  readonly node: NodeInfo | null;
  readonly tiles: readonly number[] | null;
  readonly cols: number;
  readonly bound: number | null;
  readonly frontierSize: number;
  /** Where the cursor is, for the guessing game (null where there is no game). */
  readonly at: StepAt | null;
}

/** The panel's props for `view` (read at once: the replayer reuses the view), or null before a run. */
export function pseudocodeInput(
  view: ReplayView | null,
  puzzle: Puzzle,
  heuristic: HeuristicId,
  at: StepAt | null,
  goalTest?: GoalTest,
): PseudocodeInput | null {
  if (!view?.algorithm) return null;
  const event = view.lastEvent;
  const node = event && 'node' in event ? event.node : event && 'root' in event ? event.root : null;
  return {
    algorithm: view.algorithm,
    heuristic,
    goalTest,
    event,
    node,
    tiles: node ? decodeBoard(puzzle, node) : null,
    cols: puzzle.cols,
    bound: view.iteration ? view.iteration.bound : null,
    frontierSize: view.frontier.size,
    at,
  };
}
