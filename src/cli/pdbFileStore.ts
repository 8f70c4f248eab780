/**
 * The Node side of the pattern database cache: one file per set in `.cache/pdb/` (ignored by
 * git). Core stays free of node:fs (it also runs in a Web Worker); Node entry points call
 * `enablePdbFileCache()` once. Stale or damaged files are refused by the header check in core and
 * simply overwritten by the next build.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PdbStore } from '../core/pdb';
import { setPdbStore } from '../core/pdb';

export const DEFAULT_PDB_CACHE_DIR = resolve(import.meta.dirname, '..', '..', '.cache', 'pdb');

export function pdbFileStore(dir = DEFAULT_PDB_CACHE_DIR): PdbStore {
  const file = (id: string) => join(dir, `${id.replace(/[^\w.-]/g, '_')}.bin`);
  return {
    load(id) {
      try {
        return new Uint8Array(readFileSync(file(id)));
      } catch {
        return null;
      }
    },
    save(id, bytes) {
      mkdirSync(dir, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file(id)}.${process.pid}.tmp`;
      writeFileSync(tmp, bytes);
      renameSync(tmp, file(id));
    },
  };
}

export function enablePdbFileCache(dir = DEFAULT_PDB_CACHE_DIR): PdbStore {
  const store = pdbFileStore(dir);
  setPdbStore(store);
  return store;
}
