/**
 * The 15-puzzle at full strength in the browser: pattern databases built in a worker with a
 * progress bar while the page stays responsive, then Korf's instance 1 solved optimally.
 */
import { expect, test } from './fixtures';
import { loadAverage, mainThreadTasks } from './mainThreadTasks';

// Korf (1985), instance 1, written for the blank-last goal: 57 moves.
const KORF_1 = '13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2';

test(
  'IDA* with pattern databases on Korf #1: tables built in a worker, 57 moves',
  { tag: '@alone' },
  async ({ page, browser, consoleErrors }) => {
    test.setTimeout(180_000);
    await page.goto('./');
    await page.getByLabel('Start board', { exact: true }).fill(KORF_1);
    await page.getByLabel('Algorithm', { exact: true }).selectOption('idastar');
    await page.getByLabel('Heuristic', { exact: true }).selectOption('pdb');
    await page.getByLabel('Budget (expansions)', { exact: true }).fill('5000000');
    await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({
        type: 'longtask',
      });
    });
    // Judged by the page's own CPU time per task (a Chrome trace), as the top-speed tests are: the
    // worker building the tables holds one of this machine's two cores, so the wall clock of a
    // page task mostly measures the wait for the other (the wall-clock figure is printed beside).
    await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline'] });
    await page.getByRole('button', { name: 'Load' }).click();
    await expect(page.getByTestId('preparing')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/pdb-building.png' });
    // The page answers while the worker builds: the language can be switched back and forth (each
    // switch must land within the action timeout). How long the two took is printed, not asserted:
    // it is mostly Playwright's round trips on a shared machine; the long-task bound below is the check.
    const started = Date.now();
    await page.getByLabel('Language').selectOption('ja');
    await page.getByLabel('言語').selectOption('en');
    console.log(`language switched twice during the build in ${Date.now() - started} ms (wall clock, a figure only)`);
    await expect(page.getByTestId('preparing')).toBeHidden({ timeout: 150_000 });
    const tasks = mainThreadTasks(await browser.stopTracing());
    const worstCpuMs = tasks.worstCpuMs;
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    console.log(
      `pattern databases built: worst task ${worstCpuMs.toFixed(0)} ms of CPU; by the wall clock ` +
        `${longTasks.length} long tasks, worst ${Math.max(0, ...longTasks).toFixed(0)} ms (load ${loadAverage()})` +
        `\n  longest tasks by own CPU:\n    ${tasks.topTasks.slice(0, 3).join('\n    ')}`,
    );
    // Issue #10: no main-thread task over 100 ms (target 50) while the tables build and import.
    expect(worstCpuMs, 'longest main-thread task (ms of CPU)').toBeLessThan(100);

    // The run is ready: the first pass's bound is the root's pattern-database estimate.
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(page.getByTestId('iteration-pass')).toHaveText('1');
    const bound = Number(await page.getByTestId('iteration-bound').textContent());
    expect(bound).toBeGreaterThanOrEqual(41); // h for Korf #1 with 6-6-3 tables (Manhattan alone is 41)
    expect(bound).toBeLessThanOrEqual(57);

    await page.getByRole('button', { name: 'Run to end' }).click();
    const notice = page.getByTestId('too-large');
    const solution = page.getByTestId('solution-length');
    // Either the whole run fits the recording, or it is finished in the background (soon enough
    // that the notice may already hold its own solution: the first of them is enough).
    await expect(notice.or(solution).first()).toBeVisible({ timeout: 120_000 });
    if (await notice.isVisible()) {
      // Finished in the background on its own (Run to end asked for the end).
      await expect(page.getByTestId('background-final')).toContainText('Solved: 57 moves', { timeout: 120_000 });
    } else {
      await expect(solution).toHaveAttribute('data-length', '57');
    }
    await page.screenshot({ path: 'test-results/screens/pdb-solved.png' });
    expect(consoleErrors).toEqual([]);
  },
);
