/**
 * What a node's box says: its state's name from the domain's tree view (a city, a cell; none for
 * a board, which its drawing shows), f and g · h (or g alone without a heuristic), and, where
 * steps do not all cost 1, the cost of the step into it, written on its link.
 */
import type { AnyDomain } from '../../core/domain/types';
import type { NodeInfo } from '../../core/events';
import type { TreeNodeView } from '../domains/treeViews';
import { fmt } from '../visualizer/narration';
import type { NodeText } from './treeDraw';

export function nodeText(domain: AnyDomain, view: TreeNodeView, node: NodeInfo, usesH: boolean): NodeText {
  const name = view.name(domain, node.key);
  const stepCost = domain.unitCosts || node.parentId < 0 ? null : fmt(node.stepCost ?? 1);
  return usesH
    ? { name, main: `f ${fmt(node.f)}`, detail: `g ${fmt(node.g)} · h ${fmt(node.h)}`, stepCost }
    : { name, main: `g ${fmt(node.g)}`, detail: null, stepCost };
}
