/**
 * Columns of numbers stored in fixed pages of typed arrays (64K entries each). A page is
 * added when an index passes the last one: the column never copies what it holds to grow (a
 * copy of a 100 MB column would be one long pause in the middle of playback) and never holds
 * more than one page beyond what is used.
 */
const PAGE_BITS = 16;
const PAGE_SIZE = 1 << PAGE_BITS;
const PAGE_MASK = PAGE_SIZE - 1;

type Page = Int8Array | Uint8Array | Int32Array | Float64Array;

/** A column of one typed-array kind; entries never set read 0. */
export class PagedColumn<P extends Page> {
  private readonly pages: P[] = [];

  constructor(private readonly makePage: (size: number) => P) {}

  get(i: number): number {
    const page = this.pages[i >>> PAGE_BITS];
    return page === undefined ? 0 : page[i & PAGE_MASK];
  }

  set(i: number, value: number): void {
    const p = i >>> PAGE_BITS;
    while (this.pages.length <= p) this.pages.push(this.makePage(PAGE_SIZE));
    this.pages[p][i & PAGE_MASK] = value;
  }

  bytes(): number {
    return this.pages.reduce((sum, page) => sum + page.byteLength, 0);
  }
}

/**
 * A column of numbers kept as 32-bit integers while every value is one (the puzzle's g, h and
 * f: 4 bytes, not 8), and moved to doubles for good on the first value that is not (a
 * diagonal's sqrt(2), a fraction, -0, Infinity).
 */
export class NumberColumn {
  private ints: PagedColumn<Int32Array> | null = new PagedColumn((n) => new Int32Array(n));
  private doubles: PagedColumn<Float64Array> | null = null;
  /** One past the largest index set: what a move to doubles copies. */
  private end = 0;

  get(i: number): number {
    return this.ints !== null ? this.ints.get(i) : this.doubles!.get(i);
  }

  set(i: number, value: number): void {
    if (i >= this.end) this.end = i + 1;
    if (this.ints !== null) {
      if ((value | 0) === value && !Object.is(value, -0)) {
        this.ints.set(i, value);
        return;
      }
      const ints = this.ints;
      const doubles = new PagedColumn((n) => new Float64Array(n));
      for (let j = 0; j < this.end; j++) doubles.set(j, ints.get(j));
      this.doubles = doubles;
      this.ints = null;
    }
    this.doubles!.set(i, value);
  }

  bytes(): number {
    return this.ints !== null ? this.ints.bytes() : this.doubles!.bytes();
  }
}
