/**
 * Pattern database bytes in IndexedDB, so a page builds the 4x4 tables once (about 10 s) and
 * later visits load them (11.5 MB) in a moment. Keys are the layout ids, which name the format
 * version and the partition; the bytes carry a checked header too, so a stale or damaged copy
 * is refused by `deserializePdb` and rebuilt. Saving prunes entries of older format versions.
 * Every call degrades to "no cache" (null / no-op) where IndexedDB is missing or refuses.
 */
import { PDB_FORMAT_VERSION } from '../core/pdb';
import { idbDone, openIdb } from './idb';

const DB_NAME = 'frontier-pdb';
const STORE = 'sets';

const open = () => openIdb(DB_NAME, STORE);
const done = idbDone;

export async function loadPdbBytes(id: string): Promise<Uint8Array | null> {
  const db = await open();
  if (!db) return null;
  try {
    const value = await done(db.transaction(STORE, 'readonly').objectStore(STORE).get(id));
    return value instanceof ArrayBuffer ? new Uint8Array(value) : value instanceof Uint8Array ? value : null;
  } catch {
    return null;
  } finally {
    db.close();
  }
}

/** Copies `bytes` at once, so the caller may hand them on (transfer them) while this saves. */
export async function savePdbBytes(id: string, bytes: Uint8Array): Promise<boolean> {
  const copy = bytes.slice().buffer; // a standalone ArrayBuffer, whatever `bytes` views
  const db = await open();
  if (!db) return false;
  try {
    const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
    const keys = (await done(store.getAllKeys())) ?? [];
    const current = `pdb-v${PDB_FORMAT_VERSION}-`;
    for (const key of keys) if (typeof key === 'string' && !key.startsWith(current)) store.delete(key);
    return (await done(store.put(copy, id))) !== null;
  } catch {
    return false;
  } finally {
    db.close();
  }
}

export async function clearPdbCache(): Promise<void> {
  const db = await open();
  if (!db) return;
  try {
    await done(db.transaction(STORE, 'readwrite').objectStore(STORE).clear());
  } finally {
    db.close();
  }
}
