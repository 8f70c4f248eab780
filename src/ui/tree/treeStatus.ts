/**
 * The status of each node of the tree at the cursor, read from the replay view (frontier
 * membership, the current node, the solution) and the tree index (expanded or not, and how
 * the node was generated). Cheap: recomputed on every move, while the layout is not.
 */
import type { ReplayView } from '../../core/replay';
import type { TreeIndex } from './treeIndex';
import { ORIGIN } from './treeIndex';
import type { TreeLayout } from './treeLayout';

export const STATUS = {
  /** Not generated yet at this cursor (a layout a little older than the cursor): not drawn. */
  hidden: 0,
  solution: 1,
  current: 2,
  frontier: 3,
  expanded: 4,
  pruned: 5,
  duplicate: 6,
  /** Generated into the frontier but no longer there: replaced by a better entry, or a pass ended. */
  dropped: 7,
  /** RBFS, SMA*: dropped from memory to make room (its best f backed up into its parent). */
  forgotten: 8,
} as const;

export type StatusName = keyof typeof STATUS;
export type StatusCode = (typeof STATUS)[StatusName];
export const STATUS_NAMES = Object.keys(STATUS) as StatusName[];
/** The statuses a legend shows, in reading order. */
export const LEGEND_STATUSES: readonly StatusName[] = [
  'current',
  'frontier',
  'expanded',
  'pruned',
  'duplicate',
  'solution',
  'dropped',
  'forgotten',
];

/** The solution's node ids once the cursor shows the goal found, else null. */
export function solutionIds(view: ReplayView | null): readonly number[] | null {
  return view?.final?.type === 'solved' ? view.final.nodeIds : null;
}

export function statusOf(
  index: TreeIndex,
  id: number,
  cursor: number,
  view: ReplayView,
  solution: ReadonlySet<number> | null,
): StatusCode {
  if (index.generatedAt[id] >= cursor) return STATUS.hidden;
  if (solution?.has(id)) return STATUS.solution;
  if (view.current?.id === id) return STATUS.current;
  if (index.forgottenBy(id, cursor)) return STATUS.forgotten;
  if (index.expandedBy(id, cursor)) return STATUS.expanded;
  const origin = index.origin[id];
  if (origin === ORIGIN.pruned) return STATUS.pruned;
  if (origin === ORIGIN.closed || origin === ORIGIN.frontier || origin === ORIGIN.cycle) return STATUS.duplicate;
  if (view.frontier.has(id)) return STATUS.frontier;
  return STATUS.dropped;
}

export function computeStatuses(layout: TreeLayout, index: TreeIndex, cursor: number, view: ReplayView): Uint8Array {
  const ids = solutionIds(view);
  const solution = ids ? new Set(ids) : null;
  const out = new Uint8Array(layout.size);
  for (let i = 0; i < layout.size; i++) out[i] = statusOf(index, layout.ids[i], cursor, view, solution);
  return out;
}
