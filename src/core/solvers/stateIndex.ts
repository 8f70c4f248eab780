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
 */
export class NumericStateIndex implements StateIndex {
  private keys: Float64Array;
  private values: Int32Array;
  private mask: number;
  private lastSlot = 0;
  private lastKey = 0;
  size = 0;

  constructor(capacity = 1 << 13) {
    let cap = 16;
    while (cap < capacity * 2) cap *= 2;
    this.keys = new Float64Array(cap);
    this.values = new Int32Array(cap);
    this.mask = cap - 1;
  }

  /** The slot holding `stored` (= key + 1), or the empty slot where it would go. */
  private slotOf(stored: number): number {
    const key = stored - 1;
    const lo = key >>> 0;
    const hi = (key / TWO_32) | 0;
    let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 15;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 13;
    const keys = this.keys;
    const mask = this.mask;
    let slot = h & mask;
    for (;;) {
      const k = keys[slot];
      if (k === stored || k === 0) return slot;
      slot = (slot + 1) & mask;
    }
  }

  get capacity(): number {
    return this.keys.length;
  }

  /** Empty again, keeping the table (see pool.ts). */
  clear(): void {
    this.keys.fill(0);
    this.size = 0;
  }

  get(key: StateKey): number {
    const stored = (key as number) + 1;
    const slot = this.slotOf(stored);
    this.lastSlot = slot;
    this.lastKey = stored;
    return this.keys[slot] === 0 ? -1 : this.values[slot];
  }

  putLast(value: number): void {
    const slot = this.lastSlot;
    if (this.keys[slot] === 0) {
      this.keys[slot] = this.lastKey;
      this.size++;
      this.values[slot] = value;
      if (this.size * 2 > this.mask) this.grow();
    } else {
      this.values[slot] = value;
    }
  }

  set(key: StateKey, value: number): void {
    this.get(key);
    this.putLast(value);
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    const cap = oldKeys.length * 2;
    this.keys = new Float64Array(cap);
    this.values = new Int32Array(cap);
    this.mask = cap - 1;
    for (let i = 0; i < oldKeys.length; i++) {
      const k = oldKeys[i];
      if (k === 0) continue;
      const slot = this.slotOf(k); // keys are unique: this is an empty slot
      this.keys[slot] = k;
      this.values[slot] = oldValues[i];
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
