/**
 * Compare mode against the core: the numbers each pane shows at the end must be exactly what
 * the core computes in Node for the same run (no hand-typed numbers), the charts must be
 * drawn, and the search tree must show the branch to the goal.
 */
import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { makePuzzle } from '../../src/core/puzzle';
import { createReplayer } from '../../src/core/replay';
import { paneSearchOptions } from '../../src/core/setupOptions';
import { runToEnd } from '../../src/core/solvers';
import type { AlgorithmId } from '../../src/core/events';
import { findPreset, presetSetup, type CompareSetup } from '../../src/store/comparePresets';
import { seriousViolations } from './axe';
import { tracedCompareRun } from './compareTopSpeed';
import { expect, lowerRecordCap, test } from './fixtures';

/** Each pane's final event as the core computes it, with the options the page gives the pane. */
function coreFinals(setup: CompareSetup) {
  const puzzle = makePuzzle(setup.rows, setup.cols, setup.goal);
  return setup.panes.map(
    (p) => runToEnd(puzzle, setup.start, { ...paneSearchOptions(setup, p), trace: 'progress' }).final,
  );
}

const LETTERS = ['A', 'B', 'C', 'D'];

/** This machine's 1-minute load average, to read a timing beside. */
const loadAverage = () => loadavg()[0].toFixed(1);

async function openCompare(page: Page, preset: string) {
  await page.goto('./');
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByRole('button', { name: preset, exact: true }).click();
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', '0');
}

async function value(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).getAttribute('data-value'));
}

/** The true shortest length on the setup's board, from the core (A* is optimal). */
function coreOptimum(setup: CompareSetup): number {
  const puzzle = makePuzzle(setup.rows, setup.cols, setup.goal);
  return runToEnd(puzzle, setup.start, { algorithm: 'astar', heuristic: 'manhattan', trace: 'progress' }).final.stats
    .solutionLength;
}

/**
 * The results table against the core: a finite, positive time measured while recording, and
 * "shortest on this board?" measured against the true optimum, beside the guarantee.
 */
async function expectResultsAsCore(page: Page, finals: ReturnType<typeof coreFinals>, optimum: number) {
  await page.getByRole('button', { name: /Results table/ }).click();
  for (const [k, final] of finals.entries()) {
    const L = LETTERS[k];
    const time = page.getByTestId(`result-${L}-elapsedMs`);
    await expect(time).toHaveAttribute('data-basis', 'recorded');
    const ms = Number(await time.getAttribute('data-value'));
    expect(Number.isFinite(ms) && ms > 0, `${L} time ${ms}`).toBe(true);
    await expect(page.getByTestId(`result-${L}-shortest`), `${L} shortest`).toHaveAttribute(
      'data-value',
      String(final.stats.solutionLength === optimum),
    );
    await expect(page.getByTestId(`result-${L}-optimal`)).toHaveAttribute('data-value', String(final.stats.optimal));
  }
}

/** Every pane solved, with the core's length, expansions, generations and peak memory. */
async function expectSolvedAsCore(page: Page, finals: ReturnType<typeof coreFinals>) {
  for (const [k, final] of finals.entries()) {
    const L = LETTERS[k];
    await expect(page.getByTestId(`pane-${L}-status`)).toHaveAttribute('data-status', 'solved');
    await expect(page.getByTestId(`pane-${L}-status`)).toHaveAttribute(
      'data-length',
      String(final.stats.solutionLength),
    );
    expect(await value(page, `pane-${L}-expanded`), `${L} expanded`).toBe(final.stats.expanded);
    expect(await value(page, `pane-${L}-generated`), `${L} generated`).toBe(final.stats.generated);
    expect(await value(page, `pane-${L}-peak-memory`), `${L} peak memory`).toBe(final.stats.peakMemory);
  }
}

