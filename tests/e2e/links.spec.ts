/**
 * Links: "Copy link" opens another browser at the same step of the same run; the address bar
 * follows the step; garbage in the query opens the default page with a notice naming it.
 */
import type { Page } from '@playwright/test';
import { makePuzzle, goalBlankLast } from '../../src/core/puzzle';
import { createReplayer } from '../../src/core/replay';
import { startSearch } from '../../src/core/solvers';
import { DEFAULT_SETUP } from '../../src/store/runStore';
import { expect, newVisitorContext, test } from './fixtures';

const MEDIUM = '0 5 2 / 7 6 3 / 4 1 8'; // 20 moves

/** Everything a teacher compares between two screens: cursor, frontier rows, counters, equation. */
async function snapshot(page: Page) {
  const frontier = await page
    .getByTestId('frontier-row')
    .evaluateAll((els) =>
      els.map((e) => ['data-id', 'data-f', 'data-g', 'data-h'].map((a) => e.getAttribute(a)).join('/')),
    );
  const stat = (id: string) => page.getByTestId(`stat-${id}`).getAttribute('data-value');
  return {
    cursor: await page.getByTestId('position').getAttribute('data-cursor'),
    frontier,
    expanded: await stat('expanded'),
    generated: await stat('generated'),
    duplicates: await stat('duplicates'),
    equation: await page.getByTestId('equation').textContent(),
    start: await page.getByLabel('Start board', { exact: true }).inputValue(),
  };
}

