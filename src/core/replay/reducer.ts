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
import { BACKTRACK, EXPAND_AGAIN, GENERATE, OBJECT, OUTCOMES, type EventColumns } from './eventColumns';
import { ReplayFrontier } from './frontier';
import { createNodeIndex, findEarlierOfKey, indexEvent, type NodeIndex } from './nodeIndex';
import { RecentList } from './recentList';
import type { GeneratedChild, ReplayView } from './types';

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
  recentClosed: RecentList<NodeInfo>;
  recentDuplicates: RecentList<GeneratedChild>;
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
    recentClosed: new RecentList(),
    recentDuplicates: new RecentList(),
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

/** A deep copy of everything mutable; NodeInfo objects, events and the node index are shared. */
export function cloneState(state: ReplayState, frontier = state.frontier.clone()): ReplayState {
  return {
    ...state,
    children: state.children.slice(),
    frontier,
    recentClosed: state.recentClosed.clone(),
    recentDuplicates: state.recentDuplicates.clone(),
    path: state.path.slice(),
    pathLimits: state.pathLimits.slice(),
    counters: { ...state.counters },
    iteration: state.iteration && { ...state.iteration },
  };
}

/**
 * A copy to keep as a checkpoint: its frontier packed (frontier.ts). Restore it with cloneState
 * before applying events to it.
 */
export function checkpointOf(state: ReplayState): ReplayState {
  return cloneState(state, state.frontier.packed());
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
      start(state, event.algorithm, event.root.id);
      break;
    case 'expand':
      expand(state, event.node.id, event.fLimit);
      if (event.again) state.counters.reexpanded++;
      break;
    case 'generate':
      generate(state, event.node.id, event.outcome, event);
      break;
    case 'iteration':
      restartPass(state, event.pass, event.bound, event.root.id);
      break;
    case 'backtrack':
      backtrack(state, event.node.id);
      break;
    case 'forget':
      forget(state, event.node.id, event.backedUp ? event.backedUp.id : -1, event.replaced);
      break;
    case 'restart':
      restartClimb(state, event.root.id);
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

/**
 * Folds event i of a columnar log (whose nodes the state's index already holds) without making
 * the event object: the replayer's hot path. `lastEvent` is left to the caller (the replayer
 * makes it once per seek, for the event the view ends on).
 */
export function applyAt(state: ReplayState, log: EventColumns, i: number): void {
  const kind = log.kind(i);
  if (kind === OBJECT) {
    applyEvent(state, log.object(i));
    return;
  }
  state.cursor++;
  const id = log.subject(i);
  if (kind >= GENERATE) generate(state, id, OUTCOMES[kind - GENERATE], null);
  else if (kind === BACKTRACK) backtrack(state, id);
  else {
    expand(state, id, log.fLimit(i));
    if (kind === EXPAND_AGAIN) state.counters.reexpanded++;
  }
  notePeakMemory(state);
}

function node(state: ReplayState, id: number): NodeInfo {
  return state.index.nodes.node(id)!;
}

function start(state: ReplayState, algorithm: AlgorithmId, rootId: number): void {
  const root = node(state, rootId);
  // The start event names the run's algorithm, so it decides the order whatever was guessed.
  setAlgorithm(state, algorithm);
  state.frontier.reset(algorithm);
  state.root = root;
  state.current = null;
  state.children = [];
  state.recentClosed = new RecentList();
  state.recentDuplicates = new RecentList();
  state.path = [];
  state.pathLimits = [];
  state.counters = zeroCounters();
  state.iteration = null;
  state.boundBefore = -Infinity;
  state.final = null;
  state.counters.memory = 1; // the root
  addToFrontier(state, rootId);
}

function expand(state: ReplayState, id: number, fLimit: number | undefined): void {
  state.frontier.delete(id);
  const current = node(state, id);
  state.current = current;
  state.children = [];
  state.counters.expanded++;
  if (state.iteration) state.iteration.expanded++;
  if (state.keepsClosed) {
    state.counters.closed++;
    state.recentClosed.push(current);
  }
  if (state.keepsPath) {
    const path = state.path;
    while (path.length > 0 && path[path.length - 1].id !== current.parentId) path.pop();
    path.push(current);
    if (fLimit !== undefined) {
      state.pathLimits.length = path.length - 1;
      state.pathLimits.push(fLimit);
    }
    if (state.iteration && path.every((n) => n.f <= state.boundBefore)) state.counters.reexpanded++;
  }
}

/** `event`: the generate event itself when there is one (it is a GeneratedChild: no copy needed). */
function generate(state: ReplayState, id: number, outcome: GenerateOutcome, event: GeneratedChild | null): void {
  const child = event ?? { node: node(state, id), outcome };
  const counters = state.counters;
  counters.generated++;
  state.children.push(child);
  if (!state.keepsPath && (outcome === 'new' || outcome === 'improved' || outcome === 'reopened')) counters.memory++;
  switch (outcome) {
    case 'new':
      addToFrontier(state, id);
      return;
    case 'improved':
      removeOlderEntry(state, id);
      addToFrontier(state, id);
      state.recentDuplicates.push(child);
      return;
    case 'reopened':
      counters.reopened++;
      // The state leaves the closed set for the frontier (it is counted again when re-expanded).
      if (state.keepsClosed && counters.closed > 0) counters.closed--;
      addToFrontier(state, id);
      state.recentDuplicates.push(child);
      return;
    case 'closed':
    case 'frontier':
    case 'cycle':
      counters.duplicates++;
      state.recentDuplicates.push(child);
      return;
    case 'rejected':
      return;
    case 'pruned':
      counters.pruned++;
      if (state.iteration) {
        state.iteration.pruned++;
        const f = state.index.nodes.f(id);
        if (f < state.iteration.nextBound) state.iteration.nextBound = f;
      }
      return;
  }
}

/** An 'improved' child replaces the waiting entry of the same state (its newest earlier one). */
function removeOlderEntry(state: ReplayState, id: number): void {
  findEarlierOfKey(state.index, state.index.nodes.key(id), id, (older) => state.frontier.delete(older));
}

/** `backedUp`: the id of the node re-entering the frontier, or -1. */
function forget(state: ReplayState, id: number, backedUp: number, replaced: number): void {
  const c = state.counters;
  c.forgotten++;
  if (state.keepsPath) {
    // RBFS leaves the call: the node's waiting children go, then the node comes off the path.
    const frontier = state.frontier;
    const nodes = state.index.nodes;
    for (const waiting of frontier.ids()) if (nodes.parentId(waiting) === id) frontier.delete(waiting);
    backtrack(state, id);
  } else {
    state.frontier.delete(id);
    c.memory--;
  }
  if (replaced >= 0) state.frontier.delete(replaced);
  if (backedUp >= 0) {
    c.generated++; // the solver gives the backed-up node a fresh id
    addToFrontier(state, backedUp);
  }
}

function restartPass(state: ReplayState, pass: number, bound: number, root: number): void {
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

function restartClimb(state: ReplayState, root: number): void {
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

function addToFrontier(state: ReplayState, id: number): void {
  state.frontier.add(id);
  if (state.frontier.size > state.counters.peakFrontier) state.counters.peakFrontier = state.frontier.size;
}
