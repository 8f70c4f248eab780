/**
 * A student's trace side by side with the reference: compare mode with the trace replayed in
 * pane A (its events as the visualizer replays them, traceStore.ts) and the reference
 * algorithm searching the same start and goal in pane B, on compare mode's one clock, with the
 * first difference (the checker's first problem, divergence.ts) marked on both.
 */
import type { AlgorithmId, SearchEvent } from '../core/events';
import type { Replayer } from '../core/replay';
import type { CompareSetup, PaneSetup } from '../core/setups';
import type { FinalEvent, Search } from '../core/solvers';
import { firstDivergence } from '../core/trace/divergence';
import { useAppStore } from './appStore';
import { DEFAULT_COMPARE_MAX_EXPANSIONS, DEFAULT_PANE } from './comparePresets';
import { useCompareStore } from './compareStore';
import { useTraceStore } from './traceStore';
import { traceRun } from './traceRun';

/** The student's pane; the reference is the next one. */
export const TRACE_PANE = 0;

/**
 * The recorded events as a search a pane records from. A cut-off trace ends without a final
 * event; the generator's return value is never read (a recording stops at what was yielded).
 */
function* replayOf(log: Replayer): Generator<SearchEvent, FinalEvent, void> {
  for (let i = 0; i < log.length; i++) yield log.event(i);
  return undefined as never;
}

/**
 * Opens the comparison of the open trace with `reference` (by default the algorithm it was
 * last checked against, else the one it replays as). False when no trace is open and replayed.
 */
export async function openTraceComparison(reference?: AlgorithmId): Promise<boolean> {
  const traces = useTraceStore.getState();
  const { opened, checked } = traces;
  const log = traces.log();
  if (opened === null || checked === null || log === null) return false;
  const run = await traceRun(opened, checked.replayAs);
  if (run === null) return false;
  const { setup } = run;
  const student: PaneSetup = { ...DEFAULT_PANE, algorithm: checked.replayAs, heuristic: setup.heuristic };
  const against = reference ?? checked.verdict.algorithm ?? checked.replayAs;
  const comparison: CompareSetup = {
    rows: setup.rows,
    cols: setup.cols,
    start: setup.start,
    goal: setup.goal,
    maxExpansions: Math.max(DEFAULT_COMPARE_MAX_EXPANSIONS, opened.student.expanded),
    panes: [student, { ...student, algorithm: against }],
    ...(setup.domain !== undefined ? { domain: setup.domain, problem: setup.problem } : {}),
  };
  const problem = checked.verdict.problem;
  // A line's step is 1-based: the view after its event.
  const eventOfLine = (line: number) => {
    const step = traces.stepOfLine(line);
    return step === null ? null : step - 1;
  };
  const divergence = firstDivergence(problem?.line ?? null, eventOfLine, log);
  useCompareStore.getState().loadRecorded(comparison, {
    index: TRACE_PANE,
    label: opened.name,
    search: (): Search => replayOf(log),
    divergence,
    against: checked.verdict.algorithm,
  });
  useAppStore.getState().setMode('compare');
  return true;
}
