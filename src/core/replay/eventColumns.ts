/**
 * The event log as columns: a kind byte and a subject node id per event (5 bytes, in pages: pagedColumn.ts), the node's
 * fields living once in the NodeTable. The four events that make up nearly every log (expand,
 * generate with its outcome, backtrack) are stored this way; the rest (start, iteration,
 * forget, move, restart, progress, the final event: a handful per run, or one per local-search
 * step) stay as the objects they came as. An event whose node differs from what the table
 * holds for its id stays an object too, so `at(i)` always gives back an equal event.
 *
 * The event stream (../events.ts) stays the contract: `at(i)` makes the event object on
 * demand; the reducer reads the columns directly (reducer.ts's applyAt).
 */
import type { GenerateOutcome, SearchEvent, SearchEventType } from '../events';
import type { NodeTable } from './nodeTable';
import { PagedColumn } from './pagedColumn';

/** Kind codes. GENERATE + k: a generate event whose outcome is OUTCOMES[k]. */
export const OBJECT = 0;
export const EXPAND = 1;
export const EXPAND_AGAIN = 2;
export const BACKTRACK = 3;
export const GENERATE = 8;
export const OUTCOMES: readonly GenerateOutcome[] = [
  'new',
  'closed',
  'frontier',
  'improved',
  'reopened',
  'pruned',
  'cycle',
  'rejected',
];

export class EventColumns {
  private count = 0;
  private readonly kinds = new PagedColumn((n) => new Uint8Array(n));
  private readonly subjects = new PagedColumn((n) => new Int32Array(n));
  /** RBFS's f-limits, by event index. */
  private readonly fLimits = new Map<number, number>();
  /** The events kept whole, by index. */
  private readonly objects = new Map<number, SearchEvent>();

  constructor(private readonly nodes: NodeTable) {}

  get length(): number {
    return this.count;
  }

  /**
   * Appends `e`, whose nodes are already in the table. `intact`: the table holds exactly `e`'s
   * node under its id (else `e` is kept whole).
   */
  push(e: SearchEvent, intact: boolean): void {
    const i = this.count;
    this.count++;
    let kind = OBJECT;
    if (intact) {
      if (e.type === 'expand') {
        kind = e.again ? EXPAND_AGAIN : EXPAND;
        if (e.fLimit !== undefined) this.fLimits.set(i, e.fLimit);
      } else if (e.type === 'generate') kind = GENERATE + OUTCOMES.indexOf(e.outcome);
      else if (e.type === 'backtrack') kind = BACKTRACK;
    }
    this.kinds.set(i, kind);
    if (kind === OBJECT) this.objects.set(i, e);
    else this.subjects.set(i, (e as { node: { id: number } }).node.id);
  }

  /** The kind code of event i (OBJECT, EXPAND, EXPAND_AGAIN, BACKTRACK, GENERATE + outcome). */
  kind(i: number): number {
    return this.kinds.get(i);
  }

  /** The node id event i is about (not for OBJECT events). */
  subject(i: number): number {
    return this.subjects.get(i);
  }

  /** The f-limit of expand event i, or undefined. */
  fLimit(i: number): number | undefined {
    return this.fLimits.size === 0 ? undefined : this.fLimits.get(i);
  }

  /** An event kept whole (kind OBJECT). */
  object(i: number): SearchEvent {
    return this.objects.get(i)!;
  }

  /** Event i's type, without making the event. */
  typeAt(i: number): SearchEventType {
    const kind = this.kinds.get(i);
    if (kind === OBJECT) return this.objects.get(i)!.type;
    if (kind >= GENERATE) return 'generate';
    return kind === BACKTRACK ? 'backtrack' : 'expand';
  }

  /** Event i as an object equal to the one appended. */
  at(i: number): SearchEvent {
    const kind = this.kinds.get(i);
    if (kind === OBJECT) return this.objects.get(i)!;
    const node = this.nodes.node(this.subjects.get(i))!;
    if (kind >= GENERATE) return { type: 'generate', node, outcome: OUTCOMES[kind - GENERATE] };
    if (kind === BACKTRACK) return { type: 'backtrack', node };
    const event: { type: 'expand'; node: typeof node; fLimit?: number; again?: true } = { type: 'expand', node };
    const fLimit = this.fLimit(i);
    if (fLimit !== undefined) event.fLimit = fLimit;
    if (kind === EXPAND_AGAIN) event.again = true;
    return event;
  }

  /** How many events are kept whole (start, final, forget, ...; the rest are columns). */
  get keptWhole(): number {
    return this.objects.size;
  }

  /** Bytes held by the columns (whole pages; the kept objects and f-limits are not counted). */
  bytes(): number {
    return this.kinds.bytes() + this.subjects.bytes();
  }
}
