/**
 * A plain, serialisable projection of a view: what the tests compare between two replays, and
 * what an end-to-end test can compute in Node and match against the page. Nodes become ids.
 */
import type { GenerateOutcome, SearchEventType } from '../events';
import type { ReplayView } from './types';

export interface ViewSnapshot {
  cursor: number;
  algorithm: string | null;
  lastEvent: SearchEventType | null;
  current: number | null;
  children: [number, GenerateOutcome][];
  /** Frontier ids in the solver's order (the first `frontierLimit` of them). */
  frontier: number[];
  frontierSize: number;
  recentClosed: number[];
  recentDuplicates: [number, GenerateOutcome][];
  path: number[];
  counters: { [K in keyof ReplayView['counters']]: number };
  iteration: { pass: number; bound: number; pruned: number; nextBound: number; expanded: number } | null;
  final: SearchEventType | null;
}

export function snapshotView(view: ReplayView, frontierLimit = Infinity): ViewSnapshot {
  return {
    cursor: view.cursor,
    algorithm: view.algorithm,
    lastEvent: view.lastEvent?.type ?? null,
    current: view.current?.id ?? null,
    children: view.children.map((c) => [c.node.id, c.outcome]),
    frontier: view.frontier.slice(0, Math.min(view.frontier.size, frontierLimit)).map((n) => n.id),
    frontierSize: view.frontier.size,
    recentClosed: view.recentClosed.slice().map((n) => n.id),
    recentDuplicates: view.recentDuplicates.slice().map((c) => [c.node.id, c.outcome]),
    path: view.path.map((n) => n.id),
    counters: { ...view.counters },
    iteration: view.iteration && { ...view.iteration },
    final: view.final?.type ?? null,
  };
}