test('BFS vs IDA* runs to the end with the core’s numbers, charts drawn and the branch to the goal', async ({
  page,
  consoleErrors,
}) => {
  const setup = presetSetup(findPreset('bfs-vs-idastar')!);
  const finals = coreFinals(setup);
  expect(finals[0].stats.solutionLength).toBeGreaterThanOrEqual(16);
  await openCompare(page, 'BFS vs IDA*');
  await expect(page.getByTestId('preset-lesson')).toContainText('BFS keeps every node');

  // Lockstep: five steps are five expansions in every pane.
  const step = page.getByRole('button', { name: 'Step: one expansion in every pane' });
  for (let i = 0; i < 5; i++) await step.click();
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', '5');
  for (const letter of ['A', 'B'])
    await expect(page.getByTestId(`pane-${letter}-expanded`)).toHaveAttribute('data-value', '5');

  // Play a little at a brisk speed, pause, and look at the page mid-run.
  await page.getByLabel('Speed', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(async () => Number(await page.getByTestId('compare-clock').getAttribute('data-clock')))
    .toBeGreaterThan(400);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.screenshot({ path: 'test-results/screens/compare-running.png' });

  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-end', String(finals[0].stats.expanded), {
    timeout: 45_000,
  });
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', String(finals[0].stats.expanded));

  // Each pane's final counters are the core's.
  await expectSolvedAsCore(page, finals);

  // The charts are drawn: a line per pane on each chart, and the per-depth / per-pass bars.
  for (const chart of ['chart-frontier', 'chart-memory', 'chart-f']) {
    for (const L of ['A', 'B']) {
      const line = page.getByTestId(chart).locator(`[data-series="${L}"]`);
      expect(Number(await line.getAttribute('data-points')), `${chart} ${L}`).toBeGreaterThan(20);
      expect(Number(await line.getAttribute('data-samples'))).toBe(finals[LETTERS.indexOf(L)].stats.expanded + 1);
    }
  }
  await expect(page.getByTestId('chart-levels-A')).toHaveAttribute(
    'data-levels',
    String(finals[0].stats.solutionLength),
  );
  expect(Number(await page.getByTestId('chart-levels-B').getAttribute('data-levels'))).toBeGreaterThan(2);
  await page.getByTestId('chart-frontier').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/compare-charts.png' });
  await page.getByTestId('chart-f').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/compare-chart-f.png' });
  await page.getByLabel('Logarithmic scale').check();
  await page.getByTestId('chart-levels-B').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/compare-levels-log.png' });
  await page.getByLabel('Logarithmic scale').uncheck();

  // The final table, measured on this board.
  await page.getByRole('button', { name: /Results table/ }).click();
  for (const [k, final] of finals.entries()) {
    const L = LETTERS[k];
    expect(await value(page, `result-${L}-expanded`)).toBe(final.stats.expanded);
    expect(await value(page, `result-${L}-generated`)).toBe(final.stats.generated);
    expect(await value(page, `result-${L}-peakMemory`)).toBe(final.stats.peakMemory);
    expect(await value(page, `result-${L}-length`)).toBe(final.stats.solutionLength);
  }
  await expectResultsAsCore(page, finals, coreOptimum(setup));
  await page.getByTestId('results-table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/compare-results.png' });
  expect(await seriousViolations(page), 'results table').toEqual([]);

  // The search tree of IDA*: every pass side by side, then only the branch to the goal.
  await page.getByRole('button', { name: 'Search tree', exact: true }).click();
  await page.getByRole('button', { name: /^B · IDA\*/ }).click();
  const tree = page.getByTestId('search-tree');
  await expect(tree).toHaveAttribute('data-solution-nodes', String(finals[1].stats.solutionLength + 1));
  await expect(tree).toHaveAttribute('data-drawn', /\d+/);
  // At fit, every pass is named (in full, or "P4" where the full label would not fit).
  await expect(tree).toHaveAttribute('data-pass-labels', String(corePasses(setup, 1)));
  await tree.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/compare-tree-ida.png' });
  // At 1366 x 768 the whole tree and its legend fit on screen together, under the sticky bar.
  const legend = page.getByTestId('tree-legend');
  await legend.scrollIntoViewIfNeeded();
  await expect(legend).toBeInViewport({ ratio: 1 });
  const bar = (await page.locator('.compare-playback').boundingBox())!;
  expect((await tree.boundingBox())!.y, 'tree top below the sticky playback bar').toBeGreaterThanOrEqual(
    bar.y + bar.height - 1,
  );
  await page.screenshot({ path: 'test-results/screens/compare-tree-legend.png' });
  expect(await seriousViolations(page), 'search tree').toEqual([]);
  await page.getByLabel('Show only the branch to the goal').check();
  await expect(tree).toHaveAttribute('data-branch-only', 'true');
  await expect(tree).toHaveAttribute('data-nodes', String(finals[1].stats.solutionLength + 1));
  await expect(tree).toHaveAttribute('data-solution-nodes', String(finals[1].stats.solutionLength + 1));
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.screenshot({ path: 'test-results/screens/compare-tree-branch.png' });

  // Enter picks the node in the middle of the view: its board and numbers appear.
  await tree.focus();
  await page.keyboard.press('Enter');
  const details = page.getByTestId('tree-details');
  await expect(details).toHaveAttribute('data-status', 'solution');
  const picked = await details.getAttribute('data-id');
  // The mouse too: centre on that node, close the details, click the middle of the canvas.
  await page.getByRole('button', { name: 'Centre', exact: true }).click();
  await page.getByRole('button', { name: 'Close the node details' }).click();
  await expect(details).toHaveCount(0);
  const box = (await tree.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(details).toHaveAttribute('data-id', picked!);
  await expect(page.getByTestId('tree-details-f')).toContainText('=');

  // The dark theme (the system's), then a phone: look at the top and at the tree.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: 'test-results/screens/compare-tree-dark.png' });
  await page.getByRole('button', { name: 'Charts', exact: true }).click();
  await page.screenshot({ path: 'test-results/screens/compare-charts-dark.png' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screens/compare-phone-top.png' });
  await page.getByTestId('chart-frontier').scrollIntoViewIfNeeded();
  // The charts re-measure after the resize: let two frames paint, or the picture is blank.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: 'test-results/screens/compare-phone-charts.png' });
  await page.getByRole('button', { name: 'Search tree', exact: true }).click();
  await tree.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/compare-phone-tree.png' });
  expect(consoleErrors).toEqual([]);
});

test('hard board: BFS shows "limit reached" while A* and IDA* go on and solve', async ({ page, consoleErrors }) => {
  const setup = presetSetup(findPreset('hard-board')!);
  const finals = coreFinals(setup);
  await openCompare(page, 'Hard board: BFS out of budget');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('pane-A-status')).toHaveAttribute('data-status', 'limit', { timeout: 45_000 });
  await expect(page.getByTestId('pane-A-status')).toContainText('Limit reached');
  for (const [k, final] of finals.entries()) {
    const L = LETTERS[k];
    await expect(page.getByTestId(`pane-${L}-status`)).toHaveAttribute(
      'data-status',
      final.type === 'solved' ? 'solved' : 'limit',
    );
    expect(await value(page, `pane-${L}-expanded`)).toBe(final.stats.expanded);
    expect(await value(page, `pane-${L}-peak-memory`)).toBe(final.stats.peakMemory);
  }
  // Scrub back to before IDA* finished: it is searching again, its counters follow the clock.
  await page.getByRole('button', { name: 'Jump to start' }).click();
  await expect(page.getByTestId('pane-C-expanded')).toHaveAttribute('data-value', '0');
  await page.screenshot({ path: 'test-results/screens/compare-hard-start.png' });

  // The BFS tree past 20,000 nodes: measure layout and drawing in the browser.
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', String(finals[0].stats.expanded), {
    timeout: 45_000,
  });
  await page.getByRole('button', { name: 'Search tree', exact: true }).click();
  const tree = page.getByTestId('search-tree');
  await expect.poll(async () => Number(await tree.getAttribute('data-nodes'))).toBeGreaterThanOrEqual(20_000);
  await expect(tree).toHaveAttribute('data-draw-ms', /\d/);
  const nodes = Number(await tree.getAttribute('data-nodes'));
  const layoutMs = Number(await tree.getAttribute('data-layout-ms'));
  // Zoom and pan redraw only: time a few of them.
  const draws: number[] = [];
  for (let i = 0; i < 4; i++) {
    const before = Number(await tree.getAttribute('data-draws'));
    await page.getByRole('button', { name: i % 2 ? 'Zoom out' : 'Zoom in' }).click();
    await expect.poll(async () => Number(await tree.getAttribute('data-draws'))).toBeGreaterThan(before);
    draws.push(Number(await tree.getAttribute('data-draw-ms')));
  }
  // Printed, not asserted: the page's clock counts wall time, and on this shared 2-core machine
  // at load 20 a layout took 640-900 ms and a draw up to 160 ms (docs/benchmarks.md: 50-140 ms and 3-9 ms on
  // a quieter one). A bound loose enough to pass there could not fail on a real slowdown.
  console.log(
    `tree of ${nodes} nodes: layout ${layoutMs.toFixed(1)} ms, draws ${draws.map((d) => d.toFixed(1)).join(' / ')} ms ` +
      `(page clock, figures only; load ${loadAverage()})`,
  );
  expect(Number.isFinite(layoutMs) && draws.every(Number.isFinite), 'the tree reports its timings').toBe(true);
  await page.screenshot({ path: 'test-results/screens/compare-tree-bfs-30k.png' });
  expect(consoleErrors).toEqual([]);
});

