/**
 * The ready-made comparison "Memory-bounded: IDA* vs RBFS vs SMA*": RBFS and SMA* are loaded
 * when first chosen (src/core/solvers/lazySolvers.ts), so opening the lesson fetches them; run
 * to the end, each pane must finish with the core's numbers, in English and in Japanese.
 */
import { findPreset, presetSetup } from '../../src/store/comparePresets';
import { coreRun } from '../unit/store/compareHelpers';
import { expect, test } from './fixtures';

const LETTERS = ['A', 'B', 'C'];

/** Each pane's final event as the core computes it (the same runs the compare unit tests make). */
function coreFinals() {
  const setup = presetSetup(findPreset('memory-bounded')!);
  return setup.panes.map((p) => coreRun(setup, p).final);
}

for (const language of ['en', 'ja'] as const) {
  test(`memory-bounded lesson: IDA*, RBFS and SMA* all finish (${language})`, async ({ page, consoleErrors }) => {
    const finals = coreFinals();
    await page.goto('./');
    await page.getByRole('tab', { name: 'Compare' }).click();
    await page.getByRole('button', { name: 'Memory-bounded: IDA* vs RBFS vs SMA*', exact: true }).click();
    await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', '0');
    if (language === 'ja') {
      await page.getByLabel('Language').selectOption('ja');
      await expect(page.getByTestId('preset-lesson')).toContainText('再帰的最良優先探索');
      await expect(page.getByTestId('preset-lesson')).toContainText('単純化メモリ制限A*');
    } else {
      await expect(page.getByTestId('preset-lesson')).toContainText('re-expansions');
    }
    await page.getByRole('button', { name: language === 'ja' ? '最後まで実行' : 'Run to end' }).click();
    const end = Math.max(...finals.map((f) => f.stats.expanded));
    await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-end', String(end), { timeout: 45_000 });
    await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', String(end));
    for (const [k, final] of finals.entries()) {
      const L = LETTERS[k];
      expect(final.type).toBe('solved');
      await expect(page.getByTestId(`pane-${L}-status`)).toHaveAttribute('data-status', 'solved');
      await expect(page.getByTestId(`pane-${L}-status`)).toHaveAttribute(
        'data-length',
        String(final.stats.solutionLength),
      );
      await expect(page.getByTestId(`pane-${L}-expanded`)).toHaveAttribute('data-value', String(final.stats.expanded));
      await expect(page.getByTestId(`pane-${L}-peak-memory`)).toHaveAttribute(
        'data-value',
        String(final.stats.peakMemory),
      );
    }
    await page.screenshot({ path: `test-results/screens/memory-bounded-${language}.png`, fullPage: true });
    expect(consoleErrors).toEqual([]);
  });
}

test('SMA*’s search tree marks what it forgot, as one tree', async ({ page, consoleErrors }) => {
  // A tight memory (20 nodes) on the 20-move board: SMA* forgets from its first few dozen steps.
  await page.goto(
    './?mode=visualize&size=3x3&board=0,5,2/7,6,3/4,1,8&goal=blank-last&algorithm=smastar&heuristic=manhattan&memory=20&step=600',
  );
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '600');
  await page.getByRole('button', { name: 'Search tree', exact: true }).click();
  const legend = page.getByTestId('tree-legend');
  const forgotten = legend.locator('li[data-status="forgotten"]');
  await expect(forgotten).toContainText('Forgotten (memory full; its best f backed up)');
  expect(Number((await forgotten.locator('.tree-legend-count').innerText()).replace(/,/g, ''))).toBeGreaterThan(10);
  await page.getByTestId('search-tree').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/sma-tree-forgotten.png' });
  // A* forgets nothing: its legend has no such row.
  await page.getByLabel('Algorithm', { exact: true }).selectOption('astar');
  await expect(legend.locator('li[data-status="frontier"]')).toBeVisible();
  await expect(legend.locator('li[data-status="forgotten"]')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('SMA*’s peak above its memory limit is explained beside it, in the visualizer and in compare', async ({
  page,
  consoleErrors,
}) => {
  // Each expansion holds all its children for a moment before forgetting: the peak passes 20.
  await page.goto(
    './?mode=visualize&size=3x3&board=0,5,2/7,6,3/4,1,8&goal=blank-last&algorithm=smastar&heuristic=manhattan&memory=20&step=600',
  );
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '600');
  const peak = Number(await page.getByTestId('stat-peak-memory').getAttribute('data-value'));
  expect(peak).toBeGreaterThan(20);
  await expect(page.getByTestId('peak-over-limit')).toHaveText(
    `Peak ${peak} is above the limit 20: each expansion generates all its children at once and holds them for a moment, then forgets the leaves with the largest f to get back within 20 nodes.`,
  );
  await page.screenshot({ path: 'test-results/screens/sma-peak-over-limit.png' });
  // Within the limit, nothing to explain.
  await page.goto(
    './?mode=visualize&size=3x3&board=0,5,2/7,6,3/4,1,8&goal=blank-last&algorithm=smastar&heuristic=manhattan&memory=500&step=600',
  );
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '600');
  expect(Number(await page.getByTestId('stat-peak-memory').getAttribute('data-value'))).toBeLessThanOrEqual(500);
  await expect(page.getByTestId('peak-over-limit')).toHaveCount(0);
  // A compare pane says the same beside its peak.
  await page.goto(
    './?mode=compare&board=0,5,2/7,6,3/4,1,8&goal=blank-last&panes=astar:manhattan;smastar:manhattan:m20',
  );
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('pane-B-peak-over-limit')).toContainText('is above the limit 20', { timeout: 45_000 });
  expect(consoleErrors).toEqual([]);
});

test('RBFS’s frontier marks a backed-up f (not g + h) and says what it is', async ({ page, consoleErrors }) => {
  // On the lesson board RBFS backs an f up within its first expansions (cursor 14: g 2, h 8, f 12).
  await page.goto(
    './?mode=visualize&size=3x3&board=8,1,3/4,0,2/7,6,5&goal=blank-last&algorithm=rbfs&heuristic=manhattan&step=14',
  );
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '14');
  const rows = page.getByTestId('frontier-row');
  const values = await rows.evaluateAll((els) =>
    els.map((el) => ({ g: Number(el.dataset.g), h: Number(el.dataset.h), f: Number(el.dataset.f) })),
  );
  const backedUp = values.filter((v) => v.f !== v.g + v.h).length;
  expect(backedUp).toBeGreaterThan(0);
  await expect(page.getByTestId('backed-up-f')).toHaveCount(backedUp);
  const marked = page.getByTestId('backed-up-f').first();
  await expect(marked).toHaveText('12↑');
  await expect(marked).toHaveAttribute('title', /^f 12 is backed up: g 2 \+ h 8 = 10, raised to the parent’s f/);
  await expect(page.getByTestId('backed-up-legend')).toContainText('a backed-up f, not g + h');
  // A*'s f is always g + h: no mark, no legend.
  await page.getByLabel('Algorithm', { exact: true }).selectOption('astar');
  await expect(page.getByTestId('frontier-row').first()).toBeVisible();
  await expect(page.getByTestId('backed-up-f')).toHaveCount(0);
  await expect(page.getByTestId('backed-up-legend')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
