/**
 * The last few items pushed, read newest first: the closed set's and the duplicates' "most
 * recent" lists of the replayed view. A ring of RECENT_LIMIT slots, so a push is O(1) and
 * allocates nothing once full; the list is read only when a panel draws it. (An array kept
 * newest first by `unshift` moved all 50 entries on every expansion and duplicate: 9% of
 * replaying BFS on the hardest 3x3.)
 */
import { RECENT_LIMIT, type RecentView } from './types';

export class RecentList<T> implements RecentView<T> {
  private readonly items: T[] = [];
  /** Once full, the oldest item's slot: the next push goes there. */
  private oldest = 0;

  get length(): number {
    return this.items.length;
  }

  push(item: T): void {
    if (this.items.length < RECENT_LIMIT) {
      this.items.push(item);
      return;
    }
    this.items[this.oldest] = item;
    this.oldest = this.oldest + 1 === RECENT_LIMIT ? 0 : this.oldest + 1;
  }

  /** Newest first, from rank `from` up to `to` (exclusive), as Array.prototype.slice clamps them. */
  slice(from = 0, to = this.items.length): T[] {
    const n = this.items.length;
    const start = Math.max(0, Math.min(n, from));
    const end = Math.max(start, Math.min(n, to));
    const out: T[] = [];
    // Rank r (0: newest) lives at slot (oldest + n - 1 - r) mod n: the ring is full whenever oldest > 0.
    for (let r = start; r < end; r++) out.push(this.items[(this.oldest + n - 1 - r) % n]);
    return out;
  }

  clone(): RecentList<T> {
    const copy = new RecentList<T>();
    copy.items.push(...this.items);
    copy.oldest = this.oldest;
    return copy;
  }
}
