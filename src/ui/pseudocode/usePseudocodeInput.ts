/**
 * The one place the pseudocode panel reads the run store: everything it shows comes through
 * here as plain props, so a change in how the store is built touches only this file. It reads
 * the view through useRunView, so inside LaggedRepaint it repaints with the heavy panels during
 * fast playback, not every frame.
 */
import { useRunStore } from '../../store/runStore';
import { decodeBoard } from '../../store/selectors';
import { usePuzzle, useRunView } from '../visualizer/useRun';
import type { PseudocodeInput } from './PseudocodePanel';

export function usePseudocodeInput(): PseudocodeInput | null {
  const view = useRunView();
  const puzzle = usePuzzle();
  const heuristic = useRunStore((s) => s.setup.heuristic);
  if (!view || !puzzle || !view.algorithm) return null;
  const event = view.lastEvent;
  const node = event && 'node' in event ? event.node : event && 'root' in event ? event.root : null;
  return {
    algorithm: view.algorithm,
    heuristic,
    event,
    node,
    tiles: node ? decodeBoard(puzzle, node) : null,
    cols: puzzle.cols,
    bound: view.iteration ? view.iteration.bound : null,
    frontierSize: view.frontier.size,
  };
}
