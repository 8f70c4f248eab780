/**
 * What every textbook solver shares: the problem (a domain, its start and goal, a heuristic),
 * the search node, and the counters its final event reports. Plain objects and arrays
 * throughout: the textbook solvers are written to be read, and to hold the fast kernels to the
 * same event stream (tests/unit/core/textbook.test.ts). They never look inside a state: the
 * domain (src/core/domain/) says what its successors cost, whether it is the goal, and its key,
 * so the same solvers search the sliding puzzle and any other domain.
 */
import type { GenerateOutcome, LimitReason, NodeInfo, SearchEvent, SearchStats, StateKey } from '../../events';
import type { AnyDomain, Domain, Step } from '../../domain/types';
import type { Direction } from '../../puzzle';
import type { ResolvedOptions } from '../run';
import { exhaustedEvent } from '../run';
import type { FinalEvent } from '../types';

/** A state as the solvers hold it: only the domain looks inside. */
export type State = unknown;

export interface Problem {
  readonly domain: AnyDomain;
  readonly start: State;
  /** The goal state: the goal test compares with it; bidirectional search starts back from it. */
  readonly goal: State;
  /** The heuristic estimate h(n) of a state; 0 for the uninformed searches. */
  readonly h: (state: State) => number;
  readonly options: ResolvedOptions;
  /** Milliseconds clock for `elapsedMs` (the textbook solvers do not stop on time: see Tally). */
  readonly now: () => number;
}

/**
 * A problem from a typed domain: the one place where a domain's states become the `State` the
 * solvers hand back to it untouched.
 */
export function problemOf<S>(
  domain: Domain<S, string>,
  start: S,
  goal: S,
  h: ((state: S) => number) | null,
  options: ResolvedOptions,
  now: () => number,
): Problem {
  const estimate = h === null ? () => 0 : (state: State) => h(state as S);
  return { domain, start, goal, h: estimate, options, now };
}

/** A textbook solver: yields every event but the final one, which it returns (as the fast solvers do). */
export type TextbookSearch = Generator<SearchEvent, FinalEvent, void>;

/** One search node: a state, how it was reached, and what it costs. */
export interface Node {
  readonly id: number;
  readonly parent: Node | null;
  readonly state: State;
  readonly key: StateKey;
  /** The puzzle's blank move into this node (null otherwise, and for a root). */
  readonly move: Direction | null;
  /** Any other domain's action into this node (null for the puzzle, and for a root). */
  readonly action: string | null;
  /** c(parent, action, node); 0 for a root. */
  readonly stepCost: number;
  /** The path cost from the root: the sum of the step costs. */
  readonly g: number;
  /** The steps from the root: g itself when every step costs 1. */
  readonly depth: number;
  readonly h: number;
  /** The evaluation the frontier is ordered by (g, h, g + h, g + w * h; the depth for BFS and DFS). */
  readonly f: number;
  readonly side?: 'forward' | 'backward';
}

/** A node's evaluation from its path cost g, its estimate h and its depth. */
export type Evaluation = (g: number, h: number, depth: number) => number;

export function rootNode(problem: Problem, f: Evaluation, state = problem.start, id = 0): Node {
  const h = problem.h(state);
  const key = problem.domain.key(state);
  return { id, parent: null, state, key, move: null, action: null, stepCost: 0, g: 0, depth: 0, h, f: f(0, h, 0) };
}

/** The node reached from `node` by `step`: g + c(s, a, s'); it belongs to the parent's side. */
export function childOf(problem: Problem, node: Node, step: Step<State>, id: number, f: Evaluation): Node {
  const { state, action, cost } = step;
  const g = node.g + cost;
  const depth = node.depth + 1;
  const h = problem.h(state);
  const key = problem.domain.key(state);
  const blankMove = problem.domain.actionsAreBlankMoves === true;
  const move = blankMove ? (action as Direction) : null;
  const named = blankMove ? null : action;
  const child = { id, parent: node, state, key, move, action: named, stepCost: cost, g, depth, h, f: f(g, h, depth) };
  return node.side === undefined ? child : { ...child, side: node.side };
}

/** The steps out of a node's state, in the domain's order. */
export function stepsOf(problem: Problem, node: Node): Step<State>[] {
  return [...problem.domain.successors(node.state)];
}

/**
 * EXPAND: the children of a node, one per successor in the domain's order (the puzzle: blank
 * moves U, D, L, R), made one at a time as the loop asks (a search may stop at a child). Each
 * takes the next id, whatever then happens to it.
 */
export function* childrenOf(problem: Problem, node: Node, tally: Tally, f: Evaluation): Generator<Node, void> {
  for (const step of problem.domain.successors(node.state)) yield childOf(problem, node, step, tally.newId(), f);
}

/** GOAL-TEST: the domain's test against the problem's goal. */
export function isGoal(problem: Problem, node: Node): boolean {
  return problem.domain.isGoal(node.state, problem.goal);
}

