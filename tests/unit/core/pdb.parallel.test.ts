/**
 * The tables built side by side (`buildInParallel.ts`) are the sequential build's, byte for byte,
 * whatever order the threads finish in; progress covers the whole set; a thread that hands back
 * the wrong thing is a clear error. The threads here are stand-ins on this thread (the real
 * worker threads: tests/unit/cli/pdbThreads.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { PdbBuildProgress, TableRunner } from '../../../src/core/pdb';
import { buildLayoutInParallel, buildPatternDatabasesNow, buildTableJob, layoutFor } from '../../../src/core/pdb';
import { makePuzzle } from '../../../src/core/puzzle';

/** Builds on this thread, finishing the jobs in the reverse of the order they were asked. */
function reversedRunner(): TableRunner {
  let pending = 0;
  return (job, onDone) => {
    const delay = 10 * (3 - pending++);
    return new Promise((resolve) => setTimeout(() => resolve(buildTableJob(job, onDone, 1 << 14)), delay));
  };
}

describe('pattern databases built in parallel', () => {
  it.each([
    [3, 4],
    [2, 5],
    [3, 3],
  ])('%ix%i: the same bytes as the sequential build, one buffer for the set', async (rows, cols) => {
    const puzzle = makePuzzle(rows, cols);
    const sequential = buildPatternDatabasesNow(puzzle);
    const progress: PdbBuildProgress[] = [];
    const parallel = await buildLayoutInParallel(layoutFor(puzzle), reversedRunner(), (p) => progress.push(p));
    expect(parallel.id).toBe(sequential.id);
    expect(parallel.tables.map((t) => Array.from(t))).toEqual(sequential.tables.map((t) => Array.from(t)));
    expect(new Set(parallel.tables.map((t) => t.buffer)).size).toBe(1);
    const total = sequential.tables.reduce((s, t) => s + t.length, 0);
    expect(progress.every((p) => p.total === total && p.done <= total)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ done: total, pattern: sequential.tables.length - 1 });
  });

  it('refuses a table of the wrong size from a thread, naming it', async () => {
    const wrong: TableRunner = () => Promise.resolve(new Uint8Array(7));
    await expect(buildLayoutInParallel(layoutFor(makePuzzle(3, 4)), wrong)).rejects.toThrow(
      /table 1 came back with 7 entries instead of 665280/,
    );
  });
});
