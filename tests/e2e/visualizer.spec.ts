/**
 * The step-through visualizer against the core: what the page shows at a cursor must be
 * exactly what the core's replayer computes in Node for the same run and cursor.
 */
import { expect, test } from './fixtures';
import { coreViewAt, loadBoard } from './visualizerHelpers';

// A default visitor's page, with its tiles sliding (the suite runs with reduced motion: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const LESSON = [8, 1, 3, 4, 0, 2, 7, 6, 5];
const MEDIUM = [0, 5, 2, 7, 6, 3, 4, 1, 8]; // 20 moves

test('A* stepped forward 10 and back 3 shows exactly the core’s frontier, f = g + h and counters', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  await loadBoard(page, LESSON.join(' '), 'A*', 'Manhattan distance');
  const forward = page.getByRole('button', { name: 'Step forward' });
  for (let i = 0; i < 10; i++) await forward.click();
  const back = page.getByRole('button', { name: 'Step back' });
  for (let i = 0; i < 3; i++) await back.click();

  // The start event is applied on load (cursor 1): 1 + 10 - 3.
  const cursor = 8;
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', String(cursor));
  const core = coreViewAt(LESSON, 'astar', 'manhattan', cursor);

  const rows = await page.getByTestId('frontier-row').evaluateAll((els) =>
    els.map((e) => ({
      id: Number(e.getAttribute('data-id')),
      f: Number(e.getAttribute('data-f')),
      g: Number(e.getAttribute('data-g')),
      h: Number(e.getAttribute('data-h')),
    })),
  );
  const expected = core.frontier.slice(0, core.frontier.size).map((n) => ({ id: n.id, f: n.f, g: n.g, h: n.h }));
  expect(rows).toEqual(expected);
  await expect(page.getByTestId('frontier-count')).toContainText(String(core.frontier.size));

  const equation = page.getByTestId('equation');
  await expect(equation).toHaveAttribute('data-f', String(core.current!.f));
  await expect(equation).toHaveAttribute('data-g', String(core.current!.g));
  await expect(equation).toHaveAttribute('data-h', String(core.current!.h));
  await expect(equation).toContainText(`f = g + h = ${core.current!.g} + ${core.current!.h} = ${core.current!.f}`);

  await expect(page.getByTestId('stat-expanded')).toHaveAttribute('data-value', String(core.counters.expanded));
  await expect(page.getByTestId('stat-generated')).toHaveAttribute('data-value', String(core.counters.generated));
  await expect(page.getByTestId('stat-duplicates')).toHaveAttribute('data-value', String(core.counters.duplicates));
  await expect(page.getByTestId('stat-frontier')).toHaveAttribute('data-value', String(core.frontier.size));
  await expect(page.getByTestId('narration')).not.toBeEmpty();
  await page.screenshot({ path: 'test-results/screens/visualizer-astar-step.png' });

  // The overlay writes each tile's Manhattan distance on the tile itself.
  await page.getByLabel('Show each tile’s Manhattan distance').check();
  await expect(
    page.getByRole('group', { name: 'Board of the node being expanded' }).locator('.tile-badge').first(),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/visualizer-overlay.png' });
  expect(consoleErrors).toEqual([]);
});