for (const [id, title] of [
  ['heuristics', 'Heuristics compared'],
  ['weighted', 'Admissible vs weighted A* (w = 2)'],
  ['random-walk', 'Monte Carlo random walk vs A*'],
] as const) {
  test(`the "${title}" lesson runs to the end with the core’s numbers`, async ({ page, consoleErrors }) => {
    const setup = presetSetup(findPreset(id)!);
    const finals = coreFinals(setup);
    await openCompare(page, title);
    await page.getByRole('button', { name: 'Run to end' }).click();
    const end = Math.max(...finals.map((f) => f.stats.expanded));
    await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-end', String(end), { timeout: 45_000 });
    for (const [k, final] of finals.entries()) {
      const L = LETTERS[k];
      await expect(page.getByTestId(`pane-${L}-status`)).toHaveAttribute('data-status', 'solved');
      expect(await value(page, `pane-${L}-expanded`)).toBe(final.stats.expanded);
      expect(await value(page, `pane-${L}-generated`)).toBe(final.stats.generated);
      expect(await value(page, `pane-${L}-peak-memory`)).toBe(final.stats.peakMemory);
    }
    await page.getByRole('button', { name: /Results table/ }).click();
    for (const [k, final] of finals.entries()) {
      expect(await value(page, `result-${LETTERS[k]}-length`)).toBe(final.stats.solutionLength);
    }
    await page.screenshot({ path: `test-results/screens/compare-${id}-results.png` });
    await page.getByRole('button', { name: 'Search tree', exact: true }).click();
    await expect(page.getByTestId('search-tree')).toHaveAttribute('data-drawn', /\d+/);
    await page.getByTestId('search-tree').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/compare-${id}-tree.png` });
    expect(consoleErrors).toEqual([]);
  });
}

test(
  'a pane too large to record stops there, and finishes in a background worker for the table',
  { tag: '@alone' },
  async ({ page, consoleErrors }) => {
    // BFS on the 31-move board with a budget big enough to search the whole space: more events
    // than the recording leaves it. The panes share 750,000 on a 1 GB device, by need (a pane that finishes leaves
    // the rest of its share to the others): BFS needs 664,930; A* and IDA* with linear conflicts
    // and a fourth pane, IDA* with Manhattan distance, solve on 112,888 together, which leaves
    // BFS 637,112. (With the three preset panes alone, BFS would now be recorded whole.)
    const setup = { ...presetSetup(findPreset('hard-board')!), maxExpansions: 400_000 };
    const finals = coreFinals(setup);
    await lowerRecordCap(page);
    await openCompare(page, 'Hard board: BFS out of budget');
    await page.getByText('Change the board').click();
    await page.getByLabel('Budget per pane (expansions)').fill('400000');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByRole('button', { name: /Add a pane/ }).click();
    await page.getByLabel('Heuristic (pane D)').selectOption({ label: 'Manhattan distance' });
    await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', '0');
    await page.getByRole('button', { name: 'Run to end' }).click();
    await expect(page.getByTestId('pane-A-status')).toHaveAttribute('data-status', 'too-large', { timeout: 45_000 });
    await expect(page.getByTestId('pane-B-status')).toHaveAttribute('data-status', 'solved');
    await expect(page.getByTestId('pane-C-status')).toHaveAttribute('data-status', 'solved');
    await page.getByRole('button', { name: 'Finish it in the background' }).click();
    await expect(page.getByTestId('pane-A-status')).toContainText(
      `Solved: ${finals[0].stats.solutionLength} moves, after ${finals[0].stats.expanded.toLocaleString('en')} expansions`,
      { timeout: 45_000 },
    );
    await page.getByRole('button', { name: /Results table/ }).click();
    expect(await value(page, 'result-A-expanded')).toBe(finals[0].stats.expanded);
    expect(await value(page, 'result-A-peakMemory')).toBe(finals[0].stats.peakMemory);
    // Its time comes from the worker, without recording: labelled, and not in the race for lowest.
    await expect(page.getByTestId('result-A-elapsedMs')).toHaveAttribute('data-basis', 'worker');
    await expect(page.getByTestId('result-A-elapsedMs')).toContainText('in a worker, not recorded');
    await expect(page.getByTestId('result-A-elapsedMs')).not.toHaveClass(/best/);
    await page.screenshot({ path: 'test-results/screens/compare-too-large.png' });

    // The keyboard drives the shared clock too (not while typing in a field).
    await page.getByRole('button', { name: 'Jump to start' }).click();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', '2');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', '1');

    // Projector mode (P): large type for the back of the room, and bigger pane boards.
    const board = page.getByTestId('pane-A').locator('.mini-board');
    const before = (await board.boundingBox())!.width;
    await page.keyboard.press('p');
    await expect.poll(async () => (await board.boundingBox())!.width).toBeGreaterThan(before * 1.3);
    await page.getByRole('button', { name: 'Charts', exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'test-results/screens/compare-projector.png' });
    expect(consoleErrors).toEqual([]);
  },
);

test('Japanese: the heuristics lesson reads in Japanese on a laptop', async ({ page, consoleErrors }) => {
  await openCompare(page, 'Heuristics compared');
  await page.getByLabel('Language').selectOption('ja');
  await expect(page.getByTestId('preset-lesson')).toContainText('マンハッタン距離');
  await page.getByRole('button', { name: 'ステップ：全パネルで 1 展開ずつ' }).click();
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', '1');
  await page.screenshot({ path: 'test-results/screens/compare-ja.png' });
  expect(consoleErrors).toEqual([]);
});

test('the visualizer’s frontier column switches to the search tree of the same run', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  await expect(page.getByTestId('frontier-row').first()).toBeVisible();
  for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Search tree', exact: true }).click();
  const tree = page.getByTestId('search-tree');
  await expect(tree).toBeVisible();
  expect(Number(await tree.getAttribute('data-nodes'))).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(tree).toHaveAttribute('data-solution-nodes', '15'); // the 14-move lesson board
  await page.screenshot({ path: 'test-results/screens/visualizer-tree.png' });
  await page.getByRole('button', { name: 'Frontier', exact: true }).click();
  await expect(page.getByTestId('frontier-row').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('the search tree zooms and pans with a two-finger pinch', async ({ page, consoleErrors }) => {
    await page.goto('./');
    await expect(page.getByTestId('frontier-row').first()).toBeVisible();
    await page.getByRole('button', { name: 'Run to end' }).click();
    await page.getByRole('button', { name: 'Search tree', exact: true }).click();
    const tree = page.getByTestId('search-tree');
    await expect(tree).toHaveAttribute('data-solution-nodes', '15');
    await expect(tree).toHaveAttribute('data-scale', /\d/);
    const scale = async () => Number(await tree.getAttribute('data-scale'));
    const fitted = await scale();
    expect(fitted * 5, 'room to zoom in fivefold').toBeLessThan(4);
    const box = (await tree.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    // Real touch input through the browser: two fingers 40 px apart spread to 200 px.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: cx - spread / 2, y: cy, id: 1 },
                { x: cx + spread / 2, y: cy, id: 2 },
              ],
      });
    await touch('touchStart', 40);
    for (let spread = 60; spread <= 200; spread += 20) await touch('touchMove', spread);
    await touch('touchEnd', 0);
    await expect.poll(scale).toBeCloseTo(fitted * 5, 1);
    await expect(page.getByTestId('tree-details'), 'a pinch is not a tap on a node').toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/visualizer-tree-pinched.png' });
    expect(consoleErrors).toEqual([]);
  });
});

test('a mistyped board is explained with 1-based cells, never a raw {{placeholder}}', async ({
  page,
  consoleErrors,
}) => {
  await openCompare(page, 'BFS vs IDA*');
  await page.getByText('Change the board').click();
  const input = page.locator('.compare-form').getByLabel('Start board');
  const error = page.getByTestId('compare-board-error');
  // "x" is the 6th cell as people count; a repeated 5 sits in cells 5 and 6.
  await input.fill('1 2 3 4 5 x 7 8 0');
  await input.press('Enter');
  await expect(error).toContainText('“x” (cell 6) is not a tile number');
  await expect(error).not.toContainText('{{');
  await input.fill('1 2 3 4 5 5 7 8 0');
  await input.press('Enter');
  await expect(error).toContainText('Tile 5 appears more than once (cells 5 and 6)');
  await expect(error).not.toContainText('{{');
  await page.screenshot({ path: 'test-results/screens/compare-board-error.png' });
  expect(consoleErrors).toEqual([]);
});

test(
  'the hard board at top speed (50,000 BFS expansions, 4 panes): no task of the page\u2019s own work over 50 ms, best of up to 3 fresh runs',
  { tag: '@alone' },
  async ({ page, browser, consoleErrors }) => {
    test.setTimeout(300_000);
    // A default visitor's page (the suite runs with reduced motion: playwright.config.ts).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // As in visualizer-heavy.spec.ts: the bar is on the page's own CPU time per task, garbage
    // collection reported beside it, and the best of up to three fresh runs counts.
    const BAR_MS = 50;
    let best = Infinity;
    for (let attempt = 1; attempt <= 3 && best > BAR_MS; attempt++) {
      // The most panes a comparison holds: the heaviest page to repaint.
      const tasks = await tracedCompareRun(page, browser, 'Hard board: BFS out of budget', { panes: 4 });
      best = Math.min(best, tasks.worstOwnCpuMs);
      console.log(
        `compare hard board at top speed, run ${attempt} of up to 3: worst task ${tasks.worstOwnCpuMs.toFixed(0)} ms ` +
          `of the page's own CPU (${tasks.worstCpuMs.toFixed(0)} ms with garbage collection; load ${loadAverage()}); ` +
          `the longest five:\n  ${tasks.topTasks.join('\n  ')}`,
      );
    }
    // Issue #29's bar: 20-34 ms at load 1-3 once every pane, chart and table repaints in its own task.
    expect(best, "worst main-thread task (ms of the page's own CPU)").toBeLessThanOrEqual(BAR_MS);
    expect(consoleErrors).toEqual([]);
  },
);

