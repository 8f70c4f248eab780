/**
 * The node picked in the tree, and what the details card tells of it at the cursor: its state,
 * its status, its pass, how often the same state was expanded before, and its children so far.
 */
import { useMemo, useState } from 'react';
import type { AnyDomain } from '../../core/domain/types';
import type { Replayer } from '../../core/replay';
import type { SelectedNode } from './TreeDetails';
import type { TreeIndex } from './treeIndex';
import { solutionIds, STATUS_NAMES, statusOf } from './treeStatus';
import type { TreeAt } from './treeSource';

export function useTreeSelection(runKey: string, replayer: Replayer, index: TreeIndex, at: TreeAt, domain: AnyDomain) {
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
    const children = [];
    const limit = index.countAt(cursor);
    for (let id = 0; id < limit; id++) {
      if (index.expandedBy(id, cursor) && replayer.node(id)?.key === node.key) same++;
      if (index.parent[id] === selectedId) children.push(replayer.node(id)!);
    }
    return {
      node,
      domain,
      children,
      status: STATUS_NAMES[statusOf(index, selectedId, cursor, view, solution ? new Set(solution) : null)],
      pass: index.pass[selectedId] ?? 0,
      sameBoardExpanded: same,
      hasParent: node.parentId >= 0,
    };
  }, [selectedId, at, replayer, index, domain]);

  return { selectedId, setSelectedId, selected };
}
