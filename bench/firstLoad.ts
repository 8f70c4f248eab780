/**
 * `npm run bench:first-load [-- --rounds N]`: time from navigation to the first usable "Step
 * forward" in Chromium with the CPU throttled 4x (CDP Emulation.setCPUThrottlingRate), for the
 * build as shipped (modes split into chunks, loaded when opened) beside the same source built as
 * one script (FRONTIER_UNSPLIT=1), both built and measured in this run, rounds alternating so
 * that load on this shared machine falls on both alike. Every round is a first visit: a fresh
 * browser context, so no HTTP cache and no service worker. Prints medians, ranges and the ratio.
 */
import { loadavg } from 'node:os';
import type { Browser } from '@playwright/test';
import { measureInitialScript } from '../scripts/initial-script.mjs';
import { buildPage, launchChromium, servePage, type PageBuild } from './pageServer';

const CPU_SLOWDOWN = 4;
const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 7;
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number >= 1');

type Variant = PageBuild;
const VARIANTS: Variant[] = [
  { name: 'split (as shipped)', dist: 'dist-bench-split', port: 4311, env: {} },
  { name: 'one script (baseline)', dist: 'dist-bench-unsplit', port: 4312, env: { FRONTIER_UNSPLIT: '1' } },
];

/** Milliseconds from navigation start until "Step forward" is enabled, in a first visit. */
async function firstUsableStep(browser: Browser, v: Variant): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`http://127.0.0.1:${v.port}/`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Step forward', exact: true });
    await button.waitFor({ state: 'visible', timeout: 60_000 });
    // The predicate returns the page's own clock at the moment it first saw the button usable.
    const seen = await page.waitForFunction(
      () => {
        const b = [...document.querySelectorAll('button')].find((e) => e.getAttribute('aria-label') === 'Step forward');
        return b && !(b as HTMLButtonElement).disabled ? performance.now() : false;
      },
      undefined,
      { polling: 10, timeout: 60_000 },
    );
    return (await seen.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

VARIANTS.forEach(buildPage);
const servers = await Promise.all(VARIANTS.map(servePage));
const browser = await launchChromium();
const times = new Map<string, number[]>(VARIANTS.map((v) => [v.name, []]));
try {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
    for (const v of order) times.get(v.name)!.push(await firstUsableStep(browser, v));
  }
} finally {
  await browser.close();
  servers.forEach((s) => s.kill());
}

console.log(
  `First usable "Step forward", CPU throttled ${CPU_SLOWDOWN}x, ${rounds} first visits each (load average ${loadavg()[0].toFixed(1)}):`,
);
const baseline = median(times.get(VARIANTS[1].name)!);
for (const v of VARIANTS) {
  const xs = times.get(v.name)!;
  const { gzip } = measureInitialScript(v.dist);
  console.log(
    `  ${v.name.padEnd(22)} median ${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)}), ` +
      `initial script ${(gzip / 1024).toFixed(1)} kB gzip, ${(median(xs) / baseline).toFixed(2)}x the one-script build`,
  );
}
