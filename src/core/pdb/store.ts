/**
 * Where built pattern databases live: a per-thread memory cache (`tableCache.ts`), and an optional byte store
 * (a folder in Node, wired from bench/ or the CLI; core never imports node:fs so it also runs in
 * a Web Worker, which keeps its own IndexedDB copy). A stored copy whose header does not match
 * the expected layout is ignored and rebuilt (see `serialize.ts`).
 */
import type { Puzzle } from '../puzzle';
import type { PatternDatabaseSet, PdbBuildProgress } from './databaseSet';
import { buildLayout } from './buildLayout';
import { layoutFor } from './databaseSet';
import type { PartitionOptions } from './partition';
import { deserializePdb, serializePdb } from './serialize';
import { cachedPatternDatabases, rememberPatternDatabases } from './tableCache';

export { cachedPatternDatabases, forgetPatternDatabases, rememberPatternDatabases } from './tableCache';

export interface PdbStore {
  load(id: string): Uint8Array | null;
  save(id: string, bytes: Uint8Array): void;
}

let store: PdbStore | null = null;

export function setPdbStore(next: PdbStore | null): void {
  store = next;
}

/** Memory, then the store (if set), then a build; a fresh build is saved to the store. */
export function* loadOrBuildPatternDatabases(
  puzzle: Puzzle,
  options: PartitionOptions = {},
): Generator<PdbBuildProgress, PatternDatabaseSet> {
  const layout = layoutFor(puzzle, options);
  const hit = cachedPatternDatabases(layout);
  if (hit) return hit;
  const bytes = store?.load(layout.id) ?? null;
  const loaded = bytes ? deserializePdb(bytes, layout) : null;
  if (loaded) {
    rememberPatternDatabases(loaded);
    return loaded;
  }
  const set = yield* buildLayout(layout);
  rememberPatternDatabases(set);
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
