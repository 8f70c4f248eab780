/** Which heuristics the lab compares on a puzzle: every supported one, weakest first. */
import type { HeuristicId } from '../events';
import { HEURISTIC_IDS, heuristicSupported } from '../heuristics';
import type { Puzzle } from '../puzzle';

export function labHeuristics(puzzle: Puzzle): HeuristicId[] {
  return HEURISTIC_IDS.filter((id) => heuristicSupported(id, puzzle));
}
