/**
 * `npm run bench [-- --quick] [-- --rebuild | --fresh] [-- --only korf100,drain,...]`
 *
 * Prints one table and writes bench/results/latest.json (git-ignored). Suites:
 *   astar-3x3  the two 31-move 3x3 boards with A* (linear conflict vs Manhattan)
 *   drain      generators drained at 'progress' vs plain loops (A*, BFS) or their kernels (IDA*)
 *   bfs-3x3    the full 3x3 state space vs a naive Map<string> BFS
 *   korf100    Korf's 100 with IDA* + 6-6-3 PDBs (--quick: the 10 easiest, cached tables)
 *   splits     our 6-6-3 split beside Korf-Felner's and the common open-source one, on Korf
 *              1-30 (in sample) and 31-100
 *   replay     events per second through the replay reducer
 *   page-playback  top-speed playback in the built page in Chromium, beside the core's reducer
 *              folding the same events (not in --quick)
 * and two that take long (tens of minutes), run only when named in --only or with --held-out:
 *   random     N random solvable 15-puzzles (`--random N`, default 100; `--seed S`), optimal
 *              lengths proven by IDA* without databases, every split checked against them
 *   baseline   IDA* with max(walking distance, Manhattan + linear conflict), no database, on
 *              Korf's 100 (`--baseline-korf 1-10,57` for some of them) beside the 6-6-3 search
 * `--korf100 --fresh` (what CI runs): Korf's 100 only, tables built fresh.
 * Exit code 1 when any solution length differs from the optimum (or a suite throws).
 * Missed speed targets are reported, not failed: timings on a shared machine vary.
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
import { baselineSuite, randomSuite, splitsSuite } from './suites/heldOut';
import { pdbDrainSuite } from './suites/pdbDrain';
import { replayRows } from './suites/replay';
import { stateSpace3x3Suite } from './suites/stateSpace3x3';

const SUITES = [
  'astar-3x3',
  'bfs-3x3',
  'korf100',
  'splits',
  'drain',
  'replay',
  'page-playback',
  'random',
  'baseline',
] as const;
type Suite = (typeof SUITES)[number];
const LONG: readonly Suite[] = ['random', 'baseline'];

const args = process.argv.slice(2);
const valueOf = (flag: string): string | undefined => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const korfOnly = args.includes('--korf100');
const quick = args.includes('--quick') && !korfOnly;
const rebuild = args.includes('--rebuild') || args.includes('--fresh');
const only = new Set<string>(
  korfOnly
    ? ['korf100']
    : (valueOf('--only')?.split(',') ??
        SUITES.filter((s) => !LONG.includes(s) && !(quick && (s === 'splits' || s === 'page-playback'))).concat(
          args.includes('--held-out') ? LONG : [],
        )),
);
for (const s of only) if (!(SUITES as readonly string[]).includes(s)) throw new Error(`unknown suite "${s}"`);
const randomCount = Number(valueOf('--random') ?? 100);
const seed = Number(valueOf('--seed') ?? 15);
if (!(Number.isInteger(randomCount) && randomCount > 0)) throw new Error('--random wants a positive whole number');
if (!Number.isInteger(seed)) throw new Error('--seed wants a whole number');
const baselineKorf = parseNumbers(valueOf('--baseline-korf'));
const jsonFile = valueOf('--json') ?? 'latest.json';
if (!/^[\w.-]+\.json$/.test(jsonFile)) throw new Error('--json wants a file name like baseline.json (no folder)');

/** "1-10,57" -> [1..10, 57]; undefined -> null (all). */
function parseNumbers(list: string | undefined): number[] | null {
  if (list === undefined) return null;
  const out: number[] = [];
  for (const part of list.split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!m) throw new Error(`--baseline-korf: "${part}" is not a number or a range like 1-10`);
    for (let n = Number(m[1]); n <= Number(m[2] ?? m[1]); n++) {
      if (n < 1 || n > 100) throw new Error(`--baseline-korf: Korf's instances are numbered 1 to 100, not ${n}`);
      out.push(n);
    }
  }
  return out;
}
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
await run('korf100', async () => {
  const out = await korf100Suite({ quick, rebuild }, log);
  korf = out.instances;
  failures.push(...out.failures);
  return out.rows;
});
await run('drain', async () => {
  const { set } = await loadTables(false);
  // Enough work per round that the fixed costs of a run do not dominate: Korf #1-5 (about
  // 0.4 s of search), #1-10 in a full run (about 1 s).
  const instances = korfInstances().slice(0, quick ? 5 : 10);
  return [
    ...pdbDrainSuite(set, instances, quick ? 3 : 5),
    ...bfsDrainSuite(quick ? 7 : 21),
    ...depthFirstDrainSuite(quick ? 7 : 21),
  ];
});
await run('splits', () => {
  const out = splitsSuite(log);
  failures.push(...out.failures);
  return out.rows;
});
await run('replay', () => replayRows(quick));
// Imported only when it runs: Playwright and its browser launcher are a large module graph to load
// into the process every other suite times.
await run('page-playback', async () => (await import('./suites/pagePlayback')).pagePlaybackRows(quick, log));
await run('random', () => {
  const out = randomSuite(randomCount, seed, log);
  failures.push(...out.failures);
  return out.rows;
});
await run('baseline', () => {
  const out = baselineSuite(baselineKorf, log);
  failures.push(...out.failures);
  return out.rows;
});

console.log(formatTable(rows));
for (const r of rows) if (r.notes) console.log(`  ${r.suite} / ${r.name}: ${r.notes}`);
const missed = rows.filter((r) => r.target && !r.met);
if (missed.length) console.log(`\nMissed targets (reported, not failed): ${missed.map((r) => r.name).join('; ')}`);
if (failures.length) console.log(`\nFAILED:\n  ${failures.join('\n  ')}`);

const out = resolve(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
const report = {
  date: new Date().toISOString(),
  mode: quick ? 'quick' : korfOnly ? 'korf100' : 'full',
  suites: [...only],
  node: process.version,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  wallSeconds: Math.round((performance.now() - started) / 100) / 10,
  rows: rows.map((r) => ({ ...r, perSecond: perSecond(r.nodes, r.ms) })),
  korf100: korf,
  failures,
};
// `--json name.json`: another file in bench/results (two long suites can run side by side).
writeFileSync(resolve(out, jsonFile), `${JSON.stringify(report, null, 2)}\n`);
log(`wrote bench/results/${jsonFile} (${report.wallSeconds} s)`);
if (failures.length) process.exitCode = 1;
