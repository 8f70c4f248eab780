/**
 * Every state's status at a cursor, for the views that draw a whole problem at once (a road
 * map's cities, a grid's cells): in the frontier, expanded (closed), the node being expanded, on
 * the solution path, or forgotten (RBFS and SMA* drop nodes from memory). A pure function of the
 * event log and the cursor, like every view: the states reached and expanded are read from the
 * log's events before the cursor, the frontier and the current node from the replay view.
 *
 * Reading the log from the start at every step would cost a grid run's whole log per frame, so
 * the sets read so far are kept per log and read on from there when the cursor moves forward;
 * a step back reads again from the start (a map or grid log is thousands of events, not millions).
 */
import type { NodeInfo, StateKey } from '../core/events';
import type { Replayer, ReplayView } from '../core/replay';
import { algorithmInfo } from '../core/solvers/algorithms';

export type StateStatus = 'current' | 'path' | 'frontier' | 'closed' | 'forgotten';

export interface ProblemStatus {
  /** A state's status; a state absent from it has not been reached yet. */
  readonly status: ReadonlyMap<StateKey, StateStatus>;
  /** The frontier's entry for a state (the one taken first where a state waits twice). */
  readonly waiting: ReadonlyMap<StateKey, NodeInfo>;
  /** The solution's states from the start once solved; before that, the current node's ancestry. */
  readonly path: readonly StateKey[];
  readonly solved: boolean;
}

/** What the log says up to a cursor: the states reached (generated) and those expanded and still held. */
interface LogRead {
  cursor: number;
  readonly reached: Set<StateKey>;
  readonly expanded: Set<StateKey>;
}

const reads = new WeakMap<Replayer, LogRead>();

/** The frontier entries looked at, at most: beyond this the picture is a crowd anyway. */
const MAX_FRONTIER_READ = 50_000;

function logRead(log: Replayer, cursor: number): LogRead {
  let read = reads.get(log);
  if (read === undefined || read.cursor > cursor) {
    read = { cursor: 0, reached: new Set(), expanded: new Set() };
    reads.set(log, read);
  }
  // By type and key, not event objects: at top speed a repaint reads a few thousand new events.
  for (let i = read.cursor; i < cursor; i++) {
    switch (log.eventType(i)) {
      case 'generate':
        read.reached.add(log.eventKey(i)!);
        break;
      case 'expand':
        read.expanded.add(log.eventKey(i)!);
        break;
      // RBFS leaves a subtree, SMA* drops a leaf: the state is no longer held.
      case 'forget':
        read.expanded.delete(log.eventKey(i)!);
        break;
      // A new pass (IDA*, IDDFS) or a restart (local search) begins again from the root.
      case 'iteration':
      case 'restart':
        read.reached.clear();
        read.expanded.clear();
        break;
    }
  }
  read.cursor = cursor;
  return read;
}

/** The keys from the root to `node`, following parents through the log. */
function ancestry(log: Replayer, node: NodeInfo | null): StateKey[] {
  const keys: StateKey[] = [];
  for (let n: NodeInfo | undefined = node ?? undefined; n !== undefined; n = log.node(n.parentId)) {
    keys.push(n.key);
    if (n.parentId < 0) break;
  }
  return keys.reverse();
}

export function problemStatus(log: Replayer, view: ReplayView): ProblemStatus {
  const { reached, expanded } = logRead(log, view.cursor);
  const status = new Map<StateKey, StateStatus>();
  // A search that forgets: a state reached, now neither expanded and held nor waiting, was
  // forgotten (RBFS drops the waiting children of a subtree it leaves without an event each).
  if (view.algorithm !== null && algorithmInfo(view.algorithm)?.forgets) {
    for (const key of reached) status.set(key, 'forgotten');
  }
  for (const key of expanded) status.set(key, 'closed');
  const waiting = new Map<StateKey, NodeInfo>();
  const shown = Math.min(view.frontier.size, MAX_FRONTIER_READ);
  for (const node of view.frontier.slice(0, shown)) {
    if (!waiting.has(node.key)) waiting.set(node.key, node);
    status.set(node.key, 'frontier');
  }
  const final = view.final;
  const solved = final?.type === 'solved';
  const path = solved
    ? final.nodeIds.map((id) => log.node(id)?.key).filter((k): k is StateKey => k !== undefined)
    : ancestry(log, view.current);
  if (solved) for (const key of path) status.set(key, 'path');
  if (view.current && !solved) status.set(view.current.key, 'current');
  return { status, waiting, path, solved };
}