/** The action into a node, whichever field carries it; null for a root. */
export function actionOf(node: Node): string | null {
  return node.move ?? node.action;
}

/** The event saying what happened to a child just generated. */
export function generated(child: Node, outcome: GenerateOutcome): SearchEvent {
  return { type: 'generate', node: info(child), outcome };
}

/**
 * The node as the event stream carries it. The fields a unit-cost domain never needs are left
 * out there (the puzzle's events are as they always were): the action's name when it is not a
 * blank move, the step cost when it is not 1, the depth when it is not g.
 */
export function info(node: Node): NodeInfo {
  const { id, key, g, h, f, move, side, action, stepCost, depth } = node;
  const parentId = node.parent ? node.parent.id : -1;
  const out: { -readonly [K in keyof NodeInfo]: NodeInfo[K] } = { id, parentId, key, g, h, f, move };
  if (action !== null) out.action = action;
  if (node.parent !== null && stepCost !== 1) out.stepCost = stepCost;
  if (depth !== g) out.depth = depth;
  if (side !== undefined) out.side = side;
  return out;
}

/** The nodes from the root to `node`. */
export function pathTo(node: Node): Node[] {
  const path: Node[] = [];
  for (let n: Node | null = node; n !== null; n = n.parent) path.unshift(n);
  return path;
}

/**
 * The counters behind every stats object, the budget checks and the final events. Only the
 * time is left out by design: the fast solvers stop on `maxMs` and report `elapsedMs` from
 * their own clock, which no second run can reproduce; the textbook solvers report the wall
 * time since they started and never stop on it.
 */
export class Tally {
  expanded = 0;
  duplicates = 0;
  /** Nodes created after the root, whatever became of them (the last id handed out). */
  generated = 0;
  private readonly started: number;
  private nextProgress: number;
  // Before the first expansion the root alone waits and is held.
  peakFrontier = 1;
  peakMemory = 1;

  constructor(private readonly problem: Problem) {
    this.nextProgress = problem.options.progressEvery;
    this.started = problem.now();
  }

  /** Ids in creation order: the root is 0, every later node takes the next one. */
  newId(): number {
    return ++this.generated;
  }

  /** Records the sizes right now, for the peaks. */
  note(frontier: number, memory: number): void {
    this.peakFrontier = Math.max(this.peakFrontier, frontier);
    this.peakMemory = Math.max(this.peakMemory, memory);
  }

  /** Checked before each expansion: the budget bound that stops the search, or null. */
  limitReached(memory: number): LimitReason | null {
    const { maxExpansions, maxMemoryNodes } = this.problem.options.budget;
    if (this.expanded >= maxExpansions) return 'expansions';
    if (memory >= maxMemoryNodes) return 'memory';
    return null;
  }

  /** A progress event every `progressEvery` expansions, or null. */
  progress(bound?: number): SearchEvent | null {
    if (this.expanded < this.nextProgress) return null;
    this.nextProgress += this.problem.options.progressEvery;
    return bound === undefined
      ? { type: 'progress', stats: this.stats() }
      : { type: 'progress', stats: this.stats(), bound };
  }

  stats(solutionLength = -1): SearchStats {
    const { expanded, generated, duplicates, peakFrontier, peakMemory } = this;
    const optimal = this.problem.options.optimal;
    const elapsedMs = this.problem.now() - this.started;
    return { expanded, generated, duplicates, peakFrontier, peakMemory, solutionLength, optimal, elapsedMs };
  }

  start(root: Node): SearchEvent {
    const { algorithm, optimal } = this.problem.options;
    return { type: 'start', root: info(root), algorithm, optimal };
  }

  /** Solved along `path`, root first. */
  solved(path: readonly Node[]): FinalEvent {
    const last = path[path.length - 1];
    return this.solvedWith(
      path.slice(1).map((n) => actionOf(n)!),
      path.map((n) => n.id),
      last.g,
    );
  }

  /**
   * Solved by `actions` from the start, through the nodes `nodeIds`, at path cost `cost`. The
   * puzzle's blank moves go in `path`; any other domain's actions in `actions` (`path` empty).
   * The cost is told only when it is not the number of steps.
   */
  solvedWith(actions: readonly string[], nodeIds: readonly number[], cost: number): FinalEvent {
    const stats = this.stats(actions.length);
    const costField = cost === actions.length ? {} : { cost };
    return this.problem.domain.actionsAreBlankMoves
      ? { type: 'solved', path: actions as readonly Direction[], nodeIds, ...costField, stats }
      : { type: 'solved', path: [], actions, nodeIds, ...costField, stats };
  }

  exhausted(depthLimit?: number): FinalEvent {
    return exhaustedEvent(this.stats(), depthLimit);
  }

  limit(reason: LimitReason): FinalEvent {
    return { type: 'limit', reason, stats: this.stats() };
  }
}
