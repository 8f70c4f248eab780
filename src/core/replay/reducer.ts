/**
 * The deterministic reducer from the event log to the view: `applyEvent(state, event)` folds
 * one event into a mutable state (mutable for speed: a long A* run replays at millions of
 * events per second), and `cloneState` copies a state for a checkpoint. The same log always
 * gives the same view, whichever checkpoint a replay starts from.
 *
 * Semantics (the solvers in ../solvers emit exactly this):
 * - start: the frontier is just the root.
 * - expand: the node leaves the frontier and becomes `current`, its `children` start empty.
 *   Graph searches add it to the closed set; depth-first ones (a stack frontier) put it on the
 *   path instead, after popping the path down to its parent.
 * - generate: the child joins `children`; 'new' / 'improved' / 'reopened' put it in the
 *   frontier ('improved' replaces the older entry of the same state); 'closed' / 'frontier' /
 *   'cycle' are duplicates; 'pruned' feeds the pass's next bound.
 * - iteration: a new IDA* / IDDFS pass restarts from its fresh root. An expansion whose path
 *   lies within the previous pass's bound repeats that pass's expansion: it counts as re-expanded.
 * - backtrack: the node and anything above it leave the path.
 * - forget (RBFS, SMA*): the node leaves memory. On a path (RBFS) it and anything above it
 *   leave the path and its children leave the frontier; otherwise (SMA*) it leaves the
 *   frontier. `backedUp` joins the frontier in place of `replaced`.
 * - generate 'rejected' (local and beam search): looked at, not entered: nothing but the count.
 * - move (local search): says why a neighbour was taken or not; the view reads it as lastEvent.
 * - restart (hill climbing): like a new pass, the frontier is just the fresh root, and the kept
 *   path (memory) starts again from it.
 * - solved / exhausted / limit: the final event.
 */
import type { AlgorithmId, FinalEvent, GenerateOutcome, NodeInfo, SearchEvent } from '../events';
import { algorithmInfo } from '../solvers/algorithms';
import { ReplayFrontier } from './frontier';
import { createNodeIndex, findEarlierOfKey, indexEvent, type NodeIndex } from './nodeIndex';
import { RECENT_LIMIT, type GeneratedChild, type ReplayView } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The reducer's state. It is a ReplayView: consumers get it through that read-only type. */
export interface ReplayState {
  cursor: number;
  algorithm: AlgorithmId | null;
  root: NodeInfo | null;
  lastEvent: SearchEvent | null;
  current: NodeInfo | null;
  children: GeneratedChild[];
  frontier: ReplayFrontier;
  recentClosed: NodeInfo[];
  recentDuplicates: GeneratedChild[];
  path: NodeInfo[];
  pathLimits: number[];
  counters: Mutable<ReplayView['counters']>;
  iteration: Mutable<NonNullable<ReplayView['iteration']>> | null;
  final: FinalEvent | null;
  /** Shared by a state and its clones (append-only, see nodeIndex.ts). */
  readonly index: NodeIndex;
  /** Graph searches keep a closed set. */
  keepsClosed: boolean;
  /** Depth-first searches (a stack frontier) keep the current path. */
  keepsPath: boolean;
  /**
   * The bound of the pass before this one (IDA*, IDDFS; -Infinity in the first pass): a path
   * whose every f is within it was expanded in that pass too, so expanding it now is a
   * re-expansion (a pass's tree holds the previous pass's whole tree, in the same order).
   */
  boundBefore: number;
}

// A compile-time check that the state is usable as the public view.
const _isView: (s: ReplayState) => ReplayView = (s) => s;
void _isView;

function zeroCounters(): ReplayState['counters'] {
  return {
    expanded: 0,
    generated: 0,
    duplicates: 0,
    pruned: 0,
    reopened: 0,
    peakFrontier: 0,
    closed: 0,
    memory: 0,
    peakMemory: 0,
    forgotten: 0,
    reexpanded: 0,
  };
}