/** How many passes the core's run of pane k makes (IDA*: one per bound). */
function corePasses(setup: CompareSetup, k: number): number {
  const p = setup.panes[k];
  const { events } = runToEnd(makePuzzle(setup.rows, setup.cols, setup.goal), setup.start, {
    algorithm: p.algorithm as AlgorithmId,
    heuristic: p.heuristic,
    budget: { maxExpansions: setup.maxExpansions },
    trace: 'all',
  });
  return events!.filter((e) => e.type === 'iteration').length;
}

test('BFS vs IDA*: "each pane’s own run" stretches IDA*’s sawtooth across the f chart', async ({
  page,
  consoleErrors,
}) => {
  const setup = presetSetup(findPreset('bfs-vs-idastar')!);
  const finals = coreFinals(setup);
  const passes = corePasses(setup, 1);
  await openCompare(page, 'BFS vs IDA*');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-end', String(finals[0].stats.expanded), {
    timeout: 45_000,
  });
  // One bar per IDA* pass, as many as the core made.
  await expect(page.getByTestId('chart-levels-B')).toHaveAttribute('data-levels', String(passes));
  const fIda = page.getByTestId('chart-f').locator('[data-series="B"]');
  // On the shared clock IDA* ends where BFS has barely begun: squeezed into a sliver.
  const share = finals[1].stats.expanded / finals[0].stats.expanded;
  expect(share).toBeLessThan(0.2);
  expect(Number(await fIda.getAttribute('data-x-extent'))).toBeCloseTo(share, 1);
  await page.getByRole('button', { name: 'Each pane’s own run' }).click();
  await expect(page.getByTestId('chart-f')).toHaveAttribute('data-x-mode', 'own');
  for (const chart of ['chart-frontier', 'chart-memory', 'chart-f'])
    for (const L of ['A', 'B'])
      expect(
        Number(await page.getByTestId(chart).locator(`[data-series="${L}"]`).getAttribute('data-x-extent')),
        `${chart} ${L}`,
      ).toBeGreaterThan(0.98);
  await page.getByTestId('chart-f').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/compare-chart-f-own.png' });
  expect(consoleErrors).toEqual([]);
});

