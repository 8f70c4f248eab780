/**
 * A searcher's trace as Frontier's own event stream (events.ts), so that the visualizer replays
 * it exactly like one of its runs: each expand line an `expand` event, each generate line a
 * `generate` event with the outcome the replay reducer needs (a new state, one already waiting
 * with an equal or better g, one expanded before, a better path to either), and the trace's end
 * as `solved` or `exhausted`. g and h are the student's as written (a missing g is the parent's
 * g plus the step's cost, a missing h is 0), f is what the algorithm orders by.
 *
 * Also returned: for each line of the file that became an event, that event's index, so that
 * the checker's "Line N" opens the view at its step.
 */
import type { AlgorithmId, GenerateOutcome, NodeInfo, SearchEvent, SearchStats, StateKey } from '../events';
import { algorithmInfo } from '../solvers/algorithms';
import { fValue } from '../solvers/ordering';
import { DEFAULT_WEIGHT } from '../solvers/types';
import type { Direction } from '../puzzle';
import type { Trace, TraceState } from './types';
import { checksDepthFirstOrderOf } from './checker';
import { DepthFirstReplay } from './depthFirstReplay';

export interface TraceEvents {
  readonly events: readonly SearchEvent[];
  /** The algorithm the events are replayed as (the header's, or the one asked for). */
  readonly algorithm: AlgorithmId;
  /** The index in `events` of each line that became an event, by its 1-based line number. */
  readonly eventOfLine: ReadonlyMap<number, number>;
}

/** What a trace is replayed as when its header names no algorithm: any best-first search shows its frontier. */
export const TRACE_REPLAY_FALLBACK: AlgorithmId = 'astar';

