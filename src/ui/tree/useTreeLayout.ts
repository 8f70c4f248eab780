/**
 * The tree's layout, refreshed as the cursor moves. Laying out 20,000 nodes takes tens of
 * milliseconds, so while a run plays (`busy`) a new layout is made at most every
 * LAYOUT_EVERY_MS; when still, at once.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TreeIndex } from './treeIndex';
import { layoutTree, TREE_NODE_LIMIT, type TreeLayout } from './treeLayout';

const LAYOUT_EVERY_MS = 300;

export interface LayoutInputs {
  /** Changes when a new run is loaded: the layout starts over. */
  runKey: string;
  index: TreeIndex;
  cursor: number;
  /** Only this branch (the solution's node ids), or null for the whole tree. */
  branch: readonly number[] | null;
  /** One IDA* / IDDFS pass, or 0 for all. */
  pass: number;
  /** Node ids kept past the node limit: the solution, the current node, the selected one. */
  solution: readonly number[] | null;
  currentId: number | null;
  selectedId: number | null;
  busy: boolean;
}

export interface TreeLayoutState {
  layout: TreeLayout | null;
  /** How long the last layout took (shown on the canvas for the tests and the curious). */
  layoutMs: () => number;
}

export function useTreeLayout(inputs: LayoutInputs): TreeLayoutState {
  const { runKey, index, cursor, branch, pass, solution, currentId, selectedId, busy } = inputs;
  const [layout, setLayout] = useState<TreeLayout | null>(null);
  const [lastRun, setLastRun] = useState(runKey);
  if (lastRun !== runKey) {
    // A new run: start over (React's "adjust state while rendering" pattern).
    setLastRun(runKey);
    setLayout(null);
  }
  const timing = useRef({ layoutMs: 0, lastLayoutAt: 0 });
  const pendingLayout = useRef<number | null>(null);

  const count = index.countAt(cursor);
  const keep = useMemo(() => {
    const ids = [...(solution ?? [])];
    if (currentId !== null) ids.push(currentId);
    if (selectedId !== null) ids.push(selectedId);
    return ids;
  }, [solution, currentId, selectedId]);
  // Past the node limit the kept branches (current, selected) change the node set too.
  const keepKey = count > TREE_NODE_LIMIT ? keep.join(',') : '';
  const layoutKey = `${runKey}|${count}|${branch ? 'b' : ''}|${pass}|${solution ? 's' : ''}|${keepKey}`;
  // The latest inputs, for a layout that runs later (throttled): refs are written in effects.
  const latest = useRef({ index, cursor, branch, pass, keep, layoutKey });
  useLayoutEffect(() => {
    latest.current = { index, cursor, branch, pass, keep, layoutKey };
  });
  const madeFor = useRef('');

  const relayout = useCallback(() => {
    pendingLayout.current = null;
    const { index: idx, cursor: c, branch: only, pass: p, keep: k, layoutKey: key } = latest.current;
    if (madeFor.current === key) return;
    const t0 = performance.now();
    const next = layoutTree(idx, c, { only, pass: p, keep: k, limit: TREE_NODE_LIMIT });
    timing.current.layoutMs = performance.now() - t0;
    timing.current.lastLayoutAt = performance.now();
    madeFor.current = key;
    setLayout(next);
  }, []);

  useEffect(() => {
    if (madeFor.current === layoutKey && layout) return;
    const since = performance.now() - timing.current.lastLayoutAt;
    if (busy && layout && since < LAYOUT_EVERY_MS) {
      if (pendingLayout.current === null) {
        pendingLayout.current = window.setTimeout(relayout, LAYOUT_EVERY_MS - since);
      }
      return;
    }
    relayout();
  }, [layoutKey, busy, layout, relayout]);

  useEffect(
    () => () => {
      if (pendingLayout.current !== null) window.clearTimeout(pendingLayout.current);
    },
    [],
  );

  const layoutMs = useCallback(() => timing.current.layoutMs, []);
  return { layout, layoutMs };
}
