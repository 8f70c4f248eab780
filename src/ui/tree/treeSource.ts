import type { AnyDomain } from '../../core/domain/types';
import type { AlgorithmId } from '../../core/events';
import type { Puzzle } from '../../core/puzzle';
import type { Replayer, ReplayView } from '../../core/replay';

/** The run at the cursor: a new object on every move (the view inside is the replayer's, reused). */
export interface TreeAt {
  readonly cursor: number;
  readonly view: ReplayView;
}

/** What the search tree draws: one run's log and where its cursor stands. */
export interface TreeSource {
  /** Changes when a new run is loaded: selection and zoom start over. */
  runKey: string;
  replayer: Replayer;
  /**
   * The run's problem domain, whose tree view (src/ui/domains/treeViews.ts) draws each node's
   * state; null on the puzzle, whose domain the tree makes from `puzzle` (so the page's first
   * download, which holds the tree's callers, need not hold the puzzle's domain).
   */
  domain: AnyDomain | null;
  puzzle: Puzzle | null;
  algorithm: AlgorithmId;
  at: TreeAt;
}