export function traceEvents(trace: Trace, algorithmAsked?: AlgorithmId): TraceEvents {
  const { header } = trace;
  const algorithm = algorithmAsked ?? header.algorithm ?? TRACE_REPLAY_FALLBACK;
  const info = algorithmInfo(algorithm);
  const weight = header.weight ?? DEFAULT_WEIGHT;
  const domain = header.domain;
  const onPuzzle = header.domainName === 'puzzle';
  const events: SearchEvent[] = [];
  const eventOfLine = new Map<number, number>();
  const nodes: NodeInfo[] = [];
  /** The latest node of each state, the nodes of it still waiting, and whether it is closed or open. */
  const latest = new Map<StateKey, NodeInfo>();
  const waitingNodes = new Map<StateKey, NodeInfo[]>();
  const wait = (node: NodeInfo) => {
    const list = waitingNodes.get(node.key);
    if (list === undefined) waitingNodes.set(node.key, [node]);
    else list.push(node);
  };
  /** Tree searches (the depth-first ones) keep no closed set: every child is a new node. */
  const graph = info?.graphSearch ?? true;
  /** Greedy orders by h alone: a cheaper path to a seen state changes nothing, as in its own runs. */
  const ordersByG = info?.equation !== 'h';
  const closed = new Map<StateKey, number>();
  const open = new Map<StateKey, number>();
  let current: NodeInfo | null = null;
  /** A depth-first search's path, to drop the children it left when it backed up (and where each was generated). */
  const depthFirst = info !== undefined && checksDepthFirstOrderOf(info) ? new DepthFirstReplay() : null;
  const generatedAt = new Map<number, number>();
  const dropped = ({ node: left, repeat }: { node: NodeInfo; repeat: boolean }) => {
    events[generatedAt.get(left.id)!] = { type: 'generate', node: left, outcome: repeat ? 'cycle' : 'pruned' };
    const list = waitingNodes.get(left.key);
    if (list !== undefined && list.includes(left)) list.splice(list.indexOf(left), 1);
    if (!waitingNodes.get(left.key)?.length) open.delete(left.key);
  };
  let expanded = 0;
  let generated = 0;
  let duplicates = 0;
  let peakFrontier = 1;

  const make = (
    state: TraceState,
    parent: NodeInfo | null,
    g: number,
    h: number,
    step: { action: string; cost: number } | null,
  ): NodeInfo => {
    const depth = parent === null ? 0 : (parent.depth ?? parent.g) + 1;
    const node: NodeInfo = {
      id: nodes.length,
      parentId: parent === null ? -1 : parent.id,
      key: state.key,
      g,
      h,
      f: fValue(algorithm, g, h, weight),
      move: onPuzzle && step !== null ? (step.action as Direction) : null,
      ...(!onPuzzle && step !== null ? { action: step.action } : {}),
      ...(step !== null && step.cost !== 1 ? { stepCost: step.cost } : {}),
      ...(depth !== g ? { depth } : {}),
    };
    nodes.push(node);
    latest.set(state.key, node);
    return node;
  };

  const stepBetween = (from: TraceState, to: TraceState): { action: string; cost: number } | null => {
    for (const s of domain.successors(from.state)) {
      if (domain.key(s.state) === to.key) return { action: String(s.action), cost: s.cost };
    }
    return null;
  };

  const firstH = trace.steps.find((s) => s.node.key === header.start.key && s.h !== undefined)?.h ?? 0;
  const root = make(header.start, null, 0, firstH, null);
  open.set(root.key, 0);
  wait(root);
  events.push({ type: 'start', root, algorithm, optimal: info?.optimal ?? false });

  for (const step of trace.steps) {
    if (step.type === 'expand') {
      const list = waitingNodes.get(step.node.key) ?? [];
      // The copy with the g the line gives (a tree search may hold a state at several depths), else the newest.
      let at = list.length - 1;
      for (let i = list.length - 1; i >= 0 && step.g !== undefined; i--) {
        if (list[i].g === step.g) {
          at = i;
          break;
        }
      }
      // The start expanded again begins a depth-first search's new pass: a fresh root, not a copy waiting as a child.
      if (depthFirst !== null && expanded > 0 && step.node.key === header.start.key) at = -1;
      // A state no line generated is replayed as a fresh node (the checker says what is wrong with it).
      const from = step.node.key === header.start.key ? null : current;
      const node: NodeInfo = at >= 0 ? list.splice(at, 1)[0] : make(step.node, from, step.g ?? 0, step.h ?? 0, null);
      depthFirst?.expanded(node).forEach(dropped);
      open.delete(node.key);
      closed.set(node.key, node.g);
      current = node;
      expanded++;
      eventOfLine.set(step.line, events.length);
      events.push({ type: 'expand', node });
      continue;
    }
    const parent = current !== null && current.key === step.parent.key ? current : latest.get(step.parent.key);
    const move = stepBetween(step.parent, step.node);
    const parentG = parent?.g ?? 0;
    const g = step.g ?? parentG + (move?.cost ?? 1);
    const h = step.h ?? (step.f !== undefined ? Math.max(0, step.f - g) : 0);
    const outcome = graph ? outcomeOf(g, closed.get(step.node.key), open.get(step.node.key), ordersByG) : 'new';
    const node = make(step.node, parent ?? null, g, h, move);
    if (outcome === 'new' || outcome === 'improved' || outcome === 'reopened') {
      open.set(node.key, g);
      if (outcome !== 'new') waitingNodes.delete(node.key); // the better path replaces the older entry
      wait(node);
      if (depthFirst !== null) {
        depthFirst.generated(node);
        generatedAt.set(node.id, events.length);
      }
    } else duplicates++;
    if (outcome === 'reopened') closed.delete(node.key);
    generated++;
    peakFrontier = Math.max(peakFrontier, open.size);
    eventOfLine.set(step.line, events.length);
    events.push({ type: 'generate', node, outcome });
  }

  const stats = (solutionLength: number): SearchStats => ({
    expanded,
    generated,
    duplicates,
    peakFrontier,
    peakMemory: open.size + closed.size,
    solutionLength,
    optimal: info?.optimal ?? false,
    elapsedMs: 0,
  });
  const end = trace.end;
  if (end.type === 'solution') {
    depthFirst?.repeatsWaiting().forEach(dropped);
    const goalNode = latest.get(end.states[end.states.length - 1].key);
    const nodeIds: number[] = [];
    for (let at = goalNode; at !== undefined; at = at.parentId < 0 ? undefined : nodes[at.parentId]) {
      nodeIds.push(at.id);
    }
    nodeIds.reverse();
    const moves: string[] = [];
    let cost = 0;
    for (let i = 1; i < end.states.length; i++) {
      const s = stepBetween(end.states[i - 1], end.states[i]);
      moves.push(s?.action ?? '');
      cost += s?.cost ?? 0;
    }
    eventOfLine.set(end.line, events.length);
    events.push({
      type: 'solved',
      path: onPuzzle ? (moves as Direction[]) : [],
      ...(onPuzzle ? {} : { actions: moves }),
      ...(cost !== moves.length ? { cost } : {}),
      nodeIds,
      stats: stats(moves.length),
    });
  } else if (end.type === 'failure') {
    depthFirst?.givenUp().forEach(dropped);
    eventOfLine.set(end.line, events.length);
    events.push({ type: 'exhausted', stats: stats(-1) });
  }
  // A cut-off trace has no final event: the replay ends where the file does.
  return { events, algorithm, eventOfLine };
}

function outcomeOf(
  g: number,
  closedG: number | undefined,
  openG: number | undefined,
  ordersByG: boolean,
): GenerateOutcome {
  if (closedG !== undefined) return ordersByG && g < closedG ? 'reopened' : 'closed';
  if (openG !== undefined) return ordersByG && g < openG ? 'improved' : 'frontier';
  return 'new';
}
