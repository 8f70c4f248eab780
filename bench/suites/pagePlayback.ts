/**
 * Top-speed playback in the page: BFS on the hardest 3x3 (31 moves, about 665,000 events) played
 * at the top speed in the built app in Chromium, events per second from Play to the solution on
 * screen (the median of fresh pages). The baseline, measured in the same run on the same events,
 * is the core's replay reducer folding them in Node with nothing drawn: the ratio says how much
 * of the reducer's own speed the page keeps while it paints. The browser tests hold the page to a
 * property (no task over its bar by its own CPU); how fast it plays depends on the machine, so it
 * is measured here, beside a baseline that the same load slows alike.
 */
import { loadavg } from 'node:os';
import type { Browser } from '@playwright/test';
import type { SearchEvent } from '../../src/core/events';
import { makePuzzle } from '../../src/core/puzzle';
import { applyEvent, createState } from '../../src/core/replay';
import { runToEnd } from '../../src/core/solvers';
import { buildPage, launchChromium, servePage, type PageBuild } from '../pageServer';
import type { BenchRow } from '../report';

const HARDEST = [8, 6, 7, 2, 5, 4, 3, 0, 1];
const LINK = '?board=8,6,7/2,5,4/3,0,1&goal=blank-last&algorithm=bfs';
const TARGET = 300_000;
const BUILD: PageBuild = { name: 'page playback', dist: 'dist-bench-playback', port: 4313, env: {} };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** One fresh page served on `port`: Play at top speed, until the solution is on screen. */
export async function playOnce(browser: Browser, port: number): Promise<{ events: number; ms: number }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/${LINK}`);
    await page.getByLabel('Speed', { exact: true }).fill('40');
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="solution-length"]')?.getAttribute('data-length') === '31',
      undefined,
      { polling: 250, timeout: 300_000 },
    );
    const ms = Date.now() - t0;
    const events = Number(await page.getByTestId('position').getAttribute('data-recorded'));
    return { events, ms };
  } finally {
    await context.close();
  }
}

/** The core's reducer folding the same run's events, warmed, median of `rounds`. */
function coreFold(rounds: number): { events: number; ms: number } {
  const events: SearchEvent[] =
    runToEnd(makePuzzle(3, 3), HARDEST, { algorithm: 'bfs', trace: 'all', budget: { maxExpansions: 1_000_000 } })
      .events ?? [];
  const fold = () => {
    const t = performance.now();
    const state = createState();
    for (let i = 0; i < events.length; i++) applyEvent(state, events[i]);
    return performance.now() - t;
  };
  fold();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) times.push(fold());
  return { events: events.length, ms: median(times) };
}

export async function pagePlaybackRows(quick: boolean, log: (line: string) => void): Promise<BenchRow[]> {
  buildPage(BUILD);
  const server = await servePage(BUILD);
  const browser = await launchChromium();
  const rounds = quick ? 1 : 3;
  const plays: { events: number; ms: number }[] = [];
  const folds: { events: number; ms: number }[] = [];
  try {
    // Alternating, so that load on this shared machine falls on both alike.
    for (let i = 0; i < rounds; i++) {
      plays.push(await playOnce(browser, BUILD.port));
      folds.push(coreFold(3));
      log(`  page ${plays[i].events} events in ${plays[i].ms} ms; core fold ${folds[i].ms.toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
    server.kill();
  }
  const page = median(plays.map((p) => p.ms));
  const core = median(folds.map((f) => f.ms));
  const events = plays[0].events;
  if (events !== folds[0].events) {
    throw new Error(`the page played ${events} events where the core folds ${folds[0].events}`);
  }
  return [
    {
      suite: 'page-playback',
      name: `top-speed BFS on the hardest 3x3 in Chromium, Play to solution (median of ${rounds})`,
      nodes: events,
      unit: 'events',
      ms: page,
      baseline: { name: 'core replay reducer folding the same events in Node', nodes: events, ms: core },
      ratio: core / page,
      target: `>= ${TARGET.toLocaleString('en')} events/s (issue 29)`,
      met: (events / page) * 1000 >= TARGET,
      notes: `load average ${loadavg()[0].toFixed(1)}`,
    },
  ];
}
