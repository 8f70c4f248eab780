/**
 * Per-run bookkeeping shared by every solver: node ids, the stats counters, the budget, the
 * clock, and the small event builders. Kept out of the algorithms so each solver file reads as
 * the algorithm it is.
 */
import type {
  AlgorithmId,
  Budget,
  HeuristicId,
  LimitReason,
  NodeInfo,
  SearchEvent,
  SearchStats,
  StateKey,
} from '../events';
import { DEFAULT_BUDGET } from '../events';
import type { Direction } from '../puzzle';
import { DIRECTIONS } from '../puzzle';
import type { SearchModel } from './model';
import type { FinalEvent, GoalTest, SolveOptions } from './types';
import {
  DEFAULT_BEAM_WIDTH,
  DEFAULT_COOLING,
  DEFAULT_RESTARTS,
  DEFAULT_SIDEWAYS,
  DEFAULT_TEMPERATURE,
  DEFAULT_DFS_DEPTH_LIMIT,
  DEFAULT_SMA_MEMORY_LIMIT,
  DEFAULT_MAX_ITERATIONS,
  DEFAULT_PROGRESS_EVERY,
  DEFAULT_SEED,
  DEFAULT_WEIGHT,
} from './types';

export interface ResolvedOptions {
  readonly algorithm: AlgorithmId;
  readonly heuristic: HeuristicId | null;
  readonly weight: number;
  readonly depthLimit: number;
  readonly memoryLimit: number;
  /** BFS: when a node meets the goal test (the other algorithms have theirs built in). */
  readonly goalTest: GoalTest;
  readonly maxIterations: number;
  readonly seed: number;
  /** The local searches' settings (always set by resolveOptions; read them with localOf). */
  readonly local?: LocalSettings;
  readonly budget: Budget;
  /** trace === 'all': build and yield every event. */
  readonly all: boolean;
  readonly progressEvery: number;
  readonly exactPeaks?: boolean;
  /** Whether this run guarantees a shortest path (stats.optimal). */
  readonly optimal: boolean;
}

/** Every option with its default filled in; `heuristic` and `optimal` are decided by the caller. */
export function resolveOptions(
  options: SolveOptions,
  heuristic: HeuristicId | null,
  optimal: boolean,
): ResolvedOptions {
  return {
    algorithm: options.algorithm,
    heuristic,
    weight: options.weight ?? DEFAULT_WEIGHT,
    depthLimit: options.depthLimit ?? DEFAULT_DFS_DEPTH_LIMIT,
    memoryLimit: options.memoryLimit ?? DEFAULT_SMA_MEMORY_LIMIT,
    goalTest: options.goalTest ?? 'generation',
    maxIterations: options.maxIterations ?? DEFAULT_MAX_ITERATIONS,
    seed: options.seed ?? DEFAULT_SEED,
    local: localOf(options),
    budget: { ...DEFAULT_BUDGET, ...definedOnly(options.budget) },
    all: (options.trace ?? 'all') === 'all',
    progressEvery: options.progressEvery ?? DEFAULT_PROGRESS_EVERY,
    exactPeaks: options.exactPeaks ?? false,
    optimal,
  };
}

/** Hill climbing's, annealing's and beam search's settings, defaults filled in. */
export interface LocalSettings {
  readonly sideways: number;
  readonly restarts: number;
  readonly temperature: number;
  readonly cooling: number;
  readonly beamWidth: number;
}

/** The local settings of options (SolveOptions or resolved ones), each default filled in. */
export function localOf(o: Partial<LocalSettings> & { local?: LocalSettings }): LocalSettings {
  const l = o.local ?? o;
  return {
    sideways: l.sideways ?? DEFAULT_SIDEWAYS,
    restarts: l.restarts ?? DEFAULT_RESTARTS,
    temperature: l.temperature ?? DEFAULT_TEMPERATURE,
    cooling: l.cooling ?? DEFAULT_COOLING,
    beamWidth: l.beamWidth ?? DEFAULT_BEAM_WIDTH,
  };
}

