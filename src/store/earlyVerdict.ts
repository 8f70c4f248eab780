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

/**
 * Events recorded before a run is judged by its projection: still a long run to step through,
 * and the ratio has settled long before. Every 100,000 events recorded first is some 0.3 s of
 * Run to end: at 250,000, Korf's instance 1 cold took 5.6 s where 100,000 took 5.2 (alternating
 * runs, 2026-12-06).
 */
export const EARLY_VERDICT_EVENTS = 100_000;

/**
 * Whether a run that has recorded `events`, `expansions` of them expand events, would hold more
 * than `cap` events at its expansion budget; judged once it has recorded enough.
 */
export function outgrowsCap(events: number, expansions: number, budget: number, cap: number): boolean {
  return events >= EARLY_VERDICT_EVENTS && expansions > 0 && (events / expansions) * budget > cap;
}

/**
 * Expansions a recording needs before a known end can judge it: the events an expansion costs
 * have settled by then, and a whole run this short fits any cap.
 */
export const KNOWN_END_EXPANSIONS = 2_000;

/**
 * Whether a run that has recorded `events`, `expansions` of them expand events, would hold more
 * than `cap` events at its true end, `endExpansions` expansions (known when the background worker
 * finished the same run first: backgroundRun.ts `startAhead`).
 */
export function outgrowsCapAtEnd(events: number, expansions: number, endExpansions: number, cap: number): boolean {
  return expansions >= KNOWN_END_EXPANSIONS && (events / expansions) * endExpansions > cap;
}
