/**
 * Non-zero int32 key -> node slot, for the 3x3 A* loop (board3x3.ts's keys): open addressing
 * on one Int32Array, key and value side by side so a probe reads one cache line, with Fibonacci
 * hashing, so a lookup is integer arithmetic only (stateIndex.ts hashes 36-bit keys held in
 * doubles).
 *
 * Small first, doubled when half full: the table's size, not the hashing, is what costs here.
 * Sized for all 181,440 boards of a 3x3 half-space from the start, its 4 MB missed the cache on
 * most probes and the 31-move boards took 1.7x as long. A doubling rehashes every key in one call:
 * fine for the 3x3 A* searches this index serves (at most about 16,000 boards with Manhattan on
 * 2,000 random starts, a rehash well under a millisecond), unlike stateIndex.ts's, which spreads
 * its moves over later inserts.
 *
 * Emptying it costs what was inserted, not its size: the slots used are listed, and only they are
 * zeroed. `get` remembers where it looked, so "look up, then insert if absent" costs one probe.
 */
export class Int32KeyIndex {
  /** table[2 * slot] is a key (0: empty), table[2 * slot + 1] its value. */
  private table: Int32Array;
  /** The slots holding a key, in insertion order (what `clear` zeroes). */
  private used: Int32Array;
  private shift = 0;
  private mask = 0;
  private lastSlot = 0;
  private lastKey = 0;
  size = 0;

  constructor(capacity = 1 << 13) {
    let bits = 4;
    while (1 << bits < capacity * 2) bits++;
    this.table = this.sized(bits);
    this.used = new Int32Array(1 << (bits - 1));
  }

  get capacity(): number {
    return this.mask + 1;
  }

  /** The value stored for `key` (never 0), or -1 when absent. */
  get(key: number): number {
    const table = this.table;
    let slot = Math.imul(key, 0x9e3779b1) >>> this.shift;
    let k = table[2 * slot];
    while (k !== key && k !== 0) {
      slot = (slot + 1) & this.mask;
      k = table[2 * slot];
    }
    this.lastSlot = slot;
    this.lastKey = key;
    return k === 0 ? -1 : table[2 * slot + 1];
  }

  /** Store `value` for the key of the last `get` (inserting it or replacing its value). */
  putLast(value: number): void {
    const slot = this.lastSlot;
    const table = this.table;
    table[2 * slot + 1] = value;
    if (table[2 * slot] !== 0) return;
    table[2 * slot] = this.lastKey;
    this.used[this.size++] = slot;
    if (this.size * 2 > this.mask) this.grow();
  }

  /** Empty again, in time proportional to the keys held. */
  clear(): void {
    const { table, used } = this;
    for (let i = 0; i < this.size; i++) table[2 * used[i]] = 0;
    this.size = 0;
  }

  private sized(bits: number): Int32Array {
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
    return new Int32Array(2 << bits);
  }

  private grow(): void {
    const old = this.table;
    const oldUsed = this.used;
    const count = this.size;
    this.table = this.sized(33 - this.shift);
    this.used = new Int32Array(this.used.length * 2);
    this.size = 0;
    for (let i = 0; i < count; i++) {
      const at = 2 * oldUsed[i];
      this.get(old[at]);
      this.putLast(old[at + 1]);
    }
  }
}
