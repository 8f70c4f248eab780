/**
 * The bookkeeping every local search shares: one expansion per step (the current board is
 * expanded to look at its neighbours), the budget checked before each step (and the option
 * `maxIterations`, the step cap), a progress event every `progressEvery` steps, and memory
 * counted as the nodes kept on the path since the last restart (what `solved.nodeIds` lists).
 */
import type { LocalStuck, SearchEvent } from '../../events';
import type { Run } from '../run';
import type { FinalEvent } from '../types';

export class LocalSteps {
  /** Nodes on the kept path since the last (re)start: the root counts 1. */
  kept = 1;

  constructor(readonly run: Run) {
    run.frontier = 1;
    run.memory = 1;
    run.notePeaks();
  }

  /** A fresh node id (every neighbour looked at takes one, taken or not). */
  newId(): number {
    return this.run.nextId++;
  }

  /** Null when the next step may run, else the bound it would break. */
  stop(): FinalEvent | null {
    const run = this.run;
    run.memory = this.kept;
    run.notePeaks();
    if (run.expanded >= run.opts.maxIterations) return run.limit('expansions');
    const reason = run.limitReached();
    return reason === null ? null : run.limit(reason);
  }

  /** Counts one step (an expansion). */
  step(): void {
    this.run.expanded++;
  }

  /** The progress event when one is due (asked once per step, after its neighbours). */
  progress(): SearchEvent | null {
    return this.run.progressDue() ? this.run.progress() : null;
  }

  /** A node joined the kept path. */
  keep(): void {
    this.kept++;
    this.run.memory = this.kept;
    this.run.notePeaks();
  }

  restart(): void {
    this.kept = 1;
    this.run.memory = 1;
  }

  stuck(reason: LocalStuck): FinalEvent {
    this.run.frontier = 0;
    return { type: 'exhausted', stats: this.run.stats(), stuck: reason };
  }
}
