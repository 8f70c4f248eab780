/**
 * The trace store with the worker's engine run in-process: an opened puzzle trace becomes the
 * visualizer's run (its events replayed, a line shown at its step), a malformed file is refused
 * with its line and nothing replaces the run, and Cancel while reading drops the answer.
 */
import { describe, expect, it } from 'vitest';
import { createRunStore } from '../../../src/store/runStore';
import { pageClock } from '../../../src/store/frameClock';
import { createTraceStore } from '../../../src/store/traceStore';
import { createTraceEngine } from '../../../src/workers/traceEngine';
import type { TraceClient } from '../../../src/workers/traceClient';

const START = '1 2 3/4 5 6/0 7 8';
const GOAL = '1 2 3/4 5 6/7 8 0';
const UP = '1 2 3/0 5 6/4 7 8';
const RIGHT = '1 2 3/4 5 6/7 0 8';
const WRONG_ORDER = [
  { trace: 'frontier', version: 1, start: START, goal: GOAL, algorithm: 'astar', heuristic: 'manhattan' },
  { expand: START, g: 0, h: 2 },
  { generate: UP, parent: START, g: 1, h: 3 },
  { generate: RIGHT, parent: START, g: 1, h: 1 },
  { expand: UP, g: 1, h: 3 },
  { failure: true },
]
  .map((l) => JSON.stringify(l))
  .join('\n');

function stores(hold?: { release: () => void }) {
  let terminated = 0;
  const worker = (): TraceClient => {
    const engine = createTraceEngine();
    return {
      open: async (file, name, onProgress) => {
        if (hold) await new Promise<void>((resolve) => (hold.release = resolve));
        return engine.open(file, name, onProgress);
      },
      recheck: (algorithm, heuristic) => engine.recheck(algorithm, heuristic),
      events: async (from, to) => engine.events(from, to),
      terminate: () => terminated++,
    };
  };
  const run = createRunStore({ pdbWorker: () => null, clock: pageClock });
  const trace = createTraceStore({ worker, run, clock: pageClock });
  return { run, trace, terminated: () => terminated };
}

async function settled(trace: ReturnType<typeof createTraceStore>) {
  for (let i = 0; i < 200 && trace.getState().status.kind === 'reading'; i++) {
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('traceStore', () => {
  it('replays an opened trace in the run store and shows a line at its step', async () => {
    const { run, trace } = stores();
    trace.getState().open(new Blob([WRONG_ORDER]), 'wrong.jsonl');
    expect(trace.getState().status.kind).toBe('reading');
    await settled(trace);
    const s = trace.getState();
    expect(s.status).toEqual({ kind: 'open', checking: false });
    expect(s.replayed).toBe(true);
    expect(s.checked!.verdict.problem).toMatchObject({ line: 5, kind: 'order' });
    expect(s.checked!.reference).toMatchObject({ ok: true, cost: 2 });
    expect(s.opened!.student).toEqual({ expanded: 2, generated: 2, cost: null });
    const session = run.getState().session!;
    expect(session.replayer.length).toBe(6); // start, 2 expansions, 2 generations, exhausted
    expect(run.getState().setup.start).toEqual([1, 2, 3, 4, 5, 6, 0, 7, 8]);
    expect(s.showLine(5)).toBe(true);
    expect(run.getState().position).toBe(5);
    // Step 5 is the student's second expansion (the wrong one): the view has it as current.
    const view = run.getState().frame!.view!;
    expect(view.counters.expanded).toBe(2);
    expect(view.current!.id).toBe((session.replayer.event(4) as { node: { id: number } }).node.id);
    expect(s.showLine(1)).toBe(false); // the header is not a step
  });

  it('checking against another algorithm replays and judges again', async () => {
    const { trace } = stores();
    trace.getState().open(new Blob([WRONG_ORDER]), 'wrong.jsonl');
    await settled(trace);
    trace.getState().checkAgainst('greedy', null);
    for (let i = 0; i < 200 && (trace.getState().status as { checking?: boolean }).checking; i++) {
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(trace.getState().checked!.verdict.algorithm).toBe('greedy');
    expect(trace.getState().checked!.replayAs).toBe('greedy');
  });

  it('a malformed line is refused with its number, and the run is left as it was', async () => {
    const { run, trace } = stores();
    const before = run.getState().runId;
    const lines = WRONG_ORDER.split('\n');
    lines[2] = '{"generate": 5}';
    trace.getState().open(new Blob([lines.join('\n')]), 'bad.jsonl');
    await settled(trace);
    const status = trace.getState().status;
    expect(status.kind).toBe('refused');
    if (status.kind !== 'refused') return;
    expect(status.error.line).toBe(3);
    expect(status.error.message).toMatch(/^line 3: /);
    expect(trace.getState().opened).toBeNull();
    expect(run.getState().runId).toBe(before);
  });

  it('Cancel while reading ends the worker and drops its answer', async () => {
    const hold = { release: () => {} };
    const { trace, terminated } = stores(hold);
    trace.getState().open(new Blob([WRONG_ORDER]), 'slow.jsonl');
    trace.getState().cancel();
    expect(trace.getState().status.kind).toBe('idle');
    expect(terminated()).toBe(1);
    hold.release();
    await new Promise((r) => setTimeout(r, 50));
    expect(trace.getState().status.kind).toBe('idle');
    expect(trace.getState().opened).toBeNull();
  });
});
