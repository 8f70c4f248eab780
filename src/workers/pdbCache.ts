/**
 * Pattern database bytes in IndexedDB, so a page builds the 4x4 tables once (about 10 s) and
 * later visits load them (11.5 MB) in a moment. Keys are the layout ids, which name the format
 * version and the partition; the bytes carry a checked header too, so a stale or damaged copy
 * is refused by `deserializePdb` and rebuilt. Saving prunes entries of older format versions.
 * Every call degrades to "no cache" (null / no-op) where IndexedDB is missing or refuses.
 */
import { PDB_FORMAT_VERSION } from '../core/pdb';

const DB_NAME = 'frontier-pdb';
const STORE = 'sets';

function open(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

function done<T>(request: IDBRequest<T>): Promise<T | null> {
  return new Promise((resolve) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

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

export async function savePdbBytes(id: string, bytes: Uint8Array): Promise<boolean> {
  const db = await open();
  if (!db) return false;
  try {
    const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
    const keys = (await done(store.getAllKeys())) ?? [];
    const current = `pdb-v${PDB_FORMAT_VERSION}-`;
    for (const key of keys) if (typeof key === 'string' && !key.startsWith(current)) store.delete(key);
    const copy = bytes.slice().buffer; // a standalone ArrayBuffer, whatever `bytes` views
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
