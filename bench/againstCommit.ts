/**
 * `npm run bench:against -- <commit> [--rounds N] [--only astar-3x3,drain,korf100] [--no-page]`
 *
 * This checkout's speed beside another commit's, in one run: both checkouts run the same bench
 * suites in alternating rounds (which one goes first alternates too), and both built pages play
 * BFS on the hardest 3x3 at top speed in the same Chromium, alternately. Each row prints both
 * medians and the median of the per-round ratios (this / that: above 1 is slower here), so a
 * shared machine's load falls on both sides alike. It is how a redesign shows that it did not
 * make the solvers or the page slower than the commit before it.
 *
 * The other commit is checked out once, detached, under .cache/against/<commit>, with its own
 * `npm ci` and its own pattern-database tables (built there on first use, outside the rounds).
 * Writes bench/results/against-<commit>.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { median } from './alternate';
import { buildPage, launchChromium, servePage, type PageBuild } from './pageServer';
import type { BenchRow } from './report';
import { playOnce } from './suites/pagePlayback';

const args = process.argv.slice(2);
const valueOf = (flag: string): string | undefined => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const commitArg = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!commitArg) {
  console.error('usage: npm run bench:against -- <commit> [--rounds N] [--only suites] [--no-page]');
  process.exit(2);
}
const rounds = Number(valueOf('--rounds') ?? 3);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50) {
  console.error(`--rounds must be a whole number from 1 to 50, not "${valueOf('--rounds')}"`);
  process.exit(2);
}
const suites = valueOf('--only') ?? 'astar-3x3,drain,korf100';
const withPage = !args.includes('--no-page');

const here = resolve(import.meta.dirname, '..');
const git = (...a: string[]): string => {
  const out = spawnSync('git', a, { cwd: here, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`git ${a.join(' ')}: ${out.stderr.trim()}`);
  return out.stdout.trim();
};
const sha = git('rev-parse', '--verify', `${commitArg}^{commit}`);
const short = sha.slice(0, 12);
const there = resolve(here, '.cache/against', short);
const log = (line: string) => console.error(line);

function run(cwd: string, command: string, a: string[]): void {
  const out = spawnSync(command, a, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (out.status !== 0) throw new Error(`${command} ${a.join(' ')} failed in ${cwd}`);
}

if (!existsSync(there)) {
  log(`checking out ${short} in ${there}`);
  git('worktree', 'add', '--detach', there, sha);
}
if (!existsSync(resolve(there, 'node_modules/.bin/tsx'))) {
  log(`npm ci in ${there}`);
  run(there, 'npm', ['ci', '--no-audit', '--no-fund']);
}

/** One side's suites, one round: its rows by suite and name. */
function benchOnce(cwd: string): Map<string, BenchRow> {
  run(cwd, 'node_modules/.bin/tsx', ['bench/index.ts', '--only', suites, '--json', 'against.json']);
  const report = JSON.parse(readFileSync(resolve(cwd, 'bench/results/against.json'), 'utf8')) as {
    rows: BenchRow[];
  };
  return new Map(report.rows.map((r) => [`${r.suite} / ${r.name}`, r]));
}

interface Pair {
  name: string;
  here: number[];
  there: number[];
  ratios: number[];
}
const pairs = new Map<string, Pair>();
function record(name: string, hereMs: number, thereMs: number): void {
  const pair = pairs.get(name) ?? { name, here: [], there: [], ratios: [] };
  pair.here.push(hereMs);
  pair.there.push(thereMs);
  pair.ratios.push(hereMs / thereMs);
  pairs.set(name, pair);
}

// Outside the rounds: the other side's tables and JIT-cold first run.
log('warm-up round (not counted)');
benchOnce(there);
benchOnce(here);
for (let r = 0; r < rounds; r++) {
  log(`round ${r + 1} of ${rounds}, load ${loadavg()[0].toFixed(1)}`);
  const [a, b] = r % 2 === 0 ? [here, there] : [there, here];
  const first = benchOnce(a);
  const second = benchOnce(b);
  const [mine, theirs] = a === here ? [first, second] : [second, first];
  for (const [name, row] of mine) {
    const other = theirs.get(name);
    if (other) record(name, row.ms, other.ms);
    else log(`  only here: ${name}`);
  }
}

if (withPage) {
  const builds: PageBuild[] = [
    { name: 'this checkout', dist: 'dist-bench-against', port: 4331, env: {}, cwd: here },
    { name: short, dist: 'dist-bench-against', port: 4332, env: {}, cwd: there },
  ];
  for (const b of builds) buildPage(b);
  const servers = await Promise.all(builds.map((b) => servePage(b)));
  const browser = await launchChromium();
  try {
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? [0, 1] : [1, 0];
      const plays: { events: number; ms: number }[] = [];
      for (const i of order) plays[i] = await playOnce(browser, builds[i].port);
      log(`  page here ${plays[0].ms} ms (${plays[0].events} events), ${short} ${plays[1].ms} ms`);
      if (plays[0].events !== plays[1].events) log(`  the two pages played different event counts`);
      record('page-playback / top-speed BFS on the hardest 3x3, Play to solution', plays[0].ms, plays[1].ms);
    }
  } finally {
    await browser.close();
    for (const s of servers) s.kill();
  }
}

const fmt = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(ms >= 10 ? 0 : 3)} ms`);
const table = [...pairs.values()].map((p) => ({
  name: p.name,
  hereMs: median(p.here),
  thereMs: median(p.there),
  ratio: median(p.ratios),
}));
console.log(`this checkout against ${short}, ${rounds} rounds, median of per-round ratios (above 1 = slower here)`);
for (const t of table) {
  console.log(
    `${t.ratio.toFixed(2).padStart(6)}  ${fmt(t.hereMs).padStart(9)} vs ${fmt(t.thereMs).padStart(9)}  ${t.name}`,
  );
}
const out = resolve(here, 'bench/results');
mkdirSync(out, { recursive: true });
writeFileSync(
  resolve(out, `against-${short}.json`),
  `${JSON.stringify({ date: new Date().toISOString(), against: sha, rounds, rows: table }, null, 2)}\n`,
);
