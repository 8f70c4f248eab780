/**
 * Local search in the page: a link with a seed replays the same run (opened twice, same events
 * and the same ending as the core's), the ready-made comparison runs with its charts in English
 * and Japanese, and the lab measures the success rates over 1,000 random 8-puzzles.
 */
import type { Page } from '@playwright/test';
import { makePuzzle } from '../../src/core/puzzle';
import { loadAllSolvers } from '../../src/core/solvers/lazySolvers';
import { runToEnd } from '../../src/core/solvers/registry';
import { findPreset, presetSetup } from '../../src/store/comparePresets';
import { coreRun } from '../unit/store/compareHelpers';
import { expect, newVisitorContext, test } from './fixtures';

const SCREENS = 'test-results/screens';
const BOARD = '8,1,3/4,0,2/7,6,5';
const START = [8, 1, 3, 4, 0, 2, 7, 6, 5];

const LINKS = [
  { algorithm: 'hill', local: 's10:x0:r20', options: { seed: 10, sideways: 0, restarts: 20 } },
  { algorithm: 'anneal', local: 's24:t2:a0.995', options: { seed: 24, temperature: 2, cooling: 0.995 } },
  { algorithm: 'beam', local: 'k3', options: { beamWidth: 3 } },
] as const;

async function runLink(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('local-panel')).toBeVisible();
  await page.getByRole('button', { name: 'Run to end' }).click();
  const narration = page.getByTestId('narration');
  await expect(narration).toContainText(/Solved|Stuck|Out of restarts|Frozen|beam is empty|Limit/, { timeout: 30_000 });
  return {
    narration: await narration.textContent(),
    expanded: await page.getByTestId('stat-expanded').getAttribute('data-value'),
    cursor: await page.getByTestId('position').getAttribute('data-cursor'),
  };
}

for (const { algorithm, local, options } of LINKS) {
  test(`${algorithm}: a link with its seed replays the same run, as the core runs it`, async ({
    browser,
    page,
    consoleErrors,
  }) => {
    await loadAllSolvers();
    const core = runToEnd(makePuzzle(3, 3), START, { algorithm, heuristic: 'manhattan', ...options });
    const url = `./?mode=visualize&size=3x3&board=${BOARD}&goal=blank-last&algorithm=${algorithm}&heuristic=manhattan&budget=200000&local=${local}`;
    const first = await runLink(page, url);
    await page.screenshot({ path: `${SCREENS}/local-${algorithm}-1366.png` });
    expect(Number(first.expanded)).toBe(core.final.stats.expanded);
    expect(Number(first.cursor)).toBe(core.events!.length);
    const fresh = await newVisitorContext(browser);
    const other = await fresh.newPage();
    expect(await runLink(other, url)).toEqual(first);
    await fresh.close();
    expect(consoleErrors).toEqual([]);
  });
}

test('the local-search comparison runs with its charts, in English and Japanese', async ({ page, consoleErrors }) => {
  await loadAllSolvers();
  const setup = presetSetup(findPreset('local-search')!);
  const finals = setup.panes.map((p) => coreRun(setup, p).final);
  await page.goto('./');
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page
    .getByRole('button', { name: 'Local search: hill climbing vs simulated annealing vs A*', exact: true })
    .click();
  await page.getByRole('button', { name: 'Run to end' }).click();
  const end = Math.max(...finals.map((f) => f.stats.expanded));
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-end', String(end), { timeout: 45_000 });
  const statuses = finals.map((f) => (f.type === 'solved' ? 'solved' : f.type));
  expect(statuses).toEqual(['exhausted', 'solved', 'solved', 'solved']);
  for (const [k, final] of finals.entries()) {
    const L = 'ABCD'[k];
    await expect(page.getByTestId(`pane-${L}-status`)).toHaveAttribute('data-status', statuses[k]);
    expect(Number(await page.getByTestId(`pane-${L}-expanded`).getAttribute('data-value'))).toBe(final.stats.expanded);
  }
  await expect(page.getByTestId('pane-A-status')).toContainText('local minimum');
  await expect(page.getByTestId('chart-memory')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/local-compare-1366.png`, fullPage: true });
  await page.getByLabel('Language').selectOption('ja');
  await expect(page.getByTestId('preset-lesson')).toContainText('焼きなまし法');
  await expect(page.getByTestId('pane-A-status')).toContainText('局所最小');
  await page.screenshot({ path: `${SCREENS}/local-compare-ja-1366.png`, fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('the lab measures the success rates over 1,000 random 8-puzzles', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  await page.goto('./?mode=explore');
  await page.getByRole('tab', { name: 'Heuristic lab' }).click();
  await page.getByTestId('local-lab-run').click();
  const rows = page.getByTestId('local-lab-table').locator('tbody tr');
  await expect(rows).toHaveCount(10, { timeout: 150_000 });
  await expect(page.getByRole('button', { name: 'Download the table (CSV)' }).last()).toBeVisible({ timeout: 30_000 });
  const rates = await rows.evaluateAll((trs) =>
    trs.map(
      (tr) =>
        `${tr.getAttribute('data-variant')} ${tr.getAttribute('data-heuristic')} ${tr.querySelector('[data-value]')?.getAttribute('data-value')}`,
    ),
  );
  console.log(rates.join('\n'));
  await page.getByTestId('local-lab').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/local-lab-1366.png` });
  expect(consoleErrors).toEqual([]);
});
