/**
 * IndexedDB opened and asked the way every cache of the page needs it: one object store per
 * database, and every failure (no IndexedDB, a refusal, a blocked upgrade) an answer of null,
 * never a throw: a cache that cannot work leaves the page working without it.
 */

export function openIdb(name: string, store: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(store);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

export function idbDone<T>(request: IDBRequest<T>): Promise<T | null> {
  return new Promise((resolve) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}
