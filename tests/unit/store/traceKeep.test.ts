/**
 * Traces kept in the browser for links to their steps: a kept trace comes back as it was; one
 * too large to keep is refused without being read; only the last few are kept (a link to an
 * older one is unknown, never another's); a damaged record is refused, never trusted. Through
 * the trace store: an opened trace is kept, and restoring its id reopens it at the link's step,
 * while an unknown or damaged one is said to be lost and nothing replaces the run.
 */
import { describe, expect, it } from 'vitest';
import {
  KEPT_TRACES,
  MAX_KEPT_BYTES,
  checksum,
  keepTrace,
  takeTrace,
  type TraceShelf,
} from '../../../src/store/traceKeep';
import { createRunStore } from '../../../src/store/runStore';
import { pageClock } from '../../../src/store/frameClock';
import { createTraceStore } from '../../../src/store/traceStore';
import { createTraceEngine } from '../../../src/workers/traceEngine';
import type { TraceClient } from '../../../src/workers/traceClient';

function memoryShelf(): TraceShelf & { records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  return {
    records,
    get: async (id) => structuredClone(records.get(id)),
    put: async (id, record) => (records.set(id, structuredClone(record)), true),
    remove: async (id) => void records.delete(id),
    list: async () => [...records.keys()],
  };
}

const START = '1 2 3/4 5 6/0 7 8';
const GOAL = '1 2 3/4 5 6/7 8 0';
const RIGHT = '1 2 3/4 5 6/7 0 8';
const SOLVED = [
  { trace: 'frontier', version: 1, start: START, goal: GOAL, algorithm: 'astar', heuristic: 'manhattan' },
  { expand: START, g: 0, h: 2 },
  { generate: RIGHT, parent: START, g: 1, h: 1 },
  { expand: RIGHT, g: 1, h: 1 },
  { generate: GOAL, parent: RIGHT, g: 2, h: 0 },
  { expand: GOAL, g: 2, h: 0 },
  { solution: [START, RIGHT, GOAL] },
]
  .map((l) => JSON.stringify(l))
  .join('\n');

describe('traceKeep', () => {
  it('a kept trace comes back as it was', async () => {
    const shelf = memoryShelf();
    const kept = await keepTrace(shelf, 'mine.jsonl', new Blob([SOLVED]));
    expect(kept.ok).toBe(true);
    if (!kept.ok) return;
    expect(await takeTrace(shelf, kept.id)).toEqual({
      ok: true,
      trace: { id: kept.id, name: 'mine.jsonl', text: SOLVED },
    });
  });

  it('a file above the cap is not kept, and not read', async () => {
    const shelf = memoryShelf();
    const big = new Blob([new Uint8Array(MAX_KEPT_BYTES + 1)]);
    big.text = () => Promise.reject(new Error('read a file too large to keep'));
    expect(await keepTrace(shelf, 'big.jsonl', big)).toEqual({
      ok: false,
      reason: 'too-large',
      bytes: MAX_KEPT_BYTES + 1,
      max: MAX_KEPT_BYTES,
    });
    expect(shelf.records.size).toBe(0);
  });

  it(`keeps the last ${KEPT_TRACES}: an older one's link is unknown`, async () => {
    const shelf = memoryShelf();
    const ids: string[] = [];
    for (let i = 0; i < KEPT_TRACES + 2; i++) {
      const kept = await keepTrace(shelf, `t${i}`, new Blob([`${SOLVED}\n`]), 1_800_000_000_000 + i * 1000);
      if (kept.ok) ids.push(kept.id);
    }
    expect(shelf.records.size).toBe(KEPT_TRACES);
    expect(await takeTrace(shelf, ids[0])).toEqual({ ok: false, reason: 'unknown' });
    expect(await takeTrace(shelf, ids[1])).toEqual({ ok: false, reason: 'unknown' });
    expect((await takeTrace(shelf, ids[ids.length - 1])).ok).toBe(true);
  });

  it('a damaged record is refused, and an id of another form is unknown', async () => {
    const shelf = memoryShelf();
    const kept = await keepTrace(shelf, 'mine.jsonl', new Blob([SOLVED]));
    if (!kept.ok) throw new Error('not kept');
    const good = shelf.records.get(kept.id) as Record<string, unknown>;
    const damage = async (record: unknown) => {
      shelf.records.set(kept.id, record);
      return takeTrace(shelf, kept.id);
    };
    const text = SOLVED.replace('"g":1', '"g":7');
    for (const bad of [
      { ...good, text }, // the text changed, the checksum not
      { ...good, text: `${SOLVED}\n`, sum: checksum(`${SOLVED}\n`) }, // its length not the one kept
      { ...good, text: SOLVED.slice(0, 100), chars: 100 }, // cut short
      { ...good, v: 2 },
      { ...good, name: 5 },
      'a string',
      [good],
    ]) {
      expect(await damage(bad)).toEqual({ ok: false, reason: 'damaged' });
    }
    expect(await takeTrace(shelf, '../etc')).toEqual({ ok: false, reason: 'unknown' });
  });
});

