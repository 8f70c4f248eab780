/**
 * Explore mode in a real browser: the full 3x3 search in a worker (181,440 states, diameter 31,
 * the reference distance counts), a bar of the chart to the visualizer, the hardest board's
 * path replayed to the goal, Cancel, and the heuristic lab's charts; screenshots at projector
 * and phone sizes; an axe scan of both sections.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { makeHeuristic } from '../../src/core/heuristics';
import {
  effortCsv,
  effortCsvHeader,
  expansionsByDistance,
  labHeuristics,
  sampleBoardsBySeed,
} from '../../src/core/lab';
import { makePuzzle } from '../../src/core/puzzle';
import { solveStateSpace } from '../../src/core/stateSpace';
import { DEFAULT_SETUP } from '../../src/store/runStore';
import { HARDEST_3X3 } from '../unit/scenarios';
import { expect, readBoard, test } from './fixtures';

const HARDEST = HARDEST_3X3.map((b) => b.join(' '));
const SCREENS = 'test-results/screens';

/** The reference count of boards per distance, from the fixture copied from ../shared/data. */
function fixtureCounts(size = '3x3'): number[] {
  const text = readFileSync(new URL(`../fixtures/distances-${size}.txt`, import.meta.url), 'utf8');
  return text
    .split('\n')
    .map((line) => /^(\d+) (\d+)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[2]));
}

async function openExplorer(page: Page) {
  await page.goto('./');
  await page.getByRole('tab', { name: 'Explore' }).click();
}

async function search3x3(page: Page) {
  await openExplorer(page);
  await page.getByRole('button', { name: 'Search the whole space' }).click();
  await expect(page.getByTestId('space-states')).toHaveText('181,440');
}

test('3x3: 181,440 states, diameter 31, the reference counts; the bar at 31 opens a hardest board in the visualizer', async ({
  page,
  consoleErrors,
}) => {
  await search3x3(page);
  await expect(page.getByTestId('space-diameter')).toContainText('31');
  await expect(page.getByTestId('space-status')).toContainText(/Searched every state in \d+\.\d\d s/);
  const bars = page.getByTestId('distance-chart').locator('[data-distance]');
  const counts = await bars.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
  expect(counts).toEqual(fixtureCounts());
  await expect(page.getByTestId('parity-half')).toContainText('181,440 = 9!/2');

  await page.getByRole('button', { name: /^Distance 31: 2 boards/ }).click();
  await expect(page.getByTestId('replay-position')).toHaveText('Move 0 of 31');
  const picked = (await readBoard(page, 'Board on the optimal path')).join(' ');
  expect(HARDEST.map((b) => b.replace(' 0', ''))).toContain(picked);
  await page.screenshot({ path: `${SCREENS}/explorer-space-1366.png` });

  await page.getByRole('button', { name: 'Open in the visualizer' }).click();
  await expect(page.getByRole('tab', { name: 'Visualize' })).toHaveAttribute('aria-selected', 'true');
  const start = await page.getByLabel('Start board', { exact: true }).inputValue();
  expect(HARDEST).toContain(start.replace(/\s*\/\s*/g, ' '));
  expect((await readBoard(page, 'Board of the node being expanded')).join(' ')).toBe(picked);
  expect(consoleErrors).toEqual([]);
});

for (const size of ['2x3', '2x4', '2x5']) {
  test(`${size}: the bars equal the reference counts`, async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    await openExplorer(page);
    await page.getByLabel('Board size').selectOption(size);
    const optIn = page.getByLabel(/Run it anyway/);
    if (await optIn.count()) await optIn.check();
    await page.getByRole('button', { name: 'Search the whole space' }).click();
    await expect(page.getByTestId('space-states')).toBeVisible({ timeout: 60_000 });
    const bars = page.getByTestId('distance-chart').locator('[data-distance]');
    const counts = await bars.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
    expect(counts).toEqual(fixtureCounts(size));
    expect(consoleErrors).toEqual([]);
  });
}

