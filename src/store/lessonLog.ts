/**
 * The lesson log: every step from the start to the cursor, as rows a student can hand in. It
 * replays the run's own events on a private replayer, so the live view is never disturbed.
 */
import type { SearchEvent } from '../core/events';
import { createReplayer, type Replayer, type ReplayView } from '../core/replay';
import { useRunStore } from './runStore';

/** Exports stop here: an assignment needs the first steps, not a million of them. */
export const LESSON_LOG_MAX_ROWS = 20_000;

export interface LessonRow {
  step: number;
  event: SearchEvent['type'];
  node: number | null;
  parent: number | null;
  move: string;
  g: number | null;
  h: number | null;
  f: number | null;
  outcome: string;
  frontier: number;
  expanded: number;
  generated: number;
  bound: number | null;
}

const privateReplayers = new WeakMap<object, Replayer>();

/** A replayer of the current run's events, kept in step with the recorded log. */
function replayerFor(session: NonNullable<ReturnType<typeof useRunStore.getState>['session']>): Replayer {
  let replayer = privateReplayers.get(session);
  if (!replayer) {
    replayer = createReplayer(useRunStore.getState().setup.algorithm);
    privateReplayers.set(session, replayer);
  }
  const source = session.replayer;
  if (replayer.length < source.length) {
    const batch: SearchEvent[] = [];
    for (let i = replayer.length; i < source.length; i++) batch.push(source.event(i));
    replayer.append(batch);
  }
  return replayer;
}

export function rowOf(view: ReplayView): LessonRow {
  const e = view.lastEvent!;
  const node =
    e.type === 'expand' || e.type === 'generate' || e.type === 'backtrack'
      ? e.node
      : e.type === 'start'
        ? e.root
        : e.type === 'iteration'
          ? e.root
          : null;
  return {
    step: view.cursor,
    event: e.type,
    node: node?.id ?? null,
    parent: node ? node.parentId : null,
    move: node?.move ?? '',
    g: node?.g ?? null,
    h: node?.h ?? null,
    f: node?.f ?? null,
    outcome: e.type === 'generate' ? e.outcome : e.type === 'limit' ? e.reason : '',
    frontier: view.frontier.size,
    expanded: view.counters.expanded,
    generated: view.counters.generated,
    bound: view.iteration?.bound ?? null,
  };
}

/**
 * Visits the views of steps [from, to] (1-based cursors, clamped to what is recorded), in order.
 * The view passed is valid only during the call.
 */
export function forEachStep(from: number, to: number, visit: (view: ReplayView) => void): void {
  const session = useRunStore.getState().session;
  if (!session) return;
  const replayer = replayerFor(session);
  const last = Math.min(to, replayer.length);
  for (let k = Math.max(1, from); k <= last; k++) visit(replayer.seek(k));
}