/** An empty state (cursor 0). The algorithm may be left null: the `start` event sets it. */
export function createState(algorithm: AlgorithmId | null = null, index: NodeIndex = createNodeIndex()): ReplayState {
  const state: ReplayState = {
    cursor: 0,
    algorithm: null,
    root: null,
    lastEvent: null,
    current: null,
    children: [],
    frontier: ReplayFrontier.create(algorithm, index),
    recentClosed: [],
    recentDuplicates: [],
    path: [],
    pathLimits: [],
    counters: zeroCounters(),
    iteration: null,
    final: null,
    index,
    keepsClosed: false,
    keepsPath: false,
    boundBefore: -Infinity,
  };
  if (algorithm) setAlgorithm(state, algorithm);
  return state;
}

function setAlgorithm(state: ReplayState, algorithm: AlgorithmId): void {
  const info = algorithmInfo(algorithm);
  state.algorithm = algorithm;
  state.keepsClosed = info?.graphSearch ?? false;
  state.keepsPath = info?.frontierKind === 'stack';
}

/** A deep copy of everything mutable; NodeInfo objects and events are immutable and shared. */
export function cloneState(state: ReplayState): ReplayState {
  return {
    ...state,
    children: state.children.slice(),
    frontier: state.frontier.clone(),
    recentClosed: state.recentClosed.slice(),
    recentDuplicates: state.recentDuplicates.slice(),
    path: state.path.slice(),
    pathLimits: state.pathLimits.slice(),
    counters: { ...state.counters },
    iteration: state.iteration && { ...state.iteration },
  };
}

/** What a checkpoint of this state costs to keep (and to restore), in entries. */
export function stateSize(state: ReplayState): number {
  return state.frontier.size + state.path.length;
}

/** Folds one event into the state (in place) and advances the cursor. */
export function applyEvent(state: ReplayState, event: SearchEvent): void {
  indexEvent(state.index, event);
  state.cursor++;
  state.lastEvent = event;
  switch (event.type) {
    case 'start':
      start(state, event.algorithm, stored(state, event.root));
      break;
    case 'expand':
      expand(state, stored(state, event.node), event.fLimit);
      if (event.again) state.counters.reexpanded++;
      break;
    case 'generate':
      generate(state, event);
      break;
    case 'iteration':
      restartPass(state, event.pass, event.bound, stored(state, event.root));
      break;
    case 'backtrack':
      backtrack(state, event.node.id);
      break;
    case 'forget':
      forget(state, event.node.id, event.backedUp && stored(state, event.backedUp), event.replaced);
      break;
    case 'restart':
      restartClimb(state, stored(state, event.root));
      break;
    case 'move':
    case 'progress':
      break;
    case 'solved':
    case 'exhausted':
    case 'limit':
      state.final = event;
      break;
  }
  notePeakMemory(state);
}

/** Depth-first searches hold their stack and path; the others keep every node they stored. */
function notePeakMemory(state: ReplayState): void {
  const c = state.counters;
  if (state.keepsPath) c.memory = state.frontier.size + state.path.length;
  if (c.memory > c.peakMemory) c.peakMemory = c.memory;
}

/** The frontier holds the indexed NodeInfo of each id, so lookups by id find that very entry. */
function stored(state: ReplayState, node: NodeInfo): NodeInfo {
  return state.index.nodes[node.id] ?? node;
}

function start(state: ReplayState, algorithm: AlgorithmId, root: NodeInfo): void {
  // The start event names the run's algorithm, so it decides the order whatever was guessed.
  setAlgorithm(state, algorithm);
  state.frontier.reset(algorithm);
  state.root = root;
  state.current = null;
  state.children = [];
  state.recentClosed = [];
  state.recentDuplicates = [];
  state.path = [];
  state.pathLimits = [];
  state.counters = zeroCounters();
  state.iteration = null;
  state.boundBefore = -Infinity;
  state.final = null;
  state.counters.memory = 1; // the root
  addToFrontier(state, root);
}

function expand(state: ReplayState, node: NodeInfo, fLimit: number | undefined): void {
  state.frontier.delete(node.id);
  state.current = node;
  state.children = [];
  state.counters.expanded++;
  if (state.iteration) state.iteration.expanded++;
  if (state.keepsClosed) {
    state.counters.closed++;
    pushRecent(state.recentClosed, node);
  }
  if (state.keepsPath) {
    const path = state.path;
    while (path.length > 0 && path[path.length - 1].id !== node.parentId) path.pop();
    path.push(node);
    if (fLimit !== undefined) {
      state.pathLimits.length = path.length - 1;
      state.pathLimits.push(fLimit);
    }
    if (state.iteration && path.every((n) => n.f <= state.boundBefore)) state.counters.reexpanded++;
  }
}

