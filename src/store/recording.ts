/**
 * One recorded run: the live generator and the event log it is recorded into (the core's
 * replayer), up to a cap. The visualizer records one; compare mode one per pane. Events are
 * pulled on demand, so a run is recorded only as far as someone looks.
 */
import { isFinal, isFinalType, type SearchEvent } from '../core/events';
import type { FullReplayer } from '../core/replay';
import { inBurst, type Search } from '../core/solvers';
import { outgrowsCap, outgrowsCapAtEnd } from './earlyVerdict';

/** Sees every event as it is recorded, with its index in the log (compare mode's indexes and series). */
export type EventFold = (e: SearchEvent, index: number) => void;

/** The most events a recording may hold: fixed, or asked anew each time (compare's shared cap). */
export type RecordCap = number | (() => number);

export class Recording {
  private search: Search | null;
  /** Expand events recorded: what Run to end's early verdict projects from. */
  private expansions = 0;
  /** The expansion budget within which Run to end asked for the run's end; null: not asked. */
  private endBudget: number | null = null;
  /** Expansions at the run's true end, once a worker has finished it; null: not known. */
  private endExpansions: number | null = null;
  /**
   * Judged by its projection to outgrow the cap (earlyVerdict.ts): it records no more, and is
   * too large though still live. Only the recording itself sets it.
   */
  judged = false;

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
    const limit = typeof this.limit === 'number' ? this.limit : this.limit();
    return this.judged ? Math.min(limit, this.replayer.length) : limit;
  }

  /** The search can still produce events: neither finished nor refused nor disposed. */
  get live(): boolean {
    return this.search !== null;
  }

  /**
   * Run to end asked for the end of a run whose budget is `budget` expansions: from here on it
   * is judged by its projection (earlyVerdict.ts), and stops as too large once that passes the cap.
   */
  expectEnd(budget: number): void {
    this.endBudget = budget; // judged as it next records
  }

  /**
   * The same run, finished elsewhere, ended after `expansions` expansions: from here on it is
   * judged by its true size instead of its projection, so it stops as too large once that passes
   * the cap, and one that fits is recorded to its end though its budget would not have fitted.
   */
  knowEnd(expansions: number): void {
    this.endExpansions = expansions; // judged as it next records
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
    this.judge();
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
        if (e.type === 'expand') this.expansions++;
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

  private judge(): void {
    if (this.judged || this.search === null) return;
    const events = this.replayer.length;
    const cap = this.cap;
    this.judged =
      this.endExpansions !== null
        ? outgrowsCapAtEnd(events, this.expansions, this.endExpansions, cap)
        : this.endBudget !== null && outgrowsCap(events, this.expansions, this.endBudget, cap);
  }

  /** Stops the live generator (the run is replaced). */
  dispose(): void {
    this.search?.return(undefined as never);
    this.search = null;
  }
}
