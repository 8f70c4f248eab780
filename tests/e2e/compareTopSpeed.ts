/**
 * A comparison played to its end at top speed from a fresh page, traced: the main thread's tasks
 * with their CPU time (mainThreadTasks.ts), for the heavy compare tests in compare.spec.ts and
 * visualizer-heavy.spec.ts.
 */
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { mainThreadTasks, type TaskBreakdown } from './mainThreadTasks';

export async function tracedCompareRun(
  page: Page,
  browser: Browser,
  preset: string,
  options: {
    /** Panes to play, added to the preset's with "Add a pane" (the most is four). */
    panes?: number;
    /** Runs in the page just before tracing starts (a long-task observer, say). */
    beforeTrace?: (page: Page) => Promise<void>;
  } = {},
): Promise<TaskBreakdown> {
  await page.goto('./');
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByRole('button', { name: preset, exact: true }).click();
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', '0');
  const statuses = page.getByTestId(/^pane-[A-Z]-status$/);
  if (options.panes !== undefined) {
    while ((await statuses.count()) < options.panes) await page.getByRole('button', { name: 'Add a pane' }).click();
    await expect(statuses).toHaveCount(options.panes);
  }
  await page.getByLabel('Speed', { exact: true }).fill('40');
  await options.beforeTrace?.(page);
  // Playwright's page-side helper is compiled at the first waitForFunction: before the trace.
  await page.waitForFunction(() => true);
  // Every main-thread task with its thread CPU time (on a shared machine a task's wall time
  // includes the time other processes held the core), and the collections inside it.
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline'] });
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  // Read in the page every 250 ms, not by `expect` retries, which snapshot the page in its own tasks.
  await page.waitForFunction(
    () => {
      // data-end is empty until every pane has ended; playback ends when the clock reaches it.
      const clock = document.querySelector('[data-testid="compare-clock"]');
      const end = clock?.getAttribute('data-end') ?? '';
      return end !== '' && Number(clock?.getAttribute('data-clock')) >= Number(end);
    },
    null,
    { polling: 250, timeout: 120_000 },
  );
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible({ timeout: 120_000 });
  return mainThreadTasks(await browser.stopTracing());
}
