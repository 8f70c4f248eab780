/**
 * Peak memory, measured honestly: each search runs in a fresh `node --expose-gc` process
 * (memoryProbe.ts) whose baseline is taken after a full GC, so no earlier test's garbage
 * inflates or hides the figure. The bound is per node held: the solvers pack nodes into typed
 * arrays (about 80-130 bytes a node with the frontier and the visited set), so a leak of even
 * one small object per node (about 80 bytes) pushes it over.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS } from '../../../src/core/solvers';
import { FULL } from '../full';

const run = promisify(execFile);
const probe = resolve(import.meta.dirname, 'memoryProbe.ts');
const KORF_1 = '13,6,8,12,15,14,0,10,11,7,4,5,9,1,3,2';
/** Bytes a held node may take, plus a fixed allowance for code, tables and one GC's slack. */
const BYTES_PER_NODE = 160;
const FIXED = 48e6;

interface Figures {
  type: string;
  reason?: string;
  expanded: number;
  peakMemory: number;
  baseline: number;
  peak: number;
}

async function measure(algorithm: string, budget: object): Promise<Figures> {
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', probe, '4', '4', KORF_1, algorithm, 'linear-conflict', JSON.stringify(budget)],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Figures;
}

// Routine: the two searches that hold the most nodes, to a million nodes. Full: every algorithm
// at the default budget (4M nodes, 2M expansions), as the pages and the CLI run them.
const cases = FULL ? ALGORITHMS.map((a) => a.id) : ['bfs', 'astar'];
const budget = FULL ? {} : { maxMemoryNodes: 1_000_000, maxExpansions: 2_000_000 };

describe('peak memory on Korf #1, one fresh process per search', () => {
  it.each(cases)(
    `%s: heap growth within ${BYTES_PER_NODE} bytes a node held`,
    async (algorithm) => {
      const f = await measure(algorithm, budget);
      const used = f.peak - f.baseline;
      console.log(
        `${algorithm}: ${f.type}${f.reason ? ` (${f.reason})` : ''}, ${f.expanded} expanded, ${f.peakMemory} nodes held, ` +
          `+${(used / 1e6).toFixed(0)} MB (${(used / Math.max(1, f.peakMemory)).toFixed(0)} bytes a node)`,
      );
      expect(['solved', 'limit', 'exhausted']).toContain(f.type);
      expect(used).toBeLessThan(BYTES_PER_NODE * f.peakMemory + FIXED);
    },
    240_000,
  );
});
