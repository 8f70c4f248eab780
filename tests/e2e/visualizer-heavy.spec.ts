/**
 * Big runs in the visualizer: top-speed playback keeps the page responsive, and a run too large
 * to record is finished in a Web Worker with progress and Cancel.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, lowerRecordCap, test } from './fixtures';
import { tracedCompareRun } from './compareTopSpeed';
import { loadAverage, mainThreadTasks } from './mainThreadTasks';
import { presetPreferences } from './tour';
import { gridDomain } from '../../src/core/domain/grid/gridDomain';
import { randomWalls } from '../../src/core/domain/grid/randomWalls';
import { startDomainSearch } from '../../src/core/solvers/domainSearch';

// A default visitor's page, with its tiles sliding (the suite runs with reduced motion: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

async function loadBoard(page: Page, board: string, algorithm: string, budget?: number) {
  await page.getByLabel('Start board', { exact: true }).fill(board);
  await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: algorithm });
  if (budget) await page.getByLabel('Budget (expansions)', { exact: true }).fill(String(budget));
  await page.getByRole('button', { name: 'Load' }).click();
}

/** Starts recording main-thread long tasks (> 50 ms) in the page. */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
}

/** The recorded long tasks' durations, in ms. */
async function longTasksSoFar(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
}

/**
 * Waits for an attribute by reading it in the page every 250 ms. Not `expect(...).toHaveAttribute`:
 * its retries build an accessibility snapshot of the whole page on the main thread, a long task
 * of the test's own making.
 */
