/**
 * Run to end's early verdict on a run too large to record. Recording a run up to the cap only to
 * learn that it does not fit took seconds at a cap of millions of events (Korf's instance 1:
 * most of its 9 s cold); the events an expansion costs settle within a few thousand expansions,
 * so a run that has recorded EARLY_VERDICT_EVENTS can be projected to its expansion budget.
 * One whose projection passes the cap goes to the background worker at once (the visualizer) or
 * is shown too large at once (compare mode). The projection is an upper bound of sorts: a run
 * may solve long before its budget, and then was handed over when it might have fitted; it is
 * still finished, and only that run's late events cannot be stepped through.
 */

/** Events recorded before a run is judged by its projection. */
export const EARLY_VERDICT_EVENTS = 250_000;

export interface RunSoFar {
  /** Events recorded. */
  events: number;
  /** Expand events among them. */
  expansions: number;
}

/** Whether a run at its expansion budget would hold more than `cap` events, judged once it has recorded enough. */
export function outgrowsCap(run: RunSoFar, budget: number, cap: number): boolean {
  if (run.events < EARLY_VERDICT_EVENTS || run.expansions <= 0) return false;
  return (run.events / run.expansions) * budget > cap;
}
