/**
 * What the pseudocode panel shows, as plain props built from a replay view: the visualizer's run
 * (usePseudocodeInput.ts) and each compare pane (compare/PanePseudocode.tsx) build it the same way.
 */
import type { HeuristicId, NodeInfo, SearchEvent, AlgorithmId, StateKey } from '../../core/events';
import type { Puzzle } from '../../core/puzzle';
import type { GoalTest } from '../../core/solvers/types';
import type { ReplayView } from '../../core/replay';
import type { StepAt } from '../../store/lineGuessStore';
import { decodeBoard } from '../../store/selectors';
import type { AnyDomain } from '../../core/domain/types';
import { stateViewsFor } from '../domains/stateViews';

export interface PseudocodeInput {
  readonly algorithm: AlgorithmId;
  /** The puzzle's heuristic (IDA* with pattern databases follows Korf's listing); null on another domain. */
  readonly heuristic: HeuristicId | null;
  /** The translation key of the heuristic's name, written into the listing's f(n) line. */
  readonly heuristicKey: string;
  /** BFS: where this run tests the goal (it picks the version of the listing). */
  readonly goalTest: GoalTest | undefined;
  /** The event at the cursor (null before the first step). */
  readonly event: SearchEvent | null;
  /** The node that event is about, and its board. */
  readonly node: NodeInfo | null;
  readonly tiles: readonly number[] | null;
  readonly cols: number;
  /** Another domain than the puzzle: the node's state in a few words (a city, a cell), shown where a board would be. */
  readonly state: string | null;
  readonly bound: number | null;
  readonly frontierSize: number;
  /** Where the cursor is, for the guessing game (null where there is no game). */
  readonly at: StepAt | null;
}

/** What the run is on: the puzzle's board, or another domain (its heuristic by the domain's id, its states by name). */
export type PseudocodeProblem =
  | { readonly puzzle: Puzzle; readonly heuristic: HeuristicId }
  | { readonly puzzle: null; readonly heuristic: string; readonly name: (key: StateKey) => string };

/** A run on another domain than the puzzle: its heuristic (the domain's default when none is named), its states by the domain's label. */
export function domainProblem(domain: AnyDomain, heuristic: string | undefined): PseudocodeProblem {
  const label = stateViewsFor(domain.kind).label;
  const id = heuristic ?? domain.defaultHeuristic ?? 'zero';
  return { puzzle: null, heuristic: id, name: (key) => label(domain, key) };
}

/** The panel's props for `view` (read at once: the replayer reuses the view), or null before a run. */
export function pseudocodeInput(
  view: ReplayView | null,
  problem: PseudocodeProblem,
  at: StepAt | null,
  goalTest?: GoalTest,
): PseudocodeInput | null {
  if (!view?.algorithm) return null;
  const event = view.lastEvent;
  const node = event && 'node' in event ? event.node : event && 'root' in event ? event.root : null;
  const { puzzle } = problem;
  return {
    algorithm: view.algorithm,
    heuristic: puzzle ? problem.heuristic : null,
    heuristicKey: puzzle ? `heuristic.${problem.heuristic}` : `domain.heuristic.${problem.heuristic}`,
    goalTest,
    event,
    node,
    tiles: node && puzzle ? decodeBoard(puzzle, node) : null,
    cols: puzzle?.cols ?? 0,
    state: node && !puzzle ? problem.name(node.key) : null,
    bound: view.iteration ? view.iteration.bound : null,
    frontierSize: view.frontier.size,
    at,
  };
}