/** What the core's own replayer shows for pane k after `clock` expansions (the pane's view). */
function coreViewAt(setup: CompareSetup, k: number, clock: number) {
  const p = setup.panes[k];
  const { events } = runToEnd(makePuzzle(setup.rows, setup.cols, setup.goal), setup.start, {
    ...p,
    budget: { maxExpansions: setup.maxExpansions },
    trace: 'all',
  });
  let seen = 0;
  let cursor = events!.length;
  for (let i = 0; i < events!.length; i++) {
    if (events![i].type !== 'expand') continue;
    if (seen++ === clock) {
      cursor = i;
      break;
    }
  }
  const replayer = createReplayer(p.algorithm);
  replayer.append(events!);
  const view = replayer.seek(cursor);
  return { expanded: view.counters.expanded, generated: view.counters.generated, frontier: view.frontier.size };
}

test('four panes set through their selects run to the core’s numbers, and the scrubber moves all four', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const base = presetSetup(findPreset('bfs-vs-idastar')!);
  const setup: CompareSetup = {
    ...base,
    panes: [
      ...base.panes,
      { ...base.panes[1], algorithm: 'astar', heuristic: 'manhattan' },
      { ...base.panes[1], algorithm: 'wastar', heuristic: 'linear-conflict' },
    ],
  };
  const finals = coreFinals(setup);
  await openCompare(page, 'BFS vs IDA*');
  const add = page.getByRole('button', { name: 'Add a pane' });
  await add.click();
  await add.click();
  await expect(page.getByTestId('pane-D')).toBeVisible();
  await expect(add).toHaveCount(0);
  for (const k of [2, 3]) {
    const L = LETTERS[k];
    const card = page.getByTestId(`pane-${L}`);
    await card.getByLabel(`Algorithm (pane ${L})`).selectOption(setup.panes[k].algorithm);
    await card.getByLabel(`Heuristic (pane ${L})`).selectOption(setup.panes[k].heuristic);
    await expect(card).toHaveAttribute('data-algorithm', setup.panes[k].algorithm);
  }
  // Four narrow cards: every select shows its whole option text, and × stays on the letter's row.
  const clipped = await page.locator('.pane-select').evaluateAll((els) =>
    els
      .map((e) => {
        const s = e as HTMLSelectElement;
        const ctx = document.createElement('canvas').getContext('2d')!;
        const style = getComputedStyle(s);
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = s.options[s.selectedIndex].text;
        // The text, the padding and the drop-down arrow (about 20 px) must fit.
        return ctx.measureText(text).width + 20 + parseFloat(style.paddingLeft) > s.clientWidth ? text : null;
      })
      .filter((t) => t !== null),
  );
  expect(clipped).toEqual([]);
  for (const L of ['B', 'C', 'D']) {
    const card = page.getByTestId(`pane-${L}`);
    const letter = (await card.locator('.pane-letter').boundingBox())!;
    const remove = (await card.getByRole('button', { name: `Remove pane ${L}` }).boundingBox())!;
    expect(Math.abs(remove.y + remove.height / 2 - (letter.y + letter.height / 2)), `× of ${L}`).toBeLessThan(6);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screens/compare-4-panes.png' });

  await page.getByRole('button', { name: 'Run to end' }).click();
  const end = Math.max(...finals.map((f) => f.stats.expanded));
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-end', String(end), { timeout: 60_000 });
  await expectSolvedAsCore(page, finals);
  await page.screenshot({ path: 'test-results/screens/compare-4-panes-end.png' });
  await expectResultsAsCore(page, finals, coreOptimum(setup));
  await page.getByTestId('results-table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/compare-4-panes-results.png' });
  await page.getByRole('button', { name: 'Charts', exact: true }).click();

  // The scrubber itself: at clock 300 every pane shows what the core's replayer shows there.
  const clock = 300;
  await page.getByRole('slider', { name: 'Expansions recorded' }).fill(String(clock));
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', String(clock));
  for (const k of setup.panes.keys()) {
    const L = LETTERS[k];
    const core = coreViewAt(setup, k, clock);
    expect(core.expanded).toBe(Math.min(clock, finals[k].stats.expanded));
    expect(await value(page, `pane-${L}-expanded`), `${L} expanded at ${clock}`).toBe(core.expanded);
    expect(await value(page, `pane-${L}-generated`), `${L} generated at ${clock}`).toBe(core.generated);
    expect(await value(page, `pane-${L}-frontier`), `${L} frontier at ${clock}`).toBe(core.frontier);
  }
  expect(consoleErrors).toEqual([]);
});

