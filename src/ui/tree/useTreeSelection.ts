/**
 * The node picked in the tree, and what the details card tells of it at the cursor: its board,
 * its status, its pass, and how often the same board was expanded before.
 */
import { useMemo, useState } from 'react';
import type { StateKey } from '../../core/events';
import type { Replayer } from '../../core/replay';
import type { SelectedNode } from './TreeDetails';
import type { TreeIndex } from './treeIndex';
import { solutionIds, STATUS_NAMES, statusOf } from './treeStatus';
import type { TreeAt } from './treeSource';

export function useTreeSelection(
  runKey: string,
  replayer: Replayer,
  index: TreeIndex,
  at: TreeAt,
  decode: (key: StateKey) => number[],
  cols: number,
) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [lastRun, setLastRun] = useState(runKey);
  if (lastRun !== runKey) {
    // A new run: nothing is picked (React's "adjust state while rendering" pattern).
    setLastRun(runKey);
    setSelectedId(null);
  }

  // Recomputed on every move: `at` is a new object each time.
  const selected: SelectedNode | null = useMemo(() => {
    if (selectedId === null) return null;
    const node = replayer.node(selectedId);
    if (!node) return null;
    const { cursor, view } = at;
    const solution = solutionIds(view);
    let same = 0;
    const limit = index.countAt(cursor);
    for (let id = 0; id < limit; id++) {
      if (index.expandedBy(id, cursor) && replayer.node(id)?.key === node.key) same++;
    }
    return {
      node,
      tiles: decode(node.key),
      cols,
      status: STATUS_NAMES[statusOf(index, selectedId, cursor, view, solution ? new Set(solution) : null)],
      pass: index.pass[selectedId] ?? 0,
      sameBoardExpanded: same,
      hasParent: node.parentId >= 0,
    };
  }, [selectedId, at, replayer, index, decode, cols]);

  return { selectedId, setSelectedId, selected };
}
