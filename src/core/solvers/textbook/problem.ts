/**
 * What every textbook solver shares: the problem (start, goal, moves, heuristic), the search
 * node, and the counters its final event reports. Plain objects and arrays throughout: the
 * textbook solvers are written to be read, and to hold the fast kernels to the same event
 * stream (tests/unit/core/textbook.test.ts); the app runs the kernels.
 */
import type { GenerateOutcome, LimitReason, NodeInfo, SearchEvent, SearchStats, StateKey } from '../../events';
import type { Direction, Puzzle } from '../../puzzle';
import { applyMove, legalMoves } from '../../puzzle';
import type { StateCodec } from '../../stateKey';
import type { ResolvedOptions } from '../run';
import { exhaustedEvent } from '../run';
import type { FinalEvent } from '../types';

export interface Problem {
  readonly puzzle: Puzzle;
  readonly start: readonly number[];
  readonly codec: StateCodec;
  /** The goal board's key: a node is the goal when its key equals this. */
  readonly goalKey: StateKey;
  /** The heuristic estimate h(n) of a board; 0 for the uninformed searches. */
  readonly h: (tiles: readonly number[]) => number;
  readonly options: ResolvedOptions;
  /** Milliseconds clock for `elapsedMs` (the textbook solvers do not stop on time: see Tally). */
  readonly now: () => number;
}

/** A textbook solver: yields every event but the final one, which it returns (as the fast solvers do). */
export type TextbookSearch = Generator<SearchEvent, FinalEvent, void>;

/** One search node: a board, how it was reached, and what it costs. */
export interface Node {
  readonly id: number;
  readonly parent: Node | null;
  readonly tiles: readonly number[];
  readonly key: StateKey;
  readonly move: Direction | null;
  readonly g: number;
  readonly h: number;
  /** The evaluation the frontier is ordered by (g, h, g + h, g + w * h). */
  readonly f: number;
  readonly side?: 'forward' | 'backward';
}

/** A node's evaluation from its path cost g and its estimate h. */
export type Evaluation = (g: number, h: number) => number;

export function rootNode(problem: Problem, f: Evaluation, tiles = problem.start, id = 0): Node {
  const h = problem.h(tiles);
  return { id, parent: null, tiles, key: problem.codec.encode(tiles), move: null, g: 0, h, f: f(0, h) };
}

/** The node reached from `node` by moving the blank `move`; it belongs to the parent's side. */
export function childOf(problem: Problem, node: Node, move: Direction, id: number, f: Evaluation): Node {
  const tiles = applyMove(problem.puzzle, node.tiles, move)!;
  const g = node.g + 1;
  const h = problem.h(tiles);
  const child = { id, parent: node, tiles, key: problem.codec.encode(tiles), move, g, h, f: f(g, h) };
  return node.side === undefined ? child : { ...child, side: node.side };
}

/**
 * EXPAND: the children of a node, one per legal blank move in the order U, D, L, R, made one at
 * a time as the loop asks (a search may stop at a child). Each takes the next id, whatever then
 * happens to it.
 */
export function* childrenOf(problem: Problem, node: Node, tally: Tally, f: Evaluation): Generator<Node, void> {
  for (const move of legalMoves(problem.puzzle, node.tiles)) yield childOf(problem, node, move, tally.newId(), f);
}

/** The event saying what happened to a child just generated. */
export function generated(child: Node, outcome: GenerateOutcome): SearchEvent {
  return { type: 'generate', node: info(child), outcome };
}

/** The node as the event stream carries it. */
export function info(node: Node): NodeInfo {
  const { id, key, g, h, f, move, side } = node;
  const parentId = node.parent ? node.parent.id : -1;
  return side === undefined ? { id, parentId, key, g, h, f, move } : { id, parentId, key, g, h, f, move, side };
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
    return this.solvedWith(
      path.slice(1).map((n) => n.move!),
      path.map((n) => n.id),
    );
  }

  solvedWith(moves: readonly Direction[], nodeIds: readonly number[]): FinalEvent {
    return { type: 'solved', path: moves, nodeIds, stats: this.stats(moves.length) };
  }

  exhausted(depthLimit?: number): FinalEvent {
    return exhaustedEvent(this.stats(), depthLimit);
  }

  limit(reason: LimitReason): FinalEvent {
    return { type: 'limit', reason, stats: this.stats() };
  }
}