test('a hardest board replays its optimal path move by move to the goal', async ({ page }) => {
  await search3x3(page);
  await page.getByRole('button', { name: /Show board 6 4 7 8 5 _ 3 2 1/ }).click();
  await expect(page.getByTestId('replay-position')).toHaveText('Move 0 of 31');
  await page.getByRole('button', { name: 'Next move' }).click();
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(page.getByTestId('replay-position')).toHaveText('Move 2 of 31');
  await page.getByRole('button', { name: 'Previous move' }).click();
  await expect(page.getByTestId('replay-position')).toHaveText('Move 1 of 31');
  await page.getByRole('button', { name: 'Jump to the goal' }).click();
  await expect(page.getByTestId('replay-position')).toHaveAttribute('data-left', '0');
  await expect.poll(async () => (await readBoard(page, 'Board on the optimal path')).join(' ')).toBe('1 2 3 4 5 6 7 8');
});

test('a board drawn at distance 20 goes to play mode', async ({ page }) => {
  await search3x3(page);
  await page.getByRole('button', { name: /^Distance 20:/ }).click();
  await expect(page.getByTestId('replay-position')).toHaveText('Move 0 of 20');
  const picked = (await readBoard(page, 'Board on the optimal path')).join(' ');
  await page.getByRole('button', { name: 'Play it' }).click();
  await expect(page.getByRole('tab', { name: 'Play' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(async () => (await readBoard(page, 'Puzzle board')).join(' ')).toBe(picked);
});

test('the parity panel opens an unreachable board in the visualizer, which explains the rule', async ({ page }) => {
  await search3x3(page);
  await page.getByRole('button', { name: 'See the rule on this board in the visualizer' }).click();
  await expect(page.getByTestId('solvability')).toBeVisible();
  expect((await page.getByLabel('Start board', { exact: true }).inputValue()).replace(/\s*\/\s*/g, ' ')).toBe(
    '2 1 3 4 5 6 7 8 0',
  );
});

test('the keyboard reaches the bars: End then Enter draws a board at the diameter', async ({ page }) => {
  await search3x3(page);
  const first = page.getByTestId('distance-chart').locator('[data-distance][tabindex="0"]');
  await first.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'A board 1 move from the goal' })).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'A board 31 moves from the goal' })).toBeVisible();
});