test('BFS at top speed plays a 20-move board to the end and shows the solution', async ({ page, consoleErrors }) => {
  await page.goto('./');
  await loadBoard(page, MEDIUM.join(' '), 'Breadth-first search (BFS)');
  await page.getByLabel('Speed', { exact: true }).fill('40'); // the top step: as fast as the machine goes
  await expect(page.getByText('Maximum')).toBeVisible();
  const tile = page.getByRole('group', { name: 'Board of the node being expanded' }).getByRole('button').first();
  await page.getByRole('button', { name: 'Play' }).click();
  // At top speed the tiles stand still at their cells (StillTiles' translate(x, y)): sliding
  // them would cost a third of each repaint and show nothing. framer-motion writes translateX().
  await expect(tile).toHaveAttribute('style', /transform: translate\(/);
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', '20', { timeout: 30_000 });
  await expect(page.getByTestId('narration')).toContainText('Solved: 20 moves');
  await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();
  const solved = coreViewAt(MEDIUM, 'bfs', 'manhattan', Number.MAX_SAFE_INTEGER);
  await expect(page.getByTestId('stat-expanded')).toHaveAttribute('data-value', String(solved.counters.expanded));
  await page.screenshot({ path: 'test-results/screens/visualizer-bfs-solved.png' });

  // The solution replays move by move.
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(page.getByText('Move 1 of 20')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an unsolvable board shows the parity explanation instead of searching', async ({ page, consoleErrors }) => {
  await page.goto('./');
  await loadBoard(page, '2 8 3 / 1 6 4 / 7 0 5', 'A*');
  const notice = page.getByTestId('solvability');
  await expect(notice).toContainText('This board cannot reach the goal');
  await expect(notice).toContainText('Inversions');
  await expect(notice).toContainText('odd');
  await expect(page.getByTestId('frontier-row')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/visualizer-unsolvable.png' });

  // The same board with the spiral goal is 5 moves away.
  await page.getByLabel('Goal', { exact: true }).selectOption('spiral');
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(page.getByTestId('solvability')).toHaveCount(0);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', '5');
  expect(consoleErrors).toEqual([]);
});

test('a duplicated tile is refused with the parser’s specific message', async ({ page, consoleErrors }) => {
  await page.goto('./');
  await loadBoard(page, '1 2 3 4 5 5 7 8 0', 'A*');
  await expect(page.getByTestId('board-error')).toHaveAttribute('data-code', 'duplicate-tile');
  await expect(page.getByTestId('board-error')).toContainText(
    'Tile 5 appears more than once (cells 5 and 6), and tile 6 is missing',
  );
  expect(consoleErrors).toEqual([]);
});

test('keyboard: Right steps, Left steps back, End runs to the end, Home goes back', async ({ page, consoleErrors }) => {
  await page.goto('./');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1');
  await page.locator('body').click({ position: { x: 5, y: 700 } });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '3');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '2');
  await page.keyboard.press('End');
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', '14');
  await page.keyboard.press('Home');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1');
  // Tiles jump instead of sliding, so the picture shows a settled board, not one mid-spring.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  // Every extra button is whole on screen: the row wraps rather than clipping "Quiz" to "Qui…".
  for (const name of ['Run to end', 'Reset', 'Copy link', 'Quiz', 'Log', 'Details']) {
    const button = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(button!.x, name).toBeGreaterThanOrEqual(0);
    expect(button!.x + button!.width, name).toBeLessThanOrEqual(390);
  }
  // What a phone shows: the board, with the playback bar stuck to the bottom of the screen.
  await page.screenshot({ path: 'test-results/screens/visualizer-phone.png' });
  expect(consoleErrors).toEqual([]);
});

test('the set-up is one row at 1366 px, every select showing its choice whole', async ({ page, consoleErrors }) => {
  await page.goto('./');
  // Measured once the first run is loaded and the fonts are in (the row reflows until then).
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const top = async (name: string) => (await page.getByRole('button', { name, exact: true }).boundingBox())!.y;
  // Load sits on the fields' row (bottom-aligned with them), not wrapped under Start board: read
  // until the row has settled (the parts drawn after the first run, as the example's note, may
  // still be arriving; a browser that has them cached draws them sooner).
  const loadOffRow = async () => {
    const budget = (await page.getByLabel('Budget (expansions)').boundingBox())!;
    const load = (await page.getByRole('button', { name: 'Load', exact: true }).boundingBox())!;
    return Math.abs(load.y + load.height - (budget.y + budget.height));
  };
  await expect.poll(loadOffRow).toBeLessThan(8);
  const load = (await page.getByRole('button', { name: 'Load', exact: true }).boundingBox())!;
  expect(await top('Edit board…')).toBeLessThan(load.y + load.height);
  for (const label of ['Algorithm', 'Heuristic']) {
    // The chosen option's text, in the select's own font, plus room for the arrow.
    const [textWidth, boxWidth] = await page.getByLabel(label, { exact: true }).evaluate((el: HTMLSelectElement) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = getComputedStyle(el).font;
      return [ctx.measureText(el.selectedOptions[0].text).width, el.clientWidth];
    });
    expect(textWidth + 24, `${label} select shows its choice whole`).toBeLessThanOrEqual(boxWidth);
  }
  // A 3x3 board's text whole in its field (the Problem list joining the row once cut its end).
  const boardField = page.getByLabel('Start board', { exact: true });
  await expect(boardField).toHaveValue('8 1 3 / 4 0 2 / 7 6 5');
  const field = await boardField.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(field.scroll, 'the board text is whole').toBeLessThanOrEqual(field.client);
  expect(consoleErrors).toEqual([]);
});

test('opened on a phone, the board is on the first screen: the set-up folds to one button', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./');
  const board = page.locator('.current-panel [data-testid="board"]');
  await expect(board.locator('[data-tile]')).toHaveCount(8);
  // Its top row in view, above the playback bar stuck to the bottom of the screen.
  const [top, bar] = await page.evaluate(() => [
    document.querySelector('.current-panel [data-testid="board"]')!.getBoundingClientRect().top,
    document.querySelector('.playback')!.getBoundingClientRect().top,
  ]);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top + 60, "the board's first row above the playback bar").toBeLessThanOrEqual(bar);
  // The set-up is one tap away, and folds again.
  const fold = page.getByRole('button', { name: /Show set-up/ });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Start board', { exact: true })).toBeHidden();
  await fold.click();
  await expect(page.getByLabel('Start board', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/visualizer-phone-setup-open.png' });
  await fold.click();
  await expect(page.getByLabel('Start board', { exact: true })).toBeHidden();
  // A laptop shows the set-up as before, with no fold.
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(page.getByLabel('Start board', { exact: true })).toBeVisible();
  await expect(fold).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('opened on a phone: one column, nothing wider than the screen', async ({ page, consoleErrors }) => {
  // Loaded at phone size (narrow screens start with the side column folded), not resized to it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./');
  await loadBoard(page, LESSON.join(' '), 'A*', 'Manhattan distance');
  await page.getByRole('button', { name: 'Step forward' }).click();
  const [scrollWidth, screenWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(screenWidth);
  const board = (await page.locator('.current-panel [data-testid="board"]').boundingBox())!;
  const frontier = (await page.getByRole('heading', { name: 'Frontier (open list)' }).boundingBox())!;
  expect(frontier.y, 'the frontier comes under the board').toBeGreaterThan(board.y + board.height);
  await page.screenshot({ path: 'test-results/screens/visualizer-phone-opened.png', fullPage: true });
  expect(consoleErrors).toEqual([]);
});
