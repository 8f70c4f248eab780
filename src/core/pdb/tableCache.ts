/**
 * The tables this thread already holds, by layout id: what a run finds without building. Apart
 * from `store.ts` (which can also load and build) because the page asks it before every
 * pattern-database run, and the builder should not come with the question.
 */
import type { PatternDatabaseSet, PdbLayout } from './databaseSet';

const memory = new Map<string, PatternDatabaseSet>();

/** Makes a set (built or loaded elsewhere, e.g. in a worker) available to later look-ups. */
export function rememberPatternDatabases(set: PatternDatabaseSet): void {
  memory.set(set.id, set);
}

/** Drops the memory cache (tests; or to free memory in a long-lived worker). */
export function forgetPatternDatabases(): void {
  memory.clear();
}

export function cachedPatternDatabases(layout: PdbLayout): PatternDatabaseSet | null {
  return memory.get(layout.id) ?? null;
}