test('Cancel stops the 2x5 search at once', async ({ page }) => {
  // The worker's script is held back until after Cancel, so the search cannot win the race
  // (2x5 takes about half a second here, less on a fast machine).
  let release = () => {};
  let requested = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/stateSpace\.worker.*\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await openExplorer(page);
  await page.getByLabel('Board size').selectOption('2x5');
  await expect(page.getByTestId('large-note')).toContainText('1,814,400');
  const optIn = page.getByLabel(/Run it anyway/);
  if (await optIn.count()) await optIn.check();
  await page.getByRole('button', { name: 'Search the whole space' }).click();
  await expect(page.getByRole('progressbar', { name: 'Search progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('space-status')).toHaveText('Search cancelled.');
  expect(requested, 'the worker was held back').toBe(true);
  release();
  // Nothing arrives later from the cancelled worker: the page still says cancelled, no result. A
  // fixed wait, as no condition can stand for "nothing came": the released worker would answer
  // well within it; a slow machine can only make it pass, never fail.
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('space-status')).toHaveText('Search cancelled.');
  await expect(page.getByTestId('space-states')).toHaveCount(0);
});

test('heuristic lab: the board against the truth, the mean chart, A* effort and b*, the weight slider', async ({
  page,
}) => {
  const space = solveStateSpace(makePuzzle(3, 3));
  await openExplorer(page);
  await page.getByRole('tab', { name: 'Heuristic lab' }).click();
  const truth = page.getByTestId('true-distance');
  await expect(truth).toHaveAttribute('data-value', String(space.distanceOf(DEFAULT_SETUP.start)));
  const bars = page.getByTestId('heuristic-bars').locator('tbody tr[data-heuristic]');
  const ids = labHeuristics(makePuzzle(3, 3));
  await expect(bars).toHaveCount(ids.length);
  // Each row's value is the core's estimate for this board.
  for (const id of ids)
    await expect(bars.and(page.locator(`[data-heuristic="${id}"]`)), id).toHaveAttribute(
      'data-value',
      String(makeHeuristic(id, makePuzzle(3, 3)).estimate(DEFAULT_SETUP.start)),
    );

  // The mean chart is drawn: one line per heuristic plus the truth, 32 distances in its data table.
  const mean = page.getByTestId('mean-chart');
  await expect(mean.locator('svg [data-series] path').first()).toBeVisible();
  await expect(mean.locator('svg [data-series]')).toHaveCount(ids.length + 1);
  await expect(mean.locator('table tbody tr')).toHaveCount(32);
  await expect(page.getByTestId('dominance')).toContainText('all admissible');
  // Pattern databases are admissible but not consistent, and the lab says so (if offered here).
  const consistent = page.getByTestId('consistent');
  await expect(consistent).toHaveAttribute('data-consistent', String(!ids.includes('pdb')));
  if (ids.includes('pdb')) await expect(consistent).toContainText(/Not consistent: Pattern databases? \d+/);
  await consistent.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/explorer-lab-consistency.png` });

  await page.getByLabel('Boards per distance').selectOption('3');
  await page.getByLabel('A* at').selectOption('all'); // every distance: the default is the even ones
  await page.getByRole('button', { name: 'Run A* on these boards' }).click();
  await expect(page.getByTestId('effort-chart')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Run A* again' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('branching-chart').locator('table tbody tr')).toHaveCount(30);

  await page.getByRole('slider', { name: /^Weight/ }).fill('1');
  await expect(page.getByTestId('weight-verdict')).toHaveText('optimal');
  // The 31-move example loses optimality somewhere between w = 1 and 5, and the chart marks where.
  await page.getByLabel('Example board…').selectOption('hardest-a');
  await expect(truth).toHaveAttribute('data-value', '31');
  await expect(page.getByTestId('weight-length-chart')).toContainText('first non-optimal');
  await page.getByRole('slider', { name: /^Weight/ }).fill('5');
  await expect(page.getByTestId('weight-verdict')).toContainText('not optimal');
  const panel = page.locator('.explorer-panel');
  await panel.evaluate((e) => (e.scrollTop = 0));
  await page.screenshot({ path: `${SCREENS}/explorer-lab-1366.png` });
  await panel.evaluate((e) => (e.scrollTop = e.scrollHeight));
  await page.screenshot({ path: `${SCREENS}/explorer-lab-samples-1366.png` });
});

test('lab beside the textbook: a visible table of nodes generated and expanded and b* by depth, as CSV, in English and Japanese', async ({
  page,
  consoleErrors,
}) => {
  // The same boards in Node: the seed-1 sample the lab draws first, A* at two of its depths.
  const puzzle = makePuzzle(3, 3, DEFAULT_SETUP.goal);
  const ids = labHeuristics(puzzle);
  const samples = sampleBoardsBySeed(solveStateSpace(puzzle), 3, 1);
  const expected = [...expansionsByDistance(puzzle, samples, ids, { distances: [2, 4] })].flatMap((p) =>
    p.row ? [p.row] : [],
  );

  await openExplorer(page);
  await page.getByRole('tab', { name: 'Heuristic lab' }).click();
  await page.getByLabel('Boards per distance').selectOption('3');
  await expect(page.getByLabel('Boards per distance')).toContainText('100');
  await expect(page.getByLabel('A* at')).toHaveValue('even');
  await page.getByRole('button', { name: 'Run A* on these boards' }).click();
  await expect(page.getByRole('button', { name: 'Run A* again' })).toBeVisible({ timeout: 90_000 });

  const table = page.getByTestId('effort-table');
  await table.scrollIntoViewIfNeeded();
  await expect(table).toBeVisible();
  await expect(page.getByTestId('effort-table-caption')).toHaveText(
    'A* on the sampled boards: mean nodes per depth d, and b* from nodes generated',
  );
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(15); // 2, 4, ..., 30
  // A row holds the core's numbers: per heuristic, generated, expanded, b* from generated.
  for (const row of expected) {
    const cells = await rows
      .and(page.locator(`[data-distance="${row.distance}"]`))
      .locator('td')
      .allInnerTexts();
    expect(cells).toEqual([
      '3',
      ...ids.flatMap((_, a) => [
        Math.round(row.meanGenerated[a]).toLocaleString('en'),
        Math.round(row.meanExpanded[a]).toLocaleString('en'),
        row.branchingGenerated[a]!.toFixed(2),
      ]),
    ]);
  }
  await page.screenshot({ path: `${SCREENS}/explorer-lab-effort-table-1366.png` });
  const axe = await new AxeBuilder({ page }).include('[data-testid="effort-table-block"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

  // b* from nodes expanded instead: the same table, the other count.
  await page.getByLabel('Count nodes').selectOption('expanded');
  await expect(table).toHaveAttribute('data-count', 'expanded');
  const first = await rows.first().locator('td').allInnerTexts();
  expect(first[3]).toBe(expected[0].branching[0]!.toFixed(2));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the table (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('frontier-lab-3x3-even-3-per-depth-seed-1.csv');
  const csv = readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\n');
  expect(csv[0]).toBe(effortCsvHeader(ids).join(','));
  expect(csv[0]).toMatch(/^depth,boards,misplaced_generated,misplaced_expanded,misplaced_bstar_generated,/);
  expect(csv).toHaveLength(1 + 15);
  expect(csv[1]).toBe(effortCsv(ids, expected).split('\n')[1]);

  await page.getByLabel('Language').selectOption('ja');
  await expect(page.getByTestId('effort-table-caption')).toHaveText(
    '抜き出した盤面での A*：手数 d ごとのノード数の平均と、展開ノード数から求めた b*',
  );
  await expect(table.locator('thead')).toContainText('生成展開b*');
  await expect(table.locator('thead')).not.toContainText('Generated');
  await expect(page.getByLabel('ノードの数え方')).toHaveValue('expanded');
  await expect(page.getByRole('button', { name: '表をダウンロード（CSV）' })).toBeVisible();
  // The sample's goal is chosen here: the spiral's 31 distances (0..30) in the mean chart's data.
  await page.getByTestId('sample-panel').getByLabel('ゴール').selectOption('spiral');
  await expect(page.getByTestId('mean-chart').locator('table tbody tr')).toHaveCount(31);
  await expect(page.getByTestId('effort-table')).toHaveCount(0); // another sample: its A* runs are to come
  expect(consoleErrors).toEqual([]);
});

test('lab: a mistyped board is explained with 1-based cells, never a raw {{placeholder}}', async ({ page }) => {
  await openExplorer(page);
  await page.getByRole('tab', { name: 'Heuristic lab' }).click();
  const input = page.getByLabel('Board (any format, blank as 0 or _)');
  const error = page.getByTestId('lab-board-error');
  await input.fill('1 2 3 4 5 x 7 8 0');
  await page.getByRole('button', { name: 'Use this board' }).click();
  await expect(error).toContainText('“x” (cell 6) is not a tile number');
  await expect(error).not.toContainText('{{');
  await input.fill('1 2 3 4 5 5 7 8 0');
  await page.getByRole('button', { name: 'Use this board' }).click();
  await expect(error).toContainText('Tile 5 appears more than once (cells 5 and 6)');
  await expect(error).not.toContainText('{{');
  await page.screenshot({ path: `${SCREENS}/explorer-lab-board-error.png` });
});

test('no accessibility violations in either section (axe)', async ({ page }) => {
  await search3x3(page);
  await page.getByRole('button', { name: /^Distance 24:/ }).click();
  await expect(page.getByTestId('replay-position')).toHaveText('Move 0 of 24');
  const space = await new AxeBuilder({ page }).include('.explorer').analyze();
  expect(space.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  await page.getByRole('tab', { name: 'Heuristic lab' }).click();
  await expect(page.getByTestId('mean-chart')).toBeVisible();
  await expect(page.getByTestId('weight-readout')).toContainText('Path found');
  const lab = await new AxeBuilder({ page }).include('.explorer').analyze();
  expect(lab.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});

test('in Japanese: the same numbers, the labels translated', async ({ page }) => {
  await page.goto('./');
  await page.getByLabel('Language').selectOption('ja');
  await page.getByRole('tab', { name: '状態空間' }).click(); // was 探検, too close to 探索 (issue #20)
  await page.getByRole('button', { name: '状態空間全体を探索' }).click();
  await expect(page.getByTestId('space-states')).toHaveText('181,440');
  await page.getByRole('button', { name: /^31 手：2 個/ }).click();
  await expect(page.getByTestId('replay-position')).toHaveText('31 手中 0 手目');
  await page.screenshot({ path: `${SCREENS}/explorer-space-ja-1366.png` });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('both sections fit the width', async ({ page }) => {
    await search3x3(page);
    await page.getByRole('button', { name: /^Distance 31:/ }).click();
    await expect(page.getByTestId('replay-position')).toHaveText('Move 0 of 31');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS}/explorer-space-phone.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Heuristic lab' }).click();
    await expect(page.getByTestId('mean-chart')).toBeVisible();
    await expect(page.getByTestId('weight-readout')).toContainText('Path found');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS}/explorer-lab-phone.png`, fullPage: true });
  });
});