async function waitForAttribute(page: Page, testId: string, name: string, value: string, timeout: number) {
  await page.waitForFunction(
    ([id, n, v]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute(n) === v,
    [testId, name, value],
    { polling: 250, timeout },
  );
}

interface Throughput {
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** Long tasks by the page's clock (Long Tasks API): wall time, whoever had the CPU. */
  longTasks: number;
  worstMs: number;
  /** The longest task by the main thread's own CPU time (Chrome trace), in ms. */
  worstCpuMs: number;
  /** The same once V8's garbage collection inside each task is taken out: the page's own work. */
  worstOwnCpuMs: number;
  /** The most garbage collection inside one task, in ms of CPU. */
  worstGcCpuMs: number;
  /** Where the worst task's time went (mainThreadTasks). */
  worstParts: string;
  topTasks: string[];
}

/** One top-speed run to the end of a 31-move BFS, from a fresh page, traced. */
async function topSpeedRun(page: Page, browser: Browser): Promise<Throughput> {
  await page.goto('./');
  await loadBoard(page, '8 6 7 2 5 4 3 0 1', 'Breadth-first search (BFS)');
  await page.getByLabel('Speed', { exact: true }).fill('40');
  // Playback from a settled page: the idle preload fetches the app's other chunks one by one
  // after the first screen, and one still arriving when Play is pressed is evaluated and
  // mounted mid-run (10-15 ms, the page's loading, which `npm run bench:first-load` measures).
  await page.waitForLoadState('networkidle');
  await watchLongTasks(page);
  // The test's own work out of the trace: Playwright compiles its page-side helper (10-40 ms in
  // one task) at the first waitForFunction, so that happens before tracing starts.
  await page.waitForFunction(() => true);
  // RunTask, one event per main-thread task with its CPU time, is in the disabled-by-default
  // category; the garbage collections inside the tasks are in 'devtools.timeline'.
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline'] });
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Play' }).click();
  await waitForAttribute(page, 'solution-length', 'data-length', '31', 100_000);
  const seconds = (Date.now() - t0) / 1000;
  const tasks = mainThreadTasks(await browser.stopTracing());
  const events = Number(await page.getByTestId('position').getAttribute('data-recorded'));
  const longTasks = await longTasksSoFar(page);
  return {
    events,
    seconds,
    eventsPerSecond: events / seconds,
    longTasks: longTasks.length,
    worstMs: Math.max(0, ...longTasks),
    ...tasks,
  };
}

test(
  'top-speed BFS on the hardest 3x3: no task of the page\u2019s own work over 16 ms, garbage collection included, best of up to 5 fresh runs',
  { tag: '@alone' },
  async ({ page, browser, consoleErrors }) => {
    test.setTimeout(300_000);
    // A property, not a speed: how many events a second the page plays depends on what else the
    // machine runs, so that figure is measured by `npm run bench` (suite page-playback), as a ratio
    // to the core's replay in the same run, and only printed here. A task's length is measured two
    // ways. The page's own clock (Long Tasks API) counts wall time, and on this shared machine (two
    // cores, several test runs and builds at once) the renderer is often descheduled in the middle
    // of a task: a trace showed 12 ms of CPU inside a 93 ms task. So the bar is asserted on the main
    // thread's CPU time per task (Chrome trace), which is the page's own work; the wall-clock
    // figures are reported beside it, and match it on a quiet machine. V8's garbage collection
    // inside a task counts toward the bar (issue 29): when the log held its 665k events as some
    // 1.3 million small objects, a mark-compact pause ran 10 ms once and 90 ms the next on a busy
    // two-core machine; the columnar log holds none, and the collections left (the young
    // generation's and the solver's own) take 4-7 ms in a task at most. Best of up to five fresh
    // runs counts: a run shares the machine's two cores with whatever else it runs, and the bar
    // is never relaxed.
    const ATTEMPTS = 5;
    const BAR_MS = 16;
    const runs: Throughput[] = [];
    const meets = (r: Throughput) => r.worstCpuMs <= BAR_MS;
    for (let attempt = 0; attempt < ATTEMPTS && !runs.some(meets); attempt++) {
      const run = await topSpeedRun(page, browser);
      runs.push(run);
      console.log(
        `top-speed playback, run ${attempt + 1} of up to ${ATTEMPTS}: ${run.events} events in ${run.seconds.toFixed(2)} s ` +
          `(${Math.round(run.eventsPerSecond)}/s, printed only); worst task ${run.worstOwnCpuMs.toFixed(0)} ms of the page's own CPU ` +
          `(${run.worstCpuMs.toFixed(0)} ms with garbage collection; the most collection in one task ${run.worstGcCpuMs.toFixed(0)} ms); ` +
          `long tasks by the wall clock ${run.longTasks}, worst ${run.worstMs.toFixed(0)} ms (load ${loadAverage()}); the worst task: ${run.worstParts}; the longest five:\n  ${run.topTasks.join('\n  ')}`,
      );
    }
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/playback-throughput.json', JSON.stringify(runs, null, 2));
    const best = runs.find(meets) ?? runs.reduce((a, b) => (b.worstCpuMs < a.worstCpuMs ? b : a));
    // 13-16 ms in first runs at load 1-3 (2026-12-06), since a checkpoint packs its frontier
    // without a JS array and the recent lists are rings. The worst task is a recording frame whose
    // chunks of search ran slower than the last one measured (V8 optimising the solver on the
    // other core, a table growing, a scavenge); the repaints take 5-12 ms.
    expect(
      best.worstCpuMs,
      "worst main-thread task (ms of the page's own CPU, collection included)",
    ).toBeLessThanOrEqual(BAR_MS);
    expect(best.events, 'the whole run was played').toBeGreaterThan(600_000);
    await page.screenshot({ path: 'test-results/screens/visualizer-bfs-hardest.png' });
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'compare mode at top speed (three heuristics on a 24-move board): no task over 50 ms, garbage collection included, best of up to 3 fresh runs',
  { tag: '@alone' },
  async ({ page, browser, consoleErrors }) => {
    test.setTimeout(300_000);
    // Issue 29's bar, on the task's whole CPU time this time: 21-30 ms at load 3-4 once the
    // panes, charts and table repaint in tasks of their own (45 ms before, at load 11).
    const BAR_MS = 50;
    let best = Infinity;
    for (let attempt = 1; attempt <= 3 && best > BAR_MS; attempt++) {
      const tasks = await tracedCompareRun(page, browser, 'Heuristics compared', { beforeTrace: watchLongTasks });
      const longTasks = await longTasksSoFar(page);
      best = Math.min(best, tasks.worstCpuMs);
      console.log(
        `compare at top speed, run ${attempt} of up to 3: worst task ${tasks.worstCpuMs.toFixed(0)} ms of CPU ` +
          `(${tasks.worstOwnCpuMs.toFixed(0)} ms without garbage collection: ${tasks.worstParts}); long tasks by the ` +
          `wall clock ${longTasks.length}, worst ${Math.max(0, ...longTasks).toFixed(0)} ms (load ${loadAverage()}); ` +
          `the longest five:\n  ${tasks.topTasks.join('\n  ')}`,
      );
    }
    expect(best, 'worst main-thread task (ms of CPU)').toBeLessThanOrEqual(BAR_MS);
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'a run too large to record is finished in a worker, with progress and a result; on a 1024x768 projector the current node keeps to its panel under the notice',
  { tag: '@alone' },
  async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // the notice shrinks the board: no mid-slide picture
    await page.setViewportSize({ width: 1024, height: 768 });
    await presetPreferences(page, { language: 'en', projector: true });
    // A 1 GB device records 750,000 events; BFS within 400,000 expansions makes some 1.2 million.
    await lowerRecordCap(page);
    await page.goto('./');
    await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
    await page.getByRole('button', { name: 'Show set-up' }).click();
    // BFS on a 15-puzzle: far more events than Frontier records for stepping.
    await loadBoard(page, '13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2', 'Breadth-first search (BFS)', 400_000);
    await page.getByRole('button', { name: 'Run to end' }).click();
    const notice = page.getByTestId('too-large');
    // Run to end asked for the end: the rest goes on in the worker without a second click.
    await expect(notice).toContainText('Recorded what fits; the rest runs in the background', { timeout: 90_000 });
    // Judged early by its projection: the notice says how much was kept, not only the cap.
    await expect(page.getByTestId('too-large-body')).toContainText(
      /would pass the 750,000 events Frontier can record, so it recorded the first (1\d\d,\d{3}) to step/,
    );
    await page.screenshot({ path: 'test-results/screens/visualizer-too-large-projector-1024.png' });
    await expect(page.getByTestId('background-final')).toContainText('Limit reached', { timeout: 60_000 });
    await expect(page.getByTestId('background-final')).toContainText('400,000');
    // The notice takes its third of the screen: the current node's panel, shorter for it, keeps
    // its board, equation and narration inside itself, none drawn over the panel under it.
    const drawnBelow = await page.evaluate(() => {
      const panel = document.querySelector('.current-panel')!.getBoundingClientRect();
      return [0.1, 0.5, 0.9].some((x) =>
        document.elementFromPoint(panel.left + panel.width * x, panel.bottom + 4)?.closest('.current-panel'),
      );
    });
    expect(drawnBelow, 'something of the current panel drawn below it').toBe(false);
    expect(consoleErrors).toEqual([]);
  },
);

/** One top-speed run of uniform-cost search on the editor's generated 60 x 40 grid, from a fresh page, traced. */
async function gridRun(page: Page, browser: Browser) {
  await page.goto('./');
  await page.getByTestId('problem-kind').selectOption('grid');
  await page.getByTestId('domain-map').selectOption('open-field');
  await page.getByTestId('domain-edit-map').click();
  const dialog = page.getByTestId('map-editor-dialog');
  await dialog.getByLabel('Width', { exact: true }).fill('60');
  await dialog.getByLabel('Height', { exact: true }).fill('40');
  await dialog.getByRole('button', { name: 'Resize' }).click();
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await dialog.getByTestId('map-editor-apply').click();
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'Uniform-cost search' });
  const load = page.getByRole('button', { name: 'Load' });
  if (await load.isEnabled()) await load.click();
  await expect(page.getByTestId('problem-view').locator('[aria-label^="60 by 40 grid"]')).toBeVisible();
  await page.getByLabel('Speed', { exact: true }).fill('40');
  // From a settled page, as topSpeedRun: no chunk of the idle preload arriving mid-run.
  await page.waitForLoadState('networkidle');
  // The test's own work out of the trace: Playwright compiles its page-side helper (10-40 ms
  // in one task) at the first waitForFunction, so that happens before tracing starts.
  await page.waitForFunction(() => true);
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline'] });
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="problem-view"]')?.getAttribute('data-cost'),
    null,
    {
      polling: 250,
      timeout: 120_000,
    },
  );
  return mainThreadTasks(await browser.stopTracing());
}