function generate(state: ReplayState, child: { readonly node: NodeInfo; readonly outcome: GenerateOutcome }): void {
  // The generate event itself is a GeneratedChild ({ node, outcome }): no copy needed.
  const node = stored(state, child.node);
  const counters = state.counters;
  counters.generated++;
  state.children.push(child);
  if (!state.keepsPath && (child.outcome === 'new' || child.outcome === 'improved' || child.outcome === 'reopened'))
    counters.memory++;
  switch (child.outcome) {
    case 'new':
      addToFrontier(state, node);
      return;
    case 'improved':
      removeOlderEntry(state, node);
      addToFrontier(state, node);
      pushRecent(state.recentDuplicates, child);
      return;
    case 'reopened':
      counters.reopened++;
      // The state leaves the closed set for the frontier (it is counted again when re-expanded).
      if (state.keepsClosed && counters.closed > 0) counters.closed--;
      addToFrontier(state, node);
      pushRecent(state.recentDuplicates, child);
      return;
    case 'closed':
    case 'frontier':
    case 'cycle':
      counters.duplicates++;
      pushRecent(state.recentDuplicates, child);
      return;
    case 'rejected':
      return;
    case 'pruned':
      counters.pruned++;
      if (state.iteration) {
        state.iteration.pruned++;
        if (node.f < state.iteration.nextBound) state.iteration.nextBound = node.f;
      }
      return;
  }
}

/** An 'improved' child replaces the waiting entry of the same state (its newest earlier one). */
function removeOlderEntry(state: ReplayState, node: NodeInfo): void {
  findEarlierOfKey(state.index, node.key, node.id, (id) => state.frontier.delete(id));
}

function forget(state: ReplayState, id: number, backedUp: NodeInfo | null, replaced: number): void {
  const c = state.counters;
  c.forgotten++;
  if (state.keepsPath) {
    // RBFS leaves the call: the node's waiting children go, then the node comes off the path.
    const frontier = state.frontier;
    for (const child of frontier.slice(0, frontier.size)) if (child.parentId === id) frontier.delete(child.id);
    backtrack(state, id);
  } else {
    state.frontier.delete(id);
    c.memory--;
  }
  if (replaced >= 0) state.frontier.delete(replaced);
  if (backedUp) {
    c.generated++; // the solver gives the backed-up node a fresh id
    addToFrontier(state, backedUp);
  }
}

function restartPass(state: ReplayState, pass: number, bound: number, root: NodeInfo): void {
  state.frontier.clear();
  state.path = [];
  state.pathLimits = [];
  state.children = [];
  // Nothing is being expanded between passes; the views fall back to the root.
  state.current = null;
  state.boundBefore = state.iteration?.bound ?? -Infinity;
  state.iteration = { pass, bound, pruned: 0, nextBound: Infinity, expanded: 0 };
  // The solver counts each pass's fresh root as generated.
  state.counters.generated++;
  addToFrontier(state, root);
}

function restartClimb(state: ReplayState, root: NodeInfo): void {
  state.frontier.clear();
  state.children = [];
  state.current = null;
  // The solver counts the restart's root as generated, and keeps only the path from it.
  state.counters.generated++;
  state.counters.memory = 1;
  addToFrontier(state, root);
}

function backtrack(state: ReplayState, id: number): void {
  const path = state.path;
  for (let i = path.length - 1; i >= 0; i--) {
    if (path[i].id === id) {
      path.length = i;
      if (state.pathLimits.length > i) state.pathLimits.length = i;
      return;
    }
  }
}

function addToFrontier(state: ReplayState, node: NodeInfo): void {
  state.frontier.add(node);
  if (state.frontier.size > state.counters.peakFrontier) state.counters.peakFrontier = state.frontier.size;
}

/** Newest first, at most RECENT_LIMIT entries. */
function pushRecent<T>(list: T[], item: T): void {
  list.unshift(item);
  if (list.length > RECENT_LIMIT) list.length = RECENT_LIMIT;
}
