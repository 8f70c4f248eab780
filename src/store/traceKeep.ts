/**
 * Opened traces kept in the browser, as lessons are, so that a link to a step of one (the
 * page's `#trace=<id>&step=<n>`) reopens it after a reload or in another tab of the same
 * browser. Traces are kept in IndexedDB (localStorage holds a few megabytes at most, shared
 * with the lessons), at most KEPT_TRACES of them, the oldest dropped first: a link to a dropped
 * one says that it is gone, never opens another.
 *
 * Storage is untrusted (an older build, another tab, a hand in the developer tools): a record
 * is read back only with its shape, its size and its checksum intact, else it is refused as
 * damaged; its text then goes through the same reader as any file. A file above
 * MAX_KEPT_BYTES is not kept: the page says so and works the same, without the link.
 */
import { idbDone, openIdb } from '../workers/idb';

/** The largest trace kept, in bytes of its file (its text has at most as many characters). */
export const MAX_KEPT_BYTES = 5_000_000;
/** Traces kept at once; opening one more drops the oldest. */
export const KEPT_TRACES = 5;

export interface KeptTrace {
  readonly id: string;
  readonly name: string;
  readonly text: string;
}

/** The record as stored: what is needed to check it before it is trusted. */
interface StoredTrace {
  readonly v: 1;
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly chars: number;
  readonly sum: number;
  readonly savedAt: number;
}

export type KeepResult =
  | { readonly ok: true; readonly id: string }
  | { readonly ok: false; readonly reason: 'too-large'; readonly bytes: number; readonly max: number }
  | { readonly ok: false; readonly reason: 'storage' };

export type TakeResult =
  | { readonly ok: true; readonly trace: KeptTrace }
  | { readonly ok: false; readonly reason: 'unknown' | 'damaged' | 'storage' };

/** Where the records live: IndexedDB in the page, a map in the tests. Null: the storage refused. */
export interface TraceShelf {
  get(id: string): Promise<unknown>;
  put(id: string, record: unknown): Promise<boolean>;
  remove(id: string): Promise<void>;
  /** Every record's id (for dropping the oldest: an id begins with the time it was made). */
  list(): Promise<string[] | null>;
}

const ID_PATTERN = /^t[a-z0-9]{6,30}$/;

export const isTraceId = (id: string): boolean => ID_PATTERN.test(id);

/** The time first (8 base-36 digits until the year 2059), so ids sort oldest first. */
const newId = (now: number) => `t${now.toString(36).padStart(8, '0')}${Math.floor(Math.random() * 1e9).toString(36)}`;

/** FNV-1a over the UTF-16 code units: enough to tell a damaged copy, cheap on megabytes. */
export function checksum(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Keeps a trace's file (read only when it is small enough to keep). */
export async function keepTrace(shelf: TraceShelf, name: string, file: Blob, now = Date.now()): Promise<KeepResult> {
  if (file.size > MAX_KEPT_BYTES) return { ok: false, reason: 'too-large', bytes: file.size, max: MAX_KEPT_BYTES };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, reason: 'storage' };
  }
  const id = newId(now);
  const record: StoredTrace = { v: 1, id, name, text, chars: text.length, sum: checksum(text), savedAt: now };
  const listed = await shelf.list();
  if (listed !== null) {
    const oldestFirst = [...listed].sort();
    for (const old of oldestFirst.slice(0, Math.max(0, oldestFirst.length - (KEPT_TRACES - 1)))) {
      await shelf.remove(old);
    }
  }
  return (await shelf.put(id, record)) ? { ok: true, id } : { ok: false, reason: 'storage' };
}

export async function takeTrace(shelf: TraceShelf, id: string): Promise<TakeResult> {
  if (!isTraceId(id)) return { ok: false, reason: 'unknown' };
  let value: unknown;
  try {
    value = await shelf.get(id);
  } catch {
    return { ok: false, reason: 'storage' };
  }
  if (value === undefined || value === null) return { ok: false, reason: 'unknown' };
  const r = value as Partial<StoredTrace>;
  const intact =
    typeof value === 'object' &&
    r.v === 1 &&
    r.id === id &&
    typeof r.name === 'string' &&
    r.name.length <= 500 &&
    typeof r.text === 'string' &&
    r.text.length === r.chars &&
    r.text.length <= MAX_KEPT_BYTES &&
    r.sum === checksum(r.text);
  if (!intact) return { ok: false, reason: 'damaged' };
  return { ok: true, trace: { id, name: r.name!, text: r.text! } };
}

const DB_NAME = 'frontier-traces';
const STORE = 'traces';

/** One short transaction per call, the database closed after each (another tab may upgrade it). */
async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
  none: T,
): Promise<T> {
  const db = await openIdb(DB_NAME, STORE);
  if (db === null) return none;
  try {
    return await work(db.transaction(STORE, mode).objectStore(STORE));
  } catch {
    return none;
  } finally {
    db.close();
  }
}

/** The page's shelf: IndexedDB, every call degrading to "nothing kept" where it is missing or refuses. */
export const indexedDbShelf: TraceShelf = {
  get: (id) => withStore('readonly', (store) => idbDone(store.get(id)), undefined),
  put: (id, record) => withStore('readwrite', async (store) => (await idbDone(store.put(record, id))) !== null, false),
  remove: (id) => withStore('readwrite', async (store) => void (await idbDone(store.delete(id))), undefined),
  list: () =>
    withStore('readonly', async (store) => ((await idbDone(store.getAllKeys())) ?? []).map((key) => String(key)), null),
};
