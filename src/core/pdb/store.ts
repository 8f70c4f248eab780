/**
 * Where built pattern databases live: a per-thread memory cache (`tableCache.ts`), and an optional byte store
 * (a folder in Node, wired from bench/ or the CLI; core never imports node:fs so it also runs in
 * a Web Worker, which keeps its own IndexedDB copy). A stored copy whose header does not match
 * the expected layout is ignored and rebuilt (see `serialize.ts`).
 */
import type { Puzzle } from '../puzzle';
import type { PatternDatabaseSet, PdbBuildProgress, PdbLayout } from './databaseSet';
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

/** Memory, then the store (if set): null when the set has to be built. */
function findPatternDatabases(layout: PdbLayout): { set: PatternDatabaseSet; source: 'memory' | 'store' } | null {
  const hit = cachedPatternDatabases(layout);
  if (hit) return { set: hit, source: 'memory' };
  const bytes = store?.load(layout.id) ?? null;
  const loaded = bytes ? deserializePdb(bytes, layout) : null;
  if (!loaded) return null;
  rememberPatternDatabases(loaded);
  return { set: loaded, source: 'store' };
}

function keepBuilt(set: PatternDatabaseSet): PatternDatabaseSet {
  rememberPatternDatabases(set);
  store?.save(set.id, serializePdb(set));
  return set;
}

/** Memory, then the store (if set), then a build; a fresh build is saved to the store. */
export function* loadOrBuildPatternDatabases(
  puzzle: Puzzle,
  options: PartitionOptions = {},
): Generator<PdbBuildProgress, PatternDatabaseSet> {
  const layout = layoutFor(puzzle, options);
  const found = findPatternDatabases(layout);
  return found ? found.set : keepBuilt(yield* buildLayout(layout));
}

/**
 * The same with the build done by `build` (in Node, the tables built side by side in threads:
 * `src/cli/pdbThreads.ts`), saying where the set came from.
 */
export async function loadOrBuildPatternDatabasesWith(
  puzzle: Puzzle,
  build: (layout: PdbLayout) => Promise<PatternDatabaseSet>,
  options: PartitionOptions = {},
): Promise<{ set: PatternDatabaseSet; source: 'memory' | 'store' | 'built' }> {
  const layout = layoutFor(puzzle, options);
  const found = findPatternDatabases(layout);
  return found ?? { set: keepBuilt(await build(layout)), source: 'built' };
}

/** The synchronous path (Node): drains `loadOrBuildPatternDatabases`. */
export function getPatternDatabases(puzzle: Puzzle, options: PartitionOptions = {}): PatternDatabaseSet {
  const run = loadOrBuildPatternDatabases(puzzle, options);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}