test(
  'top speed on a 60 x 40 grid: the cells recolour with no task of the page’s own work over a frame, 16.7 ms (best of up to 3 fresh runs), and the counts are the core’s',
  { tag: '@alone' },
  async ({ page, browser, consoleErrors }) => {
    test.setTimeout(300_000);
    // The grid the editor's generator makes (random walls, 25 %, seed 1: its defaults), made
    // again here by the same core function, and uniform-cost search run on it in Node.
    const made = randomWalls({ width: 60, height: 40, density: 0.25, seed: 1 });
    if (!made.ok) throw new Error('the generator refused 60 x 40');
    const domain = gridDomain(made.grid, 4);
    const started = startDomainSearch(domain, made.grid.start, made.grid.goal, {
      algorithm: 'ucs',
      trace: 'all',
      budget: { maxExpansions: 200_000 },
    });
    if (!started.ok) throw new Error(`the core refused the grid: ${started.reason}`);
    let step = started.search.next();
    while (!step.done) step = started.search.next();
    const final = step.value;

    // Issue 26 asks for no dropped frame: 16.7 ms, a frame at 60 Hz. A recording frame records
    // what its 11 ms script budget leaves after the measured render of the bar (frameBudget.ts;
    // half that in a run's first frames, while V8 optimises); a repaint frame draws the board
    // alone (the frontier and side columns a task later, their layout and paint in a frame that
    // records nothing); the end's sliding tiles mount in a render of their own. Measured 10-15 ms
    // of own CPU in first runs at load 2-6 (13 ms in CI at load 6.1), 17 ms in two first runs of
    // four at load 5.7 beside a unit-test run (2026-12-06).
    const ATTEMPTS = 3;
    const BAR_MS = 16.7;
    let best = Infinity;
    for (let attempt = 0; attempt < ATTEMPTS && best > BAR_MS; attempt++) {
      const tasks = await gridRun(page, browser);
      best = Math.min(best, tasks.worstOwnCpuMs);
      console.log(
        `60 x 40 grid at top speed, run ${attempt + 1} of up to ${ATTEMPTS}: worst task ${tasks.worstOwnCpuMs.toFixed(0)} ms of the page's own CPU ` +
          `(${tasks.worstCpuMs.toFixed(0)} ms with garbage collection; load ${loadAverage()}): ${tasks.worstParts}; the longest five:\n  ${tasks.topTasks.join('\n  ')}`,
      );
      await expect(page.getByTestId('stat-expanded')).toHaveAttribute('data-value', String(final.stats.expanded));
      await expect(page.getByTestId('stat-generated')).toHaveAttribute('data-value', String(final.stats.generated));
    }
    expect(best, "worst main-thread task (ms of the page's own CPU)").toBeLessThanOrEqual(BAR_MS);
    expect(consoleErrors).toEqual([]);
  },
);
