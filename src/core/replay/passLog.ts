/**
 * IDA* and IDDFS pass by pass: one row per pass (its bound, the nodes it expanded, what it
 * pruned and the next bound), kept as the events are appended to the log, so the pass table at
 * any cursor costs a binary search and a copy of a few dozen rows, at any speed.
 *
 * A row is final once the next pass has begun before the cursor; the pass in progress at the
 * cursor is the reducer's live `IterationView` (its totals in the log would run ahead of it).
 */
import type { SearchEvent } from '../events';
import type { IterationView } from './types';

export interface PassRow extends IterationView {
  /** The next pass began at or before the cursor: this row will not change. */
  readonly done: boolean;
}

export class PassLog {
  /** starts[p]: the log index of pass p + 1's `iteration` event (increasing). */
  private readonly starts: number[] = [];
  private readonly rows: IterationView[] = [];

  /** Folds event `index` of the log. Call once per event, in log order. */
  add(e: SearchEvent, index: number): void {
    if (e.type === 'iteration') {
      this.starts.push(index);
      this.rows.push({ pass: e.pass, bound: e.bound, pruned: 0, nextBound: Infinity, expanded: 0 });
      return;
    }
    const row = this.rows[this.rows.length - 1] as Mutable<IterationView> | undefined;
    if (!row) return;
    if (e.type === 'expand') row.expanded++;
    else if (e.type === 'generate' && e.outcome === 'pruned') {
      row.pruned++;
      if (e.node.f < row.nextBound) row.nextBound = e.node.f;
    }
  }

  /** Passes begun in the log so far. */
  get length(): number {
    return this.rows.length;
  }

  /**
   * The passes begun in the first `cursor` events, oldest first; the last one is `live` (the
   * replay view's iteration at this cursor), the pass in progress there.
   */
  rowsAt(cursor: number, live: IterationView | null): PassRow[] {
    // Passes whose iteration event lies before the cursor (binary search: starts increase).
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid] < cursor) lo = mid + 1;
      else hi = mid;
    }
    const out: PassRow[] = [];
    for (let p = 0; p < lo; p++) {
      const current = p === lo - 1;
      out.push({ ...(current && live ? live : this.rows[p]), done: !current });
    }
    return out;
  }
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
