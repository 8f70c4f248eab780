/**
 * What an opened trace runs as in the app: the set-up (the puzzle's board, or the road map's or
 * grid's problem by its domain's own names) and the run's session without its log, for the
 * visualizer's replay (traceStore.ts) and compare mode's pane of the student (traceCompare.ts).
 * The domain of a map or a grid is opened here, on the page: the worker that read the trace
 * sends plain data only.
 */
import type { AlgorithmId, HeuristicId } from '../core/events';
import { loadDomain, openDomain } from '../core/domain/registry';
import { makePuzzle } from '../core/puzzle';
import { DEFAULT_SETUP, PUZZLE_KIND, type RunSetup } from '../core/setups';
import { isHeuristicId } from '../core/solvers/validate';
import type { OpenedTrace } from '../workers/traceClient';
import type { RunSession } from './runStore';

export interface TraceRun {
  readonly setup: RunSetup;
  readonly session: Omit<RunSession, 'replayer'>;
}

/** The trace as a run of `algorithm`; null when its domain cannot be opened on the page. */
export async function traceRun(opened: OpenedTrace, algorithm: AlgorithmId): Promise<TraceRun | null> {
  if (opened.kind === PUZZLE_KIND) {
    if (opened.rows === undefined || opened.cols === undefined) return null;
    const start = [...(opened.start as readonly number[])];
    const goal = [...(opened.goal as readonly number[])];
    const heuristic: HeuristicId = isHeuristicId(opened.headerHeuristic)
      ? opened.headerHeuristic
      : DEFAULT_SETUP.heuristic;
    return {
      setup: { ...DEFAULT_SETUP, rows: opened.rows, cols: opened.cols, start, goal, algorithm, heuristic },
      session: { kind: PUZZLE_KIND, domain: null, puzzle: makePuzzle(opened.rows, opened.cols, goal) },
    };
  }
  try {
    await loadDomain(opened.kind);
  } catch {
    return null;
  }
  const made = openDomain(opened.kind, opened.instance);
  if (!made.ok) return null;
  const problem = {
    instance: opened.instance,
    start: opened.startText,
    goal: opened.goalText,
    ...(opened.headerHeuristic !== null ? { heuristic: opened.headerHeuristic } : {}),
  };
  return {
    setup: { ...DEFAULT_SETUP, domain: opened.kind, problem, algorithm },
    session: { kind: opened.kind, domain: made.domain, puzzle: null },
  };
}