export function definedOnly<T extends object>(o: T | undefined): Partial<T> {
  if (!o) return {};
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Time spent computing, not waiting: a view may step through a search for minutes, and that
 * must neither count toward `maxMs` nor show in `elapsedMs`. The registry's wrapper adds up the
 * time spent inside each `next()`; `segmentStart` is when the current one began.
 */
export class ActiveClock {
  active = 0;
  segmentStart: number;
  /**
   * Inside a burst (registry.ts `inBurst`): the consumer pulls events in a tight loop and the
   * burst is timed as one segment. Timing each `next()` reads the clock twice an event, and at
   * a few hundred nanoseconds an event on the page that was 7% of the recording's time.
   */
  bursting = false;
  constructor(readonly now: () => number) {
    this.segmentStart = now();
  }
  elapsed(): number {
    return this.active + (this.now() - this.segmentStart);
  }
}

/**
 * Runs a solver with `clock` counting only the time spent inside its `next()` calls. The final
 * event is returned, not yielded (the registry's `drive` yields it too).
 */
export function* timed(
  inner: Generator<SearchEvent, FinalEvent, void>,
  clock: ActiveClock,
): Generator<SearchEvent, FinalEvent, void> {
  try {
    for (;;) {
      if (clock.bursting) {
        const step = inner.next();
        if (step.done) return step.value;
        yield step.value;
        continue;
      }
      clock.segmentStart = clock.now();
      const step = inner.next();
      clock.active += clock.now() - clock.segmentStart;
      if (step.done) return step.value;
      yield step.value;
    }
  } finally {
    inner.return(undefined as never);
  }
}

/** How often (in expansions, a power of two minus one as a mask) the clock is read. */
const TIME_CHECK_MASK = 255;

export class Run {
  expanded = 0;
  duplicates = 0;
  /** Nodes generated and not yet expanded (the reducer's frontier, root included). */
  frontier = 0;
  peakFrontier = 0;
  /** Nodes held: frontier + closed for graph searches, path + stack for depth-first ones. */
  memory = 0;
  peakMemory = 0;
  /** The next node id; the root is 0. Every created node takes one, whatever its outcome. */
  nextId = 1;

  /** Every node created after the root (children of any outcome, pass roots, the backward root). */
  get generated(): number {
    return this.nextId - 1;
  }
  private nextProgress: number;

  constructor(
    readonly model: SearchModel,
    readonly opts: ResolvedOptions,
    readonly clock: ActiveClock,
  ) {
    this.nextProgress = opts.progressEvery;
  }

  /**
   * Hot loops keep their counters in locals and hand them over here before anything reads the
   * run (a progress, limit or final event, or a budget check).
   */
  sync(
    expanded: number,
    frontier: number,
    memory: number,
    duplicates: number,
    nextId: number,
    peakFrontier = frontier,
    peakMemory = memory,
  ): void {
    if (peakFrontier > this.peakFrontier) this.peakFrontier = peakFrontier;
    if (peakMemory > this.peakMemory) this.peakMemory = peakMemory;
    this.expanded = expanded;
    this.frontier = frontier;
    this.memory = memory;
    this.duplicates = duplicates;
    this.nextId = nextId;
    this.notePeaks();
  }

  notePeaks(): void {
    if (this.frontier > this.peakFrontier) this.peakFrontier = this.frontier;
    if (this.memory > this.peakMemory) this.peakMemory = this.memory;
  }

  /**
   * Checked before each expansion: the budget bound that stops the run, or null. The clock is
   * read every 256 expansions, or whenever `readClock` says (a loop that checks between chunks).
   */
  limitReached(readClock = (this.expanded & TIME_CHECK_MASK) === 0): LimitReason | null {
    const b = this.opts.budget;
    if (this.expanded >= b.maxExpansions) return 'expansions';
    if (this.memory >= b.maxMemoryNodes) return 'memory';
    if (readClock && this.clock.elapsed() >= b.maxMs) return 'time';
    return null;
  }

  /** True once every `progressEvery` expansions; call after counting an expansion. */
  progressDue(): boolean {
    if (this.expanded < this.nextProgress) return false;
    this.nextProgress += this.opts.progressEvery;
    return true;
  }

  stats(solutionLength = -1): SearchStats {
    this.notePeaks();
    return {
      expanded: this.expanded,
      generated: this.generated,
      duplicates: this.duplicates,
      peakFrontier: this.peakFrontier,
      peakMemory: this.peakMemory,
      solutionLength,
      optimal: this.opts.optimal,
      elapsedMs: this.clock.elapsed(),
    };
  }

  progress(bound?: number): SearchEvent {
    return bound === undefined
      ? { type: 'progress', stats: this.stats() }
      : { type: 'progress', stats: this.stats(), bound };
  }

  solved(path: readonly Direction[], nodeIds: readonly number[]): FinalEvent {
    return { type: 'solved', path, nodeIds, stats: this.stats(path.length) };
  }

  exhausted(depthLimit?: number): FinalEvent {
    return exhaustedEvent(this.stats(), depthLimit);
  }

  limit(reason: LimitReason): FinalEvent {
    return { type: 'limit', reason, stats: this.stats() };
  }

  startEvent(root: NodeInfo): SearchEvent {
    return { type: 'start', root, algorithm: this.opts.algorithm, optimal: this.opts.optimal };
  }
}

/** The 'exhausted' event; `depthLimit` only when depth-limited DFS cut nodes at that depth. */
export function exhaustedEvent(stats: SearchStats, depthLimit?: number): FinalEvent {
  return depthLimit === undefined ? { type: 'exhausted', stats } : { type: 'exhausted', stats, depthLimit };
}

/** A NodeInfo for the views; `move` is an index into DIRECTIONS, -1 for a root. */
export function nodeInfo(
  id: number,
  parentId: number,
  key: StateKey,
  g: number,
  h: number,
  f: number,
  move: number,
  side?: 'forward' | 'backward',
): NodeInfo {
  const m = move < 0 ? null : DIRECTIONS[move];
  return side === undefined ? { id, parentId, key, g, h, f, move: m } : { id, parentId, key, g, h, f, move: m, side };
}

/** Blank moves as letters, from the DIRECTIONS indices a solver keeps. */
export function directionsOf(moves: ArrayLike<number>): Direction[] {
  const out = new Array<Direction>(moves.length);
  for (let i = 0; i < moves.length; i++) out[i] = DIRECTIONS[moves[i]];
  return out;
}
