/**
 * What a depth-first searcher held, for the replay of its trace (traceEvents.ts): one path from
 * the start and, below each state on it, the children still waiting. When the search backs up
 * above a state, the children it left waiting there were dropped (cut off by the depth limit
 * or IDA*'s bound, or skipped as a repeat): they are no longer in its frontier, and the replay
 * must not keep them there. The trace never says so; the next expansion, higher up, does.
 */
import type { NodeInfo } from '../events';

/** A child left waiting: `repeat` when its state was on the path as it was generated (a cycle). */
export interface LeftChild {
  readonly node: NodeInfo;
  readonly repeat: boolean;
}

export class DepthFirstReplay {
  private readonly path: NodeInfo[] = [];
  /** The children waiting below each node, by the node's id. */
  private readonly waiting = new Map<number, Set<LeftChild>>();
  private readonly byNode = new Map<NodeInfo, LeftChild>();

  generated(node: NodeInfo): void {
    // A child that repeats a state of the path (a cycle) and is never taken was skipped as one.
    const child = { node, repeat: this.path.some((n) => n.key === node.key) };
    this.byNode.set(node, child);
    const siblings = this.waiting.get(node.parentId);
    if (siblings === undefined) this.waiting.set(node.parentId, new Set([child]));
    else siblings.add(child);
  }

  /** The expansion of `node`; returns the children left waiting on the states it backs up from. */
  expanded(node: NodeInfo): LeftChild[] {
    const taken = this.byNode.get(node);
    if (taken !== undefined) this.waiting.get(node.parentId)?.delete(taken);
    const dropped: LeftChild[] = [];
    const path = this.path;
    while (path.length > 0 && path[path.length - 1].id !== node.parentId) {
      const left = path.pop()!;
      const children = this.waiting.get(left.id);
      if (children !== undefined) dropped.push(...children);
      this.waiting.delete(left.id);
    }
    path.push(node);
    return dropped;
  }

  /** A search that gives up has emptied its stack: every child still waiting was dropped. */
  givenUp(): LeftChild[] {
    const dropped = [...this.waiting.values()].flatMap((children) => [...children]);
    this.waiting.clear();
    this.path.length = 0;
    return dropped;
  }

  /** At a solution, the repeats never taken: a search that checks its path skipped them (the others wait on). */
  repeatsWaiting(): LeftChild[] {
    return [...this.waiting.values()].flatMap((children) => [...children].filter((c) => c.repeat));
  }
}
