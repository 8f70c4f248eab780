/**
 * One recorded run: the live generator and the event log it is recorded into (the core's
 * replayer), up to a cap. The visualizer records one; compare mode one per pane. Events are
 * pulled on demand, so a run is recorded only as far as someone looks.
 */
import { isFinal, isFinalType, type SearchEvent } from '../core/events';
import type { FullReplayer } from '../core/replay';
import { inBurst, type Search } from '../core/solvers';

/** Sees every event as it is recorded, with its index in the log (compare mode's indexes and series). */
export type EventFold = (e: SearchEvent, index: number) => void;

/** The most events a recording may hold: fixed, or asked anew each time (compare's shared cap). */
export type RecordCap = number | (() => number);

export class Recording {
  private search: Search | null;

  constructor(
    search: Search | null,
    readonly replayer: FullReplayer,
    /** The most events recorded; past it the run is "too large". */
    private readonly limit: RecordCap,
    private readonly fold?: EventFold,
  ) {
    this.search = search;
  }

  /** The most events this recording may hold now. */
  get cap(): number {
    return typeof this.limit === 'number' ? this.limit : this.limit();
  }

  /** The search can still produce events: neither finished nor refused nor disposed. */
  get live(): boolean {
    return this.search !== null;
  }

  /** Events recorded so far. */
  get length(): number {
    return this.replayer.length;
  }

  /** The final event is recorded. */
  get finished(): boolean {
    const n = this.replayer.length;
    return this.search === null && n > 0 && isFinalType(this.replayer.eventType(n - 1));
  }

  /** Recording hit the cap before the run ended. */
  get tooLarge(): boolean {
    return this.search !== null && this.replayer.length >= this.cap;
  }

  /** Nothing more will be recorded: finished, too large, or never started. */
  get ended(): boolean {
    return this.search === null || this.replayer.length >= this.cap;
  }

  /** Pulls up to `count` more events from the live generator into the log. Returns how many. */
  record(count: number): number {
    const search = this.search;
    if (!search || count <= 0) return 0;
    const want = Math.min(count, this.cap - this.replayer.length);
    const batch: SearchEvent[] = [];
    let index = this.replayer.length;
    inBurst(search, () => {
      while (batch.length < want) {
        const step = search.next();
        if (step.done) {
          this.search = null;
          break;
        }
        const e = step.value;
        batch.push(e);
        this.fold?.(e, index++);
        if (isFinal(e)) {
          this.search = null;
          break;
        }
      }
    });
    if (batch.length) this.replayer.append(batch);
    return batch.length;
  }

  /** Stops the live generator (the run is replaced). */
  dispose(): void {
    this.search?.return(undefined as never);
    this.search = null;
  }
}
