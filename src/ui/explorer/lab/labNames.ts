/** Shared look-ups for the lab's views. */
import type { HeuristicId } from '../../../core/events';
import type { LabTruth } from '../../../core/lab';

/** The true distance when known (table or finished search), else null. */
export function knownDistance(truth: LabTruth | null | undefined): number | null {
  return truth && (truth.kind === 'table' || truth.kind === 'search') ? truth.distance : null;
}

/** Shared heuristic names live in the base catalog (`heuristic.<id>`). */
export const heuristicKey = (id: HeuristicId) => `heuristic.${id}` as const;
