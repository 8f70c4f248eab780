/**
 * Pattern databases built in Node worker threads (src/cli/pdbThreads.ts) are the sequential
 * build's, byte for byte: on a 3x4 board here (two tables, two threads), and for the 4x4 set the
 * tests' global setup made (built in threads on a fresh clone) against the digest of the
 * sequential builder's tables, recorded when the threads came in.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPatternDatabasesInThreads } from '../../../src/cli/pdbThreads';
import { buildPatternDatabasesNow, getPatternDatabases } from '../../../src/core/pdb';
import { makePuzzle } from '../../../src/core/puzzle';

/** sha256 of the 6-6-3 tables end to end, as the one-thread builder made them (2026-12-03). */
const FOUR_BY_FOUR_SHA256 = 'dac4abd37092c35b91202029045a7bb907d95b4524fb7fc73a0ca5749e0e6c87';

describe('pattern databases built in worker threads', () => {
  it('3x4: the same tables as the sequential build', async () => {
    const puzzle = makePuzzle(3, 4);
    const threaded = await buildPatternDatabasesInThreads(puzzle);
    const sequential = buildPatternDatabasesNow(puzzle);
    expect(threaded.id).toBe(sequential.id);
    expect(threaded.tables.length).toBe(2);
    threaded.tables.forEach((table, i) => expect(Buffer.compare(table, sequential.tables[i])).toBe(0));
  });

  it('4x4: the 6-6-3 tables hash to the sequential builder\u2019s', () => {
    const set = getPatternDatabases(makePuzzle(4, 4));
    const hash = createHash('sha256');
    for (const table of set.tables) hash.update(table);
    expect(hash.digest('hex')).toBe(FOUR_BY_FOUR_SHA256);
  });
});
