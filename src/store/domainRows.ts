/**
 * What the views show of a node on any domain, from the run's domain and the replayer's node
 * alone: the state as the domain writes it, the action and the step cost into it, and g, h and
 * f. The frontier table, the current-node card and the narration read these rows where the
 * domain is not the puzzle (whose views draw boards from the same nodes).
 */
import type { AnyDomain } from '../core/domain/types';
import { depthOf, type NodeInfo } from '../core/events';
import type { ReplayView } from '../core/replay';

export interface NodeRow {
  readonly id: number;
  /** The state as its domain writes it (Domain.format). */
  readonly state: string;
  /** The action into the node (the puzzle's blank move, or the domain's action); null for the root. */
  readonly action: string | null;
  /** c(parent, action, node): 0 for the root, 1 where the events leave it out. */
  readonly stepCost: number;
  readonly g: number;
  readonly h: number;
  readonly f: number;
  /** Steps from the root. */
  readonly depth: number;
}

export function nodeRow(domain: AnyDomain, node: NodeInfo): NodeRow {
  const root = node.parentId < 0;
  return {
    id: node.id,
    state: domain.format(domain.state(node.key)),
    action: node.move ?? node.action ?? null,
    stepCost: root ? 0 : (node.stepCost ?? 1),
    g: node.g,
    h: node.h,
    f: node.f,
    depth: depthOf(node),
  };
}

/** Frontier ranks [from, to), rank 0 the node taken next. */
export function frontierRows(view: ReplayView, domain: AnyDomain, from: number, to: number): NodeRow[] {
  return view.frontier.slice(from, to).map((node) => nodeRow(domain, node));
}

/**
 * Whether the views should show step costs: the domain says its steps do not all cost 1.
 * (The puzzle's never do: its views stay as they were.)
 */
export function showsStepCosts(domain: AnyDomain): boolean {
  return !domain.unitCosts;
}
