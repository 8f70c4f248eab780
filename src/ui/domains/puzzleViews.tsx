/**
 * The sliding puzzle's state views: a board, small in a list and large as the main view, and
 * its rows as a label. (The visualizer's puzzle panels draw their boards with the same parts,
 * with their overlays and projector sizes.)
 */
import type { AnyDomain } from '../../core/domain/types';
import type { StateKey } from '../../core/events';
import type { Tiles } from '../../core/puzzle';
import { MiniBoard } from '../board/MiniBoard';
import type { StateViewProps, StateViews } from './stateViews';

/** The puzzle's domain knows its width (puzzle.ts PuzzleDomain). */
function colsOf(domain: AnyDomain): number {
  return (domain as AnyDomain & { cols: number }).cols;
}

function PuzzleState({ domain, stateKey, size }: StateViewProps) {
  const tiles = domain.state(stateKey) as Tiles;
  return <MiniBoard cols={colsOf(domain)} tiles={tiles} cell={size === 'large' ? 48 : 18} />;
}

export const PUZZLE_VIEWS: StateViews = {
  State: PuzzleState,
  label: (domain: AnyDomain, stateKey: StateKey) => domain.format(domain.state(stateKey)),
};
