/**
 * Run to end on a run the pattern-database worker finished first: its answer is shown while the
 * page records the run to its end (store/answerAhead.ts), and only then: not for a replaced run,
 * a job the too-large notice shows, a finished recording, or a job still running.
 */
import { describe, expect, it } from 'vitest';
import type { FinalEvent } from '../../../src/core/events';
import { answerFor, recordingToEnd } from '../../../src/store/answerAhead';

const final = { type: 'solved' } as FinalEvent;
const recording = { endAskedFor: 3, runId: 3, finished: false, tooLarge: false };
const done = { runId: 3, shown: false, status: 'done' as const, final };

describe('the answer found ahead', () => {
  it('is the job’s final event while the run asked for its end is still recorded', () => {
    expect(recordingToEnd(recording)).toBe(3);
    expect(answerFor(done, recordingToEnd(recording))).toBe(final);
  });

  it('is gone once the recording ends, either way, or when the end was not asked for this run', () => {
    expect(recordingToEnd({ ...recording, finished: true })).toBe(-1);
    expect(recordingToEnd({ ...recording, tooLarge: true })).toBe(-1);
    expect(recordingToEnd({ ...recording, endAskedFor: 2 })).toBe(-1);
    expect(answerFor(done, -1)).toBeNull();
  });

  it('is not that of another run, of a job shown already, or of a job not done', () => {
    expect(answerFor({ ...done, runId: 2 }, 3)).toBeNull();
    expect(answerFor({ ...done, shown: true }, 3)).toBeNull();
    expect(answerFor({ ...done, status: 'running', final: null }, 3)).toBeNull();
    expect(answerFor({ ...done, status: 'failed', final: null }, 3)).toBeNull();
    expect(answerFor({ ...done, runId: -1 }, -1)).toBeNull();
  });
});