test('a copied link opens a fresh browser at the same step of the same run', async ({
  page,
  context,
  browser,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./');
  const historyBefore = await page.evaluate(() => history.length);
  await page.getByLabel('Start board', { exact: true }).fill(MEDIUM);
  await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'A*' });
  await page.getByLabel('Heuristic', { exact: true }).selectOption({ label: 'Manhattan distance' });
  await page.getByRole('button', { name: 'Load' }).click();
  await page.locator('body').click({ position: { x: 5, y: 700 } });
  for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '40');
  // The address bar follows the step (rewritten a few times a second, no history entries).
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('40');
  expect(await page.evaluate(() => history.length)).toBe(historyBefore);

  await page.getByTestId('copy-link').click();
  await expect(page.getByText('Copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('mode=visualize');
  expect(link).toContain('board=0,5,2/7,6,3/4,1,8');
  expect(link).toContain('algorithm=astar');
  expect(link).toContain('heuristic=manhattan');
  expect(link).toContain('step=40');
  const here = await snapshot(page);
  expect(here.frontier.length).toBeGreaterThan(3);

  const fresh = await newVisitorContext(browser);
  const other = await fresh.newPage();
  const otherErrors: string[] = [];
  other.on('console', (m) => m.type() === 'error' && otherErrors.push(m.text()));
  await other.goto(link);
  await expect(other.getByTestId('position')).toHaveAttribute('data-cursor', '40');
  expect(await snapshot(other)).toEqual(here);
  await expect(other.getByTestId('link-notice')).toHaveCount(0);
  await other.screenshot({ path: 'test-results/screens/links-restored-1366.png' });
  await fresh.close();
  expect(otherErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a far step is replayed in slices and lands exactly where the core says', async ({ page, consoleErrors }) => {
  const start = [0, 5, 2, 7, 6, 3, 4, 1, 8];
  const step = 30_000;
  await page.goto(`./?mode=visualize&board=0,5,2/7,6,3/4,1,8&algorithm=bfs&step=${step}`);
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', String(step), { timeout: 20_000 });
  const started = startSearch(makePuzzle(3, 3, goalBlankLast(3, 3)), start, {
    algorithm: 'bfs',
    budget: { maxExpansions: DEFAULT_SETUP.maxExpansions },
  });
  if (!started.ok) throw new Error('refused');
  const events = [];
  for (const e of started.search) {
    events.push(e);
    if (events.length >= step) break;
  }
  const replayer = createReplayer('bfs');
  replayer.append(events);
  const core = replayer.seek(step);
  await expect(page.getByTestId('stat-expanded')).toHaveAttribute('data-value', String(core.counters.expanded));
  await expect(page.getByTestId('stat-generated')).toHaveAttribute('data-value', String(core.counters.generated));
  await expect(page.getByTestId('frontier-count')).toContainText(core.frontier.size.toLocaleString('en-US'));
  expect(consoleErrors).toEqual([]);
});

test('a play link opens the same board to play, with its goal', async ({ page, context, browser, consoleErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./?mode=play&board=2,8,3/1,6,4/7,0,5&goal=spiral');
  await expect(page.getByTestId('play-best')).toHaveAttribute('data-value', '5');
  await page.keyboard.press('ArrowDown'); // tile 6 slides down into the gap
  await expect(page.getByTestId('play-board')).toHaveAttribute('data-moves', '1');
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('board=2,8,3/1,0,4/7,6,5');
  expect(link).toContain('goal=spiral');
  const fresh = await newVisitorContext(browser);
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByRole('tab', { name: 'Play' })).toHaveAttribute('aria-selected', 'true');
  await expect(other.getByTestId('play-best')).toHaveAttribute('data-value', '4');
  await expect(other.getByRole('img', { name: /Goal arrangement: 1 2 3 8 _ 4 7 6 5/ })).toBeVisible();
  await fresh.close();
  expect(consoleErrors).toEqual([]);
});

test('a copied link restores the open view and the overlay; old links open as before; unknown values are named', async ({
  page,
  context,
  browser,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./');
  const views = page.getByRole('group', { name: 'Show' });
  await views.getByRole('button', { name: 'Search tree' }).click();
  await expect(page.getByTestId('search-tree')).toBeVisible();
  const overlay = page.getByLabel('Show each tile’s Manhattan distance');
  await overlay.check();
  await expect.poll(() => new URL(page.url()).searchParams.get('show')).toBe('tree');
  await page.getByTestId('copy-link').click();
  await expect(page.getByText('Copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('show=tree');
  expect(link).toContain('overlay=manhattan');

  // A fresh browser (no saved overlay) opens on the tree, the overlay on.
  const fresh = await newVisitorContext(browser);
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByTestId('search-tree')).toBeVisible();
  await expect(other.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Search tree' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(other.getByLabel('Show each tile’s Manhattan distance')).toBeChecked();
  await expect(other.getByTestId('link-notice')).toHaveCount(0);
  await other.screenshot({ path: 'test-results/screens/links-view-restored-1366.png' });

  // An old link (no view, no overlay) opens on the frontier with the overlay off.
  const old = new URL(link);
  old.searchParams.delete('show');
  old.searchParams.delete('overlay');
  await other.goto(old.toString());
  await expect(other.getByTestId('frontier-row').first()).toBeVisible();
  await expect(other.getByLabel('Show each tile’s Manhattan distance')).not.toBeChecked();
  // Unknown values are refused and named; the page opens on its first view.
  await other.goto('./?show=map&overlay=euclid');
  const notice = other.getByTestId('link-notice');
  await expect(notice).toBeVisible();
  const reasons = await notice
    .getByTestId('link-ignored')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-name')}:${e.getAttribute('data-reason')}`));
  expect(reasons).toEqual(['show:malformed', 'overlay:malformed']);
  await expect(other.getByTestId('frontier-row').first()).toBeVisible();
  await fresh.close();
  expect(consoleErrors).toEqual([]);
});

test('a garbage link opens the default page with a notice naming what was ignored', async ({ page, consoleErrors }) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  const garbage =
    '?mode=%3Cscript%3Ealert(1)%3C%2Fscript%3E&board=1,1,1&%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E=1' +
    `&weight=abc&budget=999999999999&step=${'9'.repeat(400)}&depth=-4`;
  await page.goto(`./${garbage}`);
  const notice = page.getByTestId('link-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Part of this link was not used');
  const reasons = await notice
    .getByTestId('link-ignored')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-name')}:${e.getAttribute('data-reason')}`));
  expect(reasons).toEqual([
    '<img src=x onerror=alert(2)>:unknown',
    'step:too-long',
    'mode:malformed',
    'board:malformed',
    'weight:malformed',
    'depth:out-of-range',
    'budget:out-of-range',
  ]);
  // Hostile names are shown as text, never run.
  await expect(notice).toContainText('“<img src=x onerror=alert(2)>”');
  await expect(notice).toContainText('“mode” = “<script>alert(1)</script>”');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
  // The page itself is the default one, ready to step.
  await expect(page.getByLabel('Start board', { exact: true })).toHaveValue('8 1 3 / 4 0 2 / 7 6 5');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1');
  await page.screenshot({ path: 'test-results/screens/links-garbage-1366.png' });
  // The address bar is clean again, and the notice goes away when dismissed.
  await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBe('visualize');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`./${garbage}`);
  await expect(page.getByTestId('link-notice')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/links-garbage-phone.png' });
  expect(consoleErrors).toEqual([]);
});

test('a step past the end of the run shows the last step and says so', async ({ page, consoleErrors }) => {
  await page.goto('./?board=1,2,3/4,5,6/7,0,8&algorithm=bfs&step=500');
  await expect(page.getByTestId('link-step-past-end')).toContainText('The link asked for step 500');
  const cursor = await page.getByTestId('position').getAttribute('data-cursor');
  expect(Number(cursor)).toBeLessThan(500);
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', '1');
  expect(consoleErrors).toEqual([]);
});

test('a link to a step of an algorithm loaded on demand opens at that step, with no notice', async ({
  page,
  consoleErrors,
}) => {
  // RBFS is not in the first download: the run is 'preparing' while its chunk comes, and the
  // replay to the step starts only then (the notice used to be decided before, at step 0).
  const rbfs = './?board=0,5,2/7,6,3/4,1,8&algorithm=rbfs&heuristic=manhattan';
  await page.goto(`${rbfs}&step=400`);
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '400');
  // The link is done once its replay is over: only then are its notices all known.
  await expect(page.locator('main')).toHaveAttribute('data-link', 'done');
  await expect(page.getByTestId('link-step-past-end')).toHaveCount(0);
  await expect(page.getByTestId('link-notice')).toHaveCount(0);
  // Past its end it still says so, naming the step it shows.
  await page.goto('./?board=1,2,3/4,5,6/7,0,8&algorithm=rbfs&heuristic=manhattan&step=500');
  await expect(page.getByTestId('link-step-past-end')).toContainText('The link asked for step 500');
  const shown = Number(await page.getByTestId('position').getAttribute('data-cursor'));
  expect(shown).toBeGreaterThan(1);
  await expect(page.getByTestId('link-step-past-end')).toContainText(`ends at step ${shown}`);
  expect(consoleErrors).toEqual([]);
});

test('a compare link opens the same panes at the same shared clock', async ({ page, browser, consoleErrors }) => {
  await page.goto('./');
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByRole('button', { name: 'Heuristics compared', exact: true }).click();
  const step = page.getByRole('button', { name: 'Step: one expansion in every pane' });
  for (let i = 0; i < 7; i++) await step.click();
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', '7');
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('7');
  const link = page.url();
  expect(new URL(link).searchParams.get('panes')).toBe('astar:misplaced;astar:manhattan;astar:linear-conflict');
  const counters = async (p: Page) =>
    p
      .locator('[data-testid^="pane-"][data-testid$="-generated"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-value')));
  const here = await counters(page);

  const fresh = await newVisitorContext(browser);
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByTestId('compare-clock')).toHaveAttribute('data-clock', '7');
  expect(await counters(other)).toEqual(here);
  await expect(other.getByTestId('link-notice')).toHaveCount(0);
  await fresh.close();
  expect(consoleErrors).toEqual([]);
});
