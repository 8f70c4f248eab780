/**
 * What a lecturer trips over in front of a class (issue 20, items 1, 8 and 9): a changed set-up
 * is applied at once or visibly marked, so the address, the frontier's description and the
 * unsolvable notice agree with the selection; compare links reopen and can be copied; the step
 * counter says what it counts; Shift+arrows step expansion by expansion; "?" shows the keyboard
 * help; moves are written the same way on the visualizer, the explorer and play.
 */
import type { Page } from '@playwright/test';
import { slideOf, slidesAlong, writeMoves } from '../../src/core/moveNotation';
import { makePuzzle } from '../../src/core/puzzle';
import { DEFAULT_SETUP } from '../../src/core/setups';
import { expect, newVisitorContext, test, treeDrawn } from './fixtures';
import { coreEvents } from './visualizerHelpers';

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const TILE_MOVE = /^\d+[↑↓←→]$/;

test('a changed set-up is applied at once, or marked as not applied with Load highlighted', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1');
  await expect.poll(() => param(page, 'algorithm')).toBe('astar');
  await expect(page.getByText('Priority queue: lowest f, then lowest h, then oldest')).toBeVisible();

  // A choice applies at once: the address and the frontier's description follow it.
  await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'Breadth-first search (BFS)' });
  await expect.poll(() => param(page, 'algorithm')).toBe('bfs');
  await expect(page.getByText('FIFO queue: oldest first')).toBeVisible();
  await expect(page.getByText('Priority queue: lowest f, then lowest h, then oldest')).toHaveCount(0);
  await expect(page.getByTestId('setup-pending')).toHaveCount(0);

  // The textbook board cannot reach 1..8 0 ("0 in the goal"); with the spiral goal it can.
  await page.getByLabel('Example', { exact: true }).selectOption('textbook-unsolvable');
  const notice = page.getByTestId('solvability');
  await expect(notice).toContainText('0 in the goal');
  await page.getByLabel('Goal', { exact: true }).selectOption('spiral');
  await expect(notice).toHaveCount(0);
  await expect.poll(() => param(page, 'goal')).toBe('spiral');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1');
  await page.getByLabel('Goal', { exact: true }).selectOption('blank-last');
  await expect(notice).toContainText('0 in the goal');

  // Half-typed text cannot apply: the set-up says so and Load is highlighted; the address waits.
  const board = page.getByLabel('Start board', { exact: true });
  const load = page.getByRole('button', { name: 'Load' });
  await board.fill('1 2 3 / 4 5');
  await expect(page.getByTestId('setup-pending')).toContainText('Changed, not applied yet');
  await expect(load).toHaveAttribute('data-pending', 'true');
  expect(param(page, 'board')).toBe('2,8,3/1,6,4/7,0,5');
  await board.fill('1 2 3 / 4 5 6 / 7 0 8');
  await board.press('Enter');
  await expect(page.getByTestId('setup-pending')).toHaveCount(0);
  await expect(load).not.toHaveAttribute('data-pending', 'true');
  await expect.poll(() => param(page, 'board')).toBe('1,2,3/4,5,6/7,0,8');
  await expect(notice).toHaveCount(0);

  // Arrowing through the algorithms: each is a new run from the start, the last one stays, the
  // page answers at once (runs are lazy, a new one replaces the old).
  await page.getByLabel('Example', { exact: true }).selectOption('hardest-a');
  const algorithm = page.getByLabel('Algorithm', { exact: true });
  await algorithm.focus();
  const before = Date.now();
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowDown');
  const chosen = await algorithm.inputValue();
  expect(Date.now() - before).toBeLessThan(5_000);
  await expect.poll(() => param(page, 'algorithm')).toBe(chosen);
  await expect(page.getByTestId('setup-pending')).toHaveCount(0);
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1');
  expect(consoleErrors).toEqual([]);
});

test('a compare link reopens (step=0 at the start) and compare mode has Copy link', async ({
  page,
  browser,
  consoleErrors,
}) => {
  await page.goto('./');
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByRole('button', { name: 'Heuristics compared', exact: true }).click();
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', '0');
  // The address is rewritten a moment later: wait for the lesson's panes in it.
  await expect.poll(() => param(page, 'panes')).toBe('astar:misplaced;astar:manhattan;astar:linear-conflict');
  expect(param(page, 'step')).toBe('0');
  await expect(page.getByTestId('copy-link')).toBeVisible();
  const link = page.url();

  const fresh = await newVisitorContext(browser);
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByTestId('compare-clock')).toHaveAttribute('data-clock', '0');
  await expect(other.locator('[data-testid^="pane-"][data-testid$="-generated"]')).toHaveCount(3);
  await expect(other.getByTestId('link-notice')).toHaveCount(0);
  await fresh.close();
  expect(consoleErrors).toEqual([]);
});

