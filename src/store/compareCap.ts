/**
 * Compare mode's recording cap, shared by need. Every pane together holds no more events than
 * one visualizer run (the total), and each pane is guaranteed an even share of it, as before;
 * but what a pane does not use is not lost: a pane that finishes (or is refused) under its share
 * leaves the rest to the others. So IDA* beside an A* that solves in a few thousand events can
 * record nearly the whole total instead of stopping at half of it.
 *
 * A pane's limit is the total minus what the others hold or are still guaranteed:
 *   limit(p) = total − Σ over the others q of (q live and not judged ? max(recorded q, share) : recorded q)
 * so the sum of all recordings never exceeds the total, and a live pane always reaches its share.
 * A pane at its limit while another live pane is still under its own limit must wait: that pane
 * may finish and leave room (the timeline records it ahead to find out). Once no live pane can
 * leave room, every pane at its limit is too large to record, for good. A pane judged too large
 * early by Run to end (earlyVerdict.ts) is no longer live here: it keeps what it holds and
 * leaves the rest of its share to the others.
 */

/** What the cap needs to know of one pane's recording. */
export interface CapMember {
  /** Events recorded. */
  readonly length: number;
  /** The search can still produce events (not finished, not refused). */
  readonly live: boolean;
  /** Judged too large early by Run to end: live, but it records no more. */
  readonly judged: boolean;
}

export class SharedRecordCap {
  /** The events each pane is guaranteed: an even share of the total. */
  readonly share: number;
  private readonly members: CapMember[] = [];

  constructor(
    /** Events recorded at most, over every pane together. */
    readonly total: number,
    panes: number,
  ) {
    this.share = Math.max(1, Math.floor(total / Math.max(1, panes)));
  }

  join(member: CapMember): void {
    this.members.push(member);
  }

  /** The most events `member` may hold now. */
  limitOf(member: CapMember): number {
    let limit = this.total;
    for (const m of this.members) {
      if (m !== member) limit -= m.live && !m.judged ? Math.max(m.length, this.share) : m.length;
    }
    return limit;
  }

  /** Another live pane is under its limit: it may finish and leave room to `member`. */
  othersMayLeaveRoom(member: CapMember): boolean {
    return this.members.some((m) => m !== member && m.live && !m.judged && m.length < this.limitOf(m));
  }
}
