/**
 * The answer of a run finished ahead in the pattern-database worker (backgroundRun.ts
 * `startAhead`) while the page still records that run to its end: the worker answers Korf's
 * instance 1 in a fifth of a second, and the page takes seconds to record its 790,000 events for
 * stepping. The page shows the answer at once, until the recording reaches the end itself.
 */
import type { FinalEvent } from '../core/events';
import { useBackgroundRun, type BackgroundRunState } from './backgroundRun';
import { useRunStore, type RunState } from './runStore';

/**
 * The run being recorded to its end: asked for its end, neither finished nor judged too large
 * (the too-large notice then shows the same job's answer); -1 when there is none.
 */
export function recordingToEnd(s: Pick<RunState, 'endAskedFor' | 'runId' | 'finished' | 'tooLarge'>): number {
  return s.endAskedFor === s.runId && !s.finished && !s.tooLarge ? s.runId : -1;
}

/** The final event a job started ahead for run `runId` has, while nobody asked to see the job. */
export function answerFor(b: Pick<BackgroundRunState, 'runId' | 'shown' | 'status' | 'final'>, runId: number) {
  return runId >= 0 && b.runId === runId && !b.shown && b.status === 'done' ? b.final : null;
}

/** The final event known ahead for the run being recorded to its end; null otherwise. */
export function useAnswerAhead(): FinalEvent | null {
  const runId = useRunStore(recordingToEnd);
  return useBackgroundRun((b) => answerFor(b, runId));
}