function stores(shelf: TraceShelf) {
  const worker = (): TraceClient => {
    const engine = createTraceEngine();
    return {
      open: (file, name, onProgress) => engine.open(file, name, onProgress),
      recheck: (algorithm, heuristic) => engine.recheck(algorithm, heuristic),
      events: async (from, to) => engine.events(from, to),
      terminate: () => {},
    };
  };
  const run = createRunStore({ pdbWorker: () => null, clock: pageClock });
  const trace = createTraceStore({ worker, run, clock: pageClock, shelf });
  return { run, trace };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('the trace store keeps what it opens', () => {
  it('an opened trace is kept, and its id reopens it at the link’s step in a new page', async () => {
    const shelf = memoryShelf();
    const first = stores(shelf);
    first.trace.getState().open(new Blob([SOLVED]), 'mine.jsonl');
    await until(() => first.trace.getState().kept.kind === 'kept');
    const kept = first.trace.getState().kept as { id: string };
    // A reload: new stores, the same browser's shelf.
    const again = stores(shelf);
    again.trace.getState().restore(kept.id, 4);
    await until(() => again.trace.getState().status.kind === 'open');
    expect(again.trace.getState().opened!.name).toBe('mine.jsonl');
    expect(again.trace.getState().kept).toEqual({ kind: 'kept', id: kept.id });
    expect(again.run.getState().position).toBe(4);
    expect(shelf.records.size).toBe(1); // reopened, not kept twice
  });

  it('a link that names another algorithm reopens the trace checked and replayed against it', async () => {
    const shelf = memoryShelf();
    const first = stores(shelf);
    first.trace.getState().open(new Blob([SOLVED]), 'mine.jsonl');
    await until(() => first.trace.getState().kept.kind === 'kept');
    const again = stores(shelf);
    again.trace.getState().restore((first.trace.getState().kept as { id: string }).id, 3, 'greedy');
    await until(() => again.trace.getState().status.kind === 'open');
    expect(again.trace.getState().checked!.verdict.algorithm).toBe('greedy');
    expect(again.trace.getState().checked!.replayAs).toBe('greedy');
    expect(again.run.getState().setup.algorithm).toBe('greedy');
    expect(again.run.getState().position).toBe(3);
  });

  it('an unknown or damaged trace is said to be lost, and the run is left as it was', async () => {
    const shelf = memoryShelf();
    const { run, trace } = stores(shelf);
    const before = run.getState().runId;
    trace.getState().restore('tzzzzzzzz1', 3);
    await until(() => trace.getState().lost !== null);
    expect(trace.getState().lost).toBe('unknown');
    shelf.records.set('tzzzzzzzz2', { v: 1, id: 'tzzzzzzzz2', name: 'x', text: 'x', chars: 1, sum: 0 });
    trace.getState().restore('tzzzzzzzz2', 3);
    await until(() => trace.getState().lost === 'damaged');
    expect(trace.getState().status.kind).toBe('idle');
    expect(run.getState().runId).toBe(before);
  });
});
