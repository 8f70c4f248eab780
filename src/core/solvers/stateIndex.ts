/**
 * State key -> node index, for the graph searches' closed/frontier bookkeeping.
 *
 * Numeric keys (packed nibbles or Lehmer ranks, every board up to 4x4) go into an
 * open-addressing hash table on typed arrays: a JS Map boxes keys above 2^31 (all packed 3x3
 * keys) and costs several times more per lookup. String keys (4x5, 5x5) use a Map.
 *
 * `get` remembers where it looked, so the common "look up, then insert if absent" costs one probe.
 */
import type { StateKey } from '../events';

export interface StateIndex {
  readonly size: number;
  /** The value stored for `key`, or -1 when absent. */
  get(key: StateKey): number;
  /** Store `value` for the key of the last `get` (inserting it or replacing its value). */
  putLast(value: number): void;
  set(key: StateKey, value: number): void;
}

const TWO_32 = 4294967296;

/**
 * Keys are stored plus one, so a fresh (zero-filled) table is empty without a fill pass: keys
 * are never negative.
 *
 * Growing never rehashes the whole table in one call: a doubling keeps the old table beside the
 * new one, and moves MOVED_PER_INSERT of its slots across on each insertion (and a key found
 * there at once). On the page a search runs in slices of a frame; one rehash of the 3x3's
 * 131,072 keys was 29 ms inside one slice, a dropped frame. The move is over long before the new
 * table is half full (a quarter of the inserts to its next doubling). Lookups while it lasts
 * read the new table, then the old; otherwise their path is the plain table's.
 */
const MOVED_PER_INSERT = 8;

/** A well-mixed 32-bit hash of a whole-number key below 2^53, from its two 32-bit halves. */
export function mixKey(key: number): number {
  const lo = key >>> 0;
  const hi = (key / TWO_32) | 0;
  let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 13);
}

/** The slot of `keys` holding `stored`, or the empty slot where it would go (linear probing). */
function findSlot(keys: Float64Array, mask: number, stored: number): number {
  let slot = mixKey(stored - 1) & mask;
  for (;;) {
    const k = keys[slot];
    if (k === stored || k === 0) return slot;
    slot = (slot + 1) & mask;
  }
}

export class NumericStateIndex implements StateIndex {
  private keys: Float64Array;
  private values: Int32Array;
  private mask: number;
  private lastSlot = 0;
  private lastKey = 0;
  /** The table before the last doubling, while its slots are being moved (else null). */
  private oldKeys: Float64Array | null = null;
  private oldValues: Int32Array = new Int32Array(0);
  private oldMask = 0;
  /** Old slots moved so far. */
  private moved = 0;
  size = 0;

  constructor(capacity = 1 << 13) {
    let cap = 16;
    while (cap < capacity * 2) cap *= 2;
    this.keys = new Float64Array(cap);
    this.values = new Int32Array(cap);
    this.mask = cap - 1;
  }

  get capacity(): number {
    return this.keys.length;
  }

  /** Whether a doubling's move is still under way (tests). */
  get growing(): boolean {
    return this.oldKeys !== null;
  }

  /** Empty again, keeping the table (see pool.ts). */
  clear(): void {
    this.keys.fill(0);
    this.oldKeys = null;
    this.size = 0;
  }

  get(key: StateKey): number {
    const stored = (key as number) + 1;
    const slot = findSlot(this.keys, this.mask, stored);
    this.lastSlot = slot;
    this.lastKey = stored;
    if (this.keys[slot] !== 0) return this.values[slot];
    return this.oldKeys === null ? -1 : this.takeFromOld(slot, stored);
  }

  putLast(value: number): void {
    const slot = this.lastSlot;
    if (this.keys[slot] === 0) {
      this.keys[slot] = this.lastKey;
      this.size++;
      this.values[slot] = value;
      if (this.oldKeys !== null) this.moveSome(MOVED_PER_INSERT);
      else if (this.size * 2 > this.mask) this.grow();
    } else {
      this.values[slot] = value;
    }
  }

  set(key: StateKey, value: number): void {
    this.get(key);
    this.putLast(value);
  }

  /**
   * A key the new table lacks, looked up in the old one: found there, it moves into `slot` (where
   * the new table would hold it) now, so that a `putLast` after this `get` finds it in place.
   */
  private takeFromOld(slot: number, stored: number): number {
    const old = this.oldKeys!;
    const at = findSlot(old, this.oldMask, stored);
    if (old[at] === 0) return -1;
    const value = this.oldValues[at];
    this.keys[slot] = stored;
    this.values[slot] = value;
    return value;
  }

  private grow(): void {
    this.oldKeys = this.keys;
    this.oldValues = this.values;
    this.oldMask = this.mask;
    this.moved = 0;
    const cap = this.keys.length * 2;
    this.keys = new Float64Array(cap);
    this.values = new Int32Array(cap);
    this.mask = cap - 1;
  }

  /** Moves up to `count` old slots into the new table; drops the old table once all are. */
  private moveSome(count: number): void {
    const old = this.oldKeys!;
    const end = Math.min(old.length, this.moved + count);
    const keys = this.keys;
    for (let i = this.moved; i < end; i++) {
      const k = old[i];
      if (k === 0) continue;
      const slot = findSlot(keys, this.mask, k);
      // A key looked up since the doubling is in the new table already, with its newer value.
      if (keys[slot] === 0) {
        keys[slot] = k;
        this.values[slot] = this.oldValues[i];
      }
    }
    this.moved = end;
    if (end === old.length) {
      this.oldKeys = null;
      this.oldValues = new Int32Array(0);
    }
  }
}

export class MapStateIndex implements StateIndex {
  private map = new Map<StateKey, number>();
  private lastKey: StateKey = '';

  get size(): number {
    return this.map.size;
  }

  get(key: StateKey): number {
    this.lastKey = key;
    return this.map.get(key) ?? -1;
  }

  putLast(value: number): void {
    this.map.set(this.lastKey, value);
  }

  set(key: StateKey, value: number): void {
    this.map.set(key, value);
  }
}

export function makeStateIndex(numericKeys: boolean): StateIndex {
  return numericKeys ? new NumericStateIndex() : new MapStateIndex();
}
