/**
 * The pattern-database worker's side of a cold build (pdb.worker.ts), run in Node with comlink's
 * `expose` caught and IndexedDB stood in for: `prepare` answers once the tables are built, not
 * once they are saved, and the page's `tables` call gets the bytes made for the saved copy.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PdbWorkerApi } from '../../../src/workers/pdb.worker';

let api: PdbWorkerApi | null = null;
vi.mock('comlink', () => ({
  expose: (exposed: PdbWorkerApi) => (api = exposed),
  transfer: <T>(value: T) => value,
}));
/** A save that never ends, as IndexedDB taking its time over 11.5 MB. */
const savePdbBytes = vi.fn((_id: string, _bytes: Uint8Array) => new Promise<boolean>(() => {}));
vi.mock('../../../src/workers/pdbCache', () => ({
  loadPdbBytes: async () => null,
  savePdbBytes: (id: string, bytes: Uint8Array) => savePdbBytes(id, bytes),
}));

// The 8-puzzle's tables: small enough to build here in a moment, through the same code as 4x4's.
const SPEC = { rows: 3, cols: 3, goal: [1, 2, 3, 4, 5, 6, 7, 8, 0] };

beforeAll(async () => {
  await import('../../../src/workers/pdb.worker');
});

describe('pdb.worker cold', () => {
  it('answers prepare once the tables are built, without waiting for them to be saved', async () => {
    const prepared = await api!.prepare(SPEC);
    expect(prepared).toMatchObject({ ok: true, source: 'built' });
    expect(savePdbBytes).toHaveBeenCalledTimes(1);
  });

  it('hands the page the bytes made for the saved copy, and serialises anew after that', () => {
    const saved = savePdbBytes.mock.calls[0][1];
    const first = api!.tables(SPEC);
    expect(first).toBe(saved);
    const again = api!.tables(SPEC);
    expect(again).not.toBe(saved);
    expect(again).toEqual(saved);
  });
});

describe('pdb.worker cancel', () => {
  // The hardest 8-puzzle board (31 moves).
  const request = { ...SPEC, start: [8, 6, 7, 2, 5, 4, 3, 0, 1] };

  it('stops the job it was meant for even when the next job starts before that one looks again', async () => {
    const dropped = api!.solve(request);
    await api!.cancel();
    const next = api!.solve(request);
    // A flag reset by every new job let the first run on to its answer.
    expect(await dropped).toMatchObject({ ok: false, reason: 'cancelled' });
    const answer = await next;
    expect(answer.ok && answer.final.type === 'solved' && answer.final.path.length).toBe(31);
  });
});
