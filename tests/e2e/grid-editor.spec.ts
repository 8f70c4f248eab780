/**
 * The grid editor by hand, as a teacher draws a map: walls dragged with the mouse, and on a
 * phone with a finger, while two fingers scroll a grid wider than the screen without painting;
 * the map drawn is the one the search then runs on.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function openEditor(page: Page): Promise<Locator> {
  await page.goto('./');
  // A phone folds the set-up to one button: unfold it first.
  const fold = page.locator('.setup-fold[aria-expanded="false"]');
  if (await fold.isVisible()) await fold.click();
  await page.getByTestId('problem-kind').selectOption('grid');
  await page.getByTestId('domain-map').selectOption('open-field');
  await page.getByTestId('domain-edit-map').click();
  const dialog = page.getByTestId('map-editor-dialog');
  await expect(dialog.getByTestId('grid-editor-grid')).toBeVisible();
  return dialog;
}

/** A row of the grid holding neither the start nor the goal, and the grid's size in cells. */
async function layout(grid: Locator) {
  return grid.evaluate((el) => {
    const rows = [...el.querySelectorAll('.ge-row')];
    const free = rows.findIndex((row) => row.querySelector('.ge-start, .ge-goal') === null);
    return { free, width: rows[0].children.length, height: rows.length };
  });
}

/** The centre of cell (x, y) on the page. */
async function cellCentre(grid: Locator, x: number, y: number) {
  return grid.evaluate(
    (el, [cx, cy]) => {
      const box = el.querySelectorAll('.ge-row')[cy].children[cx].getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    },
    [x, y],
  );
}

const walls = (grid: Locator) => grid.locator('.ge-wall').count();

test('walls dragged with the mouse are the walls the search runs on', async ({ page, consoleErrors }) => {
  const dialog = await openEditor(page);
  const grid = dialog.getByTestId('grid-editor-grid');
  const { free } = await layout(grid);
  const before = await walls(grid);
  const from = await cellCentre(grid, 1, free);
  const to = await cellCentre(grid, 5, free);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  // Cells 1 to 5 of the row, every one between two samples included.
  await expect.poll(() => walls(grid)).toBe(before + 5);
  await dialog.getByTestId('map-editor-apply').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('problem-view').locator('.wall')).toHaveCount(before + 5);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  // Touch without isMobile: mobile emulation in the pinned single-process Chromium outlives the context.
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('one finger paints walls; two fingers scroll a 60 x 40 grid and paint nothing', async ({
    page,
    consoleErrors,
  }) => {
    const dialog = await openEditor(page);
    const grid = dialog.getByTestId('grid-editor-grid');
    await dialog.getByLabel('Width', { exact: true }).fill('60');
    await dialog.getByLabel('Height', { exact: true }).fill('40');
    await dialog.getByRole('button', { name: 'Resize' }).click();
    await expect.poll(async () => (await layout(grid)).width).toBe(60);
    const frame = dialog.locator('.ge-frame');
    const scroll = () => frame.evaluate((el) => ({ left: el.scrollLeft, room: el.scrollWidth - el.clientWidth }));
    expect((await scroll()).room, 'a 60-cell row is wider than the phone').toBeGreaterThan(100);

    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: points.map((p, id) => ({ x: Math.round(p.x), y: Math.round(p.y), id })),
      });

    // One finger along a row: walls.
    const { free } = await layout(grid);
    const before = await walls(grid);
    const from = await cellCentre(grid, 1, free);
    const to = await cellCentre(grid, 4, free);
    await touch('touchStart', [from]);
    for (let i = 1; i <= 4; i++) await touch('touchMove', [{ x: from.x + ((to.x - from.x) * i) / 4, y: from.y }]);
    await touch('touchEnd', []);
    await expect.poll(() => walls(grid)).toBe(before + 4);

    // Two fingers dragged leftwards: the grid scrolls right, and no cell changes.
    const painted = await walls(grid);
    const box = (await frame.boundingBox())!;
    const y = box.y + box.height / 2;
    const at = (x: number) => [
      { x, y: y - 30 },
      { x, y: y + 30 },
    ];
    await touch('touchStart', at(box.x + box.width - 40));
    for (let step = 1; step <= 6; step++) await touch('touchMove', at(box.x + box.width - 40 - step * 40));
    await touch('touchEnd', []);
    await expect.poll(async () => (await scroll()).left).toBeGreaterThan(150);
    expect(await walls(grid)).toBe(painted);
    await page.screenshot({ path: 'test-results/screens/grid-editor-phone.png' });
    expect(consoleErrors).toEqual([]);
  });
});
