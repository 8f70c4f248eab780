/**
 * `npm run bench [-- --quick] [-- --rebuild] [-- --only korf100,drain,...]`
 *
 * Prints one table and writes bench/results/latest.json (git-ignored). Suites:
 *   astar-3x3  the two 31-move 3x3 boards with A* (linear conflict vs Manhattan)
 *   drain      generators drained at 'progress' vs plain loops (A*, BFS) or their kernels (IDA*)
 *   bfs-3x3    the full 3x3 state space vs a naive Map<string> BFS
 *   korf100    Korf's 100 with IDA* + 6-6-3 PDBs (--quick: the 10 easiest, cached tables)
 *   replay     events per second through the replay reducer
 * Exit code 1 when any solution length differs from the published optimum (or a suite
 * throws). Missed speed targets are reported, not failed: timings on a shared machine vary.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { korfInstances } from './korfInstances';
import type { BenchRow } from './report';
import { formatTable, perSecond } from './report';
import { astar3x3Suite } from './suites/astar3x3';
import type { KorfResult } from './suites/korf100';
import { korf100Suite, loadTables } from './suites/korf100';
import { bfsDrainSuite } from './suites/bfsDrain';
import { depthFirstDrainSuite } from './suites/depthFirstDrain';
import { pdbDrainSuite } from './suites/pdbDrain';
import { replayRows } from './suites/replay';
import { stateSpace3x3Suite } from './suites/stateSpace3x3';

const SUITES = ['astar-3x3', 'bfs-3x3', 'korf100', 'drain', 'replay'] as const;
type Suite = (typeof SUITES)[number];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const rebuild = args.includes('--rebuild');
const onlyAt = args.indexOf('--only');
const only = new Set<string>(onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',') : SUITES);
for (const s of only) if (!(SUITES as readonly string[]).includes(s)) throw new Error(`unknown suite "${s}"`);
const log = (line: string) => process.stderr.write(`${line}\n`);

const rows: BenchRow[] = [];
const failures: string[] = [];
let korf: KorfResult[] = [];
const started = performance.now();

async function run(suite: Suite, body: () => BenchRow[] | Promise<BenchRow[]>): Promise<void> {
  if (!only.has(suite)) return;
  log(`[${suite}] ...`);
  try {
    rows.push(...(await body()));
  } catch (error) {
    failures.push(`${suite}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await run('astar-3x3', () => astar3x3Suite(quick));
await run('bfs-3x3', () => stateSpace3x3Suite(quick));
await run('korf100', () => {
  const out = korf100Suite({ quick, rebuild }, log);
  korf = out.instances;
  failures.push(...out.failures);
  return out.rows;
});
await run('drain', () => {
  const { set } = loadTables(false);
  // Enough work per round that the fixed costs of a run do not dominate: Korf #1-5 (about
  // 0.4 s of search), #1-10 in a full run (about 1 s).
  const instances = korfInstances().slice(0, quick ? 5 : 10);
  return [
    ...pdbDrainSuite(set, instances, quick ? 3 : 5),
    ...bfsDrainSuite(quick ? 7 : 21),
    ...depthFirstDrainSuite(quick ? 7 : 21),
  ];
});
await run('replay', () => replayRows(quick));

console.log(formatTable(rows));
for (const r of rows) if (r.notes) console.log(`  ${r.suite} / ${r.name}: ${r.notes}`);
const missed = rows.filter((r) => r.target && !r.met);
if (missed.length) console.log(`\nMissed targets (reported, not failed): ${missed.map((r) => r.name).join('; ')}`);
if (failures.length) console.log(`\nFAILED:\n  ${failures.join('\n  ')}`);

const out = resolve(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
const report = {
  date: new Date().toISOString(),
  mode: quick ? 'quick' : 'full',
  node: process.version,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  wallSeconds: Math.round((performance.now() - started) / 100) / 10,
  rows: rows.map((r) => ({ ...r, perSecond: perSecond(r.nodes, r.ms) })),
  korf100: korf,
  failures,
};
writeFileSync(resolve(out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
log(`wrote bench/results/latest.json (${report.wallSeconds} s)`);
if (failures.length) process.exitCode = 1;
