/**
 * The true cheapest path of each problem a comparison poses, so the results table can say
 * whether each pane's path IS the cheapest (measured), not only whether its algorithm guarantees
 * it. The panes of one comparison pose one problem, except on a grid whose panes move 4- and
 * 8-connected: each connectivity is its own problem (problemKey). An optimum is known for free
 * when a pane with an optimality guarantee solved that problem; otherwise one run in a Web
 * Worker (the same search worker as the background runs), so the page never waits for it: on the
 * puzzle A* with the strongest admissible heuristic the board supports, on a road map or a grid
 * uniform-cost search (Dijkstra), which needs no heuristic to be exact.
 */
import { create } from 'zustand';
import type { HeuristicId } from '../core/events';
import { heuristicSupported } from '../core/heuristics';
import { makePuzzle } from '../core/puzzle';
import { PUZZLE_KIND, type CompareSetup, type PaneSetup } from '../core/setups';
import type { BackgroundRequest } from '../workers/search.worker';
import { paneRunSetup } from './compareDomain';
import { startSearchWorker, type SearchWorkerJob } from './searchWorkerJob';

/** Budget of the check: ample for any 3x3 and most 4x4 boards with these heuristics, and any map. */
const OPTIMUM_BUDGET = 2_000_000;
/** Strongest first: the check takes the first the board supports (both consistent, no tables to build). */
const ADMISSIBLE: readonly HeuristicId[] = ['linear-conflict', 'manhattan'];

/** `shortest`: the number of moves on the puzzle, the path's cost on another domain. */
export type OptimumState = { status: 'running' } | { status: 'known'; shortest: number } | { status: 'unknown' };

interface CompareOptimumStore {
  /** By problemKey, for the comparison loaded now. */
  checks: Readonly<Record<string, OptimumState>>;
  /** Starts the check of the problem `pane` searches unless it runs or is known already. */
  ensure: (setup: CompareSetup, pane: PaneSetup) => void;
  clear: () => void;
}

/** The problem a pane searches: the comparison's kind of problem, and on a grid the pane's own moves. */
export function problemKey(setup: CompareSetup, pane: PaneSetup): string {
  const kind = setup.domain;
  if (kind === undefined || kind === PUZZLE_KIND)
    return `puzzle|${setup.rows}x${setup.cols}|${setup.goal}|${setup.start}`;
  const { instance, start, goal } = paneRunSetup(setup, pane).problem ?? {};
  return `${kind}|${JSON.stringify([instance, start, goal])}`;
}

/** The run that finds the optimum, and how to read it off its final event; null when none can. */
function checkOf(setup: CompareSetup, pane: PaneSetup): BackgroundRequest | null {
  const kind = setup.domain;
  if (kind !== undefined && kind !== PUZZLE_KIND) {
    return { domain: kind, setup: { ...paneRunSetup(setup, pane), algorithm: 'ucs', maxExpansions: OPTIMUM_BUDGET } };
  }
  const heuristic = ADMISSIBLE.find((h) => heuristicSupported(h, makePuzzle(setup.rows, setup.cols, setup.goal)));
  if (!heuristic) return null;
  const { rows, cols, goal, start } = setup;
  return {
    rows,
    cols,
    goal,
    start,
    options: { algorithm: 'astar', heuristic, budget: { maxExpansions: OPTIMUM_BUDGET } },
  };
}

const jobs = new Map<string, SearchWorkerJob>();

export const useCompareOptimum = create<CompareOptimumStore>((set, get) => {
  const settle = (key: string, job: SearchWorkerJob, state: OptimumState) => {
    if (jobs.get(key) !== job) return; // cleared meanwhile
    jobs.delete(key);
    set({ checks: { ...get().checks, [key]: state } });
  };
  return {
    checks: {},
    ensure: (setup, pane) => {
      const key = problemKey(setup, pane);
      if (get().checks[key]) return;
      const request = checkOf(setup, pane);
      const job = request ? startSearchWorker(request) : null;
      if (!job) {
        set({ checks: { ...get().checks, [key]: { status: 'unknown' } } });
        return;
      }
      jobs.set(key, job);
      set({ checks: { ...get().checks, [key]: { status: 'running' } } });
      job.result
        .then((r) =>
          settle(
            key,
            job,
            r.ok && r.final.type === 'solved'
              ? { status: 'known', shortest: r.final.cost ?? r.final.stats.solutionLength }
              : { status: 'unknown' },
          ),
        )
        .catch(() => settle(key, job, { status: 'unknown' }));
    },
    clear: () => {
      for (const job of jobs.values()) job.cancel();
      jobs.clear();
      set({ checks: {} });
    },
  };
});
