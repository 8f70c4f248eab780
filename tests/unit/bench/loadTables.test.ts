/**
 * What the benchmark says about its pattern databases (issue #17): "loaded from .cache/pdb" only
 * when a cached copy was there and passed its checks; a stale copy is rebuilt and said so.
 * Run on the 2x4 tables (built in a moment) with an in-memory store instead of the 15-puzzle's.
 */
import { describe, expect, it } from 'vitest';
import type { PdbStore } from '../../../src/core/pdb';
import { makePuzzle } from '../../../src/core/puzzle';
import { loadTables } from '../../../bench/suites/korf100';

function memoryStore(): PdbStore & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    load: (id) => files.get(id) ?? null,
    save: (id, bytes) => void files.set(id, Uint8Array.from(bytes)),
  };
}

describe('bench: where the tables came from', () => {
  const puzzle = makePuzzle(2, 4);

  it('no cache yet, then loaded, a stale copy rebuilt and said so, and fresh when asked', async () => {
    const store = memoryStore();
    const first = await loadTables(false, puzzle, store);
    expect(first.how).toBe('built (no cache yet)');
    expect(store.files.size).toBe(1);
    expect((await loadTables(false, puzzle, store)).how).toBe('loaded from .cache/pdb');

    // Another format version in the header: refused by its check, rebuilt, never "loaded".
    const [id, bytes] = [...store.files][0];
    const stale = Uint8Array.from(bytes);
    stale[4] += 1;
    store.files.set(id, stale);
    const rebuilt = await loadTables(false, puzzle, store);
    expect(rebuilt.how).toBe('built (the cached copy was stale)');
    expect(rebuilt.set.tables).toEqual(first.set.tables);
    // The rebuild replaced the stale copy.
    expect((await loadTables(false, puzzle, store)).how).toBe('loaded from .cache/pdb');

    // A flipped bit in a table: its checksum fails, the same verdict.
    const damaged = Uint8Array.from(store.files.get(id)!);
    damaged[damaged.length - 1] ^= 1;
    store.files.set(id, damaged);
    expect((await loadTables(false, puzzle, store)).how).toBe('built (the cached copy was stale)');

    expect((await loadTables(true, puzzle, store)).how).toBe('built fresh');
  });
});