test('the step counter says what it counts; Shift+arrows step by expansion; "?" shows the keys', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  const position = page.getByTestId('position');
  await expect(position).toHaveAttribute('data-cursor', '1');
  await expect(position).toHaveText(/^Step 1 of \d+ so far · 0 expanded$/);
  await expect(position).toHaveAttribute('title', /A step is one event of the search/);
  await expect(page.getByTestId('stat-elapsed')).toHaveText('shown when the search ends');

  // The core's log: where its expansions are.
  const events = coreEvents(DEFAULT_SETUP.start, 'astar', 'manhattan');
  const expands = events.flatMap((e, i) => (e.type === 'expand' ? [i + 1] : [])); // cursor showing it
  await page.keyboard.press('Shift+ArrowRight');
  await expect(position).toHaveAttribute('data-cursor', String(expands[0]));
  await expect(position).toContainText('· 1 expanded');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(position).toHaveAttribute('data-cursor', String(expands[2]));
  await page.keyboard.press('ArrowRight'); // on a child: back goes to its expansion, then the one before
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(position).toHaveAttribute('data-cursor', String(expands[2]));
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(position).toHaveAttribute('data-cursor', String(expands[1]));

  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(position).toHaveText(/^Step (\d+) of \1 · \d+ expanded$/);
  await expect(page.getByTestId('stat-elapsed')).toHaveText(/^\d+ ms$/);

  // "?": the keyboard help, closed by Esc, by its Close button and by a click outside.
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await page.keyboard.press('?');
  await expect(help).toBeVisible();
  await expect(help).toContainText('Shift + → / Shift + ←');
  await expect(help).toContainText('To the next expansion, or back to the previous one');
  await expect(help.getByTestId('key-help-counter')).toContainText('A step is one event of the search');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toHaveCount(0);
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(help).toBeVisible();
  await page.mouse.click(8, 760); // the backdrop, outside the dialog
  await expect(help).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('moves are written the same way in the visualizer, the explorer and play', async ({ page, consoleErrors }) => {
  // Visualizer: the solution of the lesson board, as the core solves it.
  await page.goto('./');
  await page.getByRole('button', { name: 'Run to end' }).click();
  const final = coreEvents(DEFAULT_SETUP.start, 'astar', 'manhattan').at(-1)!;
  if (final.type !== 'solved') throw new Error('the lesson board is solved');
  const puzzle = makePuzzle(3, 3, DEFAULT_SETUP.goal);
  const slides = slidesAlong(puzzle, DEFAULT_SETUP.start, final.path)!;
  const solution = page.getByTestId('solution-moves');
  const written = () => solution.locator('li').evaluateAll((els) => els.map((e) => e.getAttribute('data-move')));
  await expect.poll(async () => (await written()).join(' ')).toBe(writeMoves(slides, 'tile'));
  await expect(solution.locator('li').first()).toHaveAttribute(
    'title',
    /^Tile \d+ slides (up|down|left|right) \(the blank moves/,
  );
  // The other convention on demand, for every screen at once.
  await page.getByTestId('notation-toggle').click();
  await expect.poll(async () => (await written()).join(' ')).toBe(writeMoves(slides, 'blank'));
  await page.getByTestId('notation-toggle').click();
  await expect.poll(async () => (await written()).join(' ')).toBe(writeMoves(slides, 'tile'));

  // The search tree's node details write the move that made the node the same way.
  await page.getByRole('button', { name: 'Search tree', exact: true }).click();
  const tree = page.getByTestId('search-tree');
  // C and Enter act on the laid-out, drawn tree: before its first picture there is nothing to centre or pick.
  await expect(tree).toHaveAttribute('data-current', /\d/);
  await treeDrawn(tree);
  await tree.focus();
  await page.keyboard.press('c'); // centre the current node (the goal, reached by a move)
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tree-details-move')).toHaveAttribute('data-move', TILE_MOVE);
  await expect(page.getByTestId('tree-details-move')).toHaveText(TILE_MOVE);

  // Explorer: a board's optimal path, tile moves.
  await page.getByRole('tab', { name: 'Explore' }).click();
  await page.getByLabel('Board size').selectOption('2x3');
  await page.getByRole('button', { name: 'Search the whole space' }).click();
  await page.getByRole('button', { name: /^Distance 5:/ }).click();
  const path = page.getByTestId('replay-moves').locator('li');
  await expect(path).toHaveCount(5);
  for (const move of await path.evaluateAll((els) => els.map((e) => e.getAttribute('data-move'))))
    expect(move).toMatch(TILE_MOVE);

  // Play: the hint's sentence and the same token.
  await page.goto('./?mode=play&board=1,2,3/4,5,6/7,0,8&goal=blank-last');
  await page.getByRole('button', { name: 'Hint' }).click();
  const token = page.getByTestId('hint-move');
  await expect(page.getByTestId('play-message')).toContainText('Slide tile 8 left.');
  const expected = slideOf(makePuzzle(3, 3), [1, 2, 3, 4, 5, 6, 7, 0, 8], 'R')!;
  await expect(token).toHaveText(`${expected.tile}←`);
  await expect(token).toHaveAttribute('data-move', TILE_MOVE);
  expect(consoleErrors).toEqual([]);
});

test('the narration writes a child’s move as the tile that slid, or as the blank’s move when asked for', async ({
  page,
  consoleErrors,
}) => {
  const events = coreEvents(DEFAULT_SETUP.start, 'astar', 'manhattan', 3);
  const child = events[2];
  if (child.type !== 'generate' || !child.node.move) throw new Error('the third event generates a child');
  const puzzle = makePuzzle(3, 3, DEFAULT_SETUP.goal);
  const slide = slideOf(puzzle, DEFAULT_SETUP.start, child.node.move)!;
  const words = { U: 'up', D: 'down', L: 'left', R: 'right' };
  await page.goto('./');
  const narration = page.getByTestId('narration');
  const position = page.getByTestId('position');
  await expect(position).toHaveAttribute('data-cursor', '1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveAttribute('data-cursor', '3');
  await expect(narration).toHaveText(
    new RegExp(`^Child by sliding tile ${slide.tile} ${words[slide.tileDirection]}: f = `),
  );
  // With blank moves asked for (the toggle beside the solution), the narration follows.
  await page.getByRole('button', { name: 'Run to end' }).click();
  await page.getByTestId('notation-toggle').click();
  await page.keyboard.press('Home');
  await expect(position).toHaveAttribute('data-cursor', '1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveAttribute('data-cursor', '3');
  await expect(narration).toHaveText(new RegExp(`^Child by moving the blank ${words[slide.blank]}: f = `));
  expect(consoleErrors).toEqual([]);
});

test('go to a step or an expansion from the counter; a number it cannot go to says why', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(
    './?mode=visualize&size=3x3&board=8,1,3/4,0,2/7,6,5&goal=blank-last&algorithm=astar&heuristic=manhattan',
  );
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1');
  const field = page.getByLabel('Go to step or expansion number');
  await field.fill('37');
  await field.press('Enter');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '37');
  // Expansion 5: just after the core's fifth expand event.
  const events = coreEvents([8, 1, 3, 4, 0, 2, 7, 6, 5], 'astar', 'manhattan');
  const fifth = events.map((e, i) => (e.type === 'expand' ? i + 1 : 0)).filter((p) => p > 0)[4];
  await page.getByLabel('Go to a step or an expansion').selectOption('expansion');
  await field.fill('5');
  await field.press('Enter');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', String(fifth));
  await expect(page.getByTestId('position')).toContainText('5 expanded');
  await field.fill('abc');
  await field.press('Enter');
  await expect(page.getByTestId('go-to-error')).toHaveText('“abc” is not a whole number from 1.');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', String(fifth));
  await page.getByRole('button', { name: 'Run to end' }).click();
  const total = events.length;
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', String(total));
  await page.getByLabel('Go to a step or an expansion').selectOption('step');
  await field.fill('99999');
  await field.press('Enter');
  await expect(page.getByTestId('go-to-error')).toHaveText(
    `Step 99,999 is past the end: this run has ${total.toLocaleString('en')} steps.`,
  );
  expect(consoleErrors).toEqual([]);
});
