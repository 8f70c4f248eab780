/**
 * Where built pattern databases live: a per-process memory cache, and an optional byte store
 * (a folder in Node, wired from bench/ or the CLI; core never imports node:fs so it also runs in
 * a Web Worker, which keeps its own IndexedDB copy). A stored copy whose header does not match
 * the expected layout is ignored and rebuilt (see `serialize.ts`).
 */
import type { Puzzle } from '../puzzle';
import type { PatternDatabaseSet, PdbBuildProgress, PdbLayout } from './databaseSet';
import { buildLayout, layoutFor } from './databaseSet';
import type { PartitionOptions } from './partition';
import { deserializePdb, serializePdb } from './serialize';

export interface PdbStore {
  load(id: string): Uint8Array | null;
  save(id: string, bytes: Uint8Array): void;
}

let store: PdbStore | null = null;
const memory = new Map<string, PatternDatabaseSet>();

export function setPdbStore(next: PdbStore | null): void {
  store = next;
}

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

/** Memory, then the store (if set), then a build; a fresh build is saved to the store. */
export function* loadOrBuildPatternDatabases(
  puzzle: Puzzle,
  options: PartitionOptions = {},
): Generator<PdbBuildProgress, PatternDatabaseSet> {
  const layout = layoutFor(puzzle, options);
  const hit = memory.get(layout.id);
  if (hit) return hit;
  const bytes = store?.load(layout.id) ?? null;
  const loaded = bytes ? deserializePdb(bytes, layout) : null;
  if (loaded) {
    memory.set(layout.id, loaded);
    return loaded;
  }
  const set = yield* buildLayout(layout);
  memory.set(layout.id, set);
  store?.save(layout.id, serializePdb(set));
  return set;
}

/** The synchronous path (Node): drains `loadOrBuildPatternDatabases`. */
export function getPatternDatabases(puzzle: Puzzle, options: PartitionOptions = {}): PatternDatabaseSet {
  const run = loadOrBuildPatternDatabases(puzzle, options);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}