test('with no pane that guarantees the optimum, a worker finds it and the table measures each path', async ({
  page,
  consoleErrors,
}) => {
  const base = presetSetup(findPreset('weighted')!);
  const setup: CompareSetup = { ...base, panes: [{ ...base.panes[0], algorithm: 'greedy' }, base.panes[1]] };
  const finals = coreFinals(setup);
  const optimum = coreOptimum(setup);
  await openCompare(page, 'Admissible vs weighted A* (w = 2)');
  await page.getByTestId('pane-A').getByLabel('Algorithm (pane A)').selectOption('greedy');
  await expect(page.getByTestId('pane-A')).toHaveAttribute('data-algorithm', 'greedy');
  await page.getByRole('button', { name: 'Run to end' }).click();
  const end = Math.max(...finals.map((f) => f.stats.expanded));
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-end', String(end), { timeout: 45_000 });
  // Neither greedy nor w = 2 promises the shortest path; the table still says which found it.
  expect(finals.every((f) => !f.stats.optimal)).toBe(true);
  await expectResultsAsCore(page, finals, optimum);
  await page.getByTestId('results-table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/compare-results-measured.png' });
  expect(consoleErrors).toEqual([]);
});

test('BFS vs IDA*: IDA*’s re-expansions are counted, and its short run is named on the shared axis with a way to stretch it', async ({
  page,
  consoleErrors,
}) => {
  const setup = presetSetup(findPreset('bfs-vs-idastar')!);
  const puzzle = makePuzzle(setup.rows, setup.cols, setup.goal);
  const runs = setup.panes.map((p) => runToEnd(puzzle, setup.start, { ...paneSearchOptions(setup, p), trace: 'all' }));
  // The pane's count is the replay's: the expansions of a path the pass before expanded too.
  const replayer = createReplayer('idastar');
  replayer.append(runs[1].events!);
  const reexpanded = replayer.seek(runs[1].events!.length).counters.reexpanded;
  expect(reexpanded).toBeGreaterThan(0);
  await openCompare(page, 'BFS vs IDA*');
  await page.getByRole('button', { name: 'Run to end' }).click();
  const end = Math.max(...runs.map((r) => r.final.stats.expanded));
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-end', String(end), { timeout: 45_000 });
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', String(end));
  await expect(page.getByTestId('pane-B-reexpanded')).toHaveAttribute('data-value', String(reexpanded));
  await expect(page.getByTestId('pane-A-reexpanded')).toHaveCount(0);
  await page.getByRole('button', { name: 'Charts', exact: true }).click();
  const share = Math.max(1, Math.round((100 * runs[1].final.stats.expanded) / end));
  const note = page.getByTestId('chart-squeezed');
  await expect(note).toContainText(`Pane B’s whole run fits in the first ${share}% of this axis.`);
  await note.getByRole('button', { name: 'Stretch each run to the full width' }).click();
  await expect(page.getByRole('button', { name: 'Each pane’s own run' })).toHaveAttribute('aria-pressed', 'true');
  await expect(note).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/compare-idastar-own-axis.png' });
  expect(consoleErrors).toEqual([]);
});
