/**
 * Play mode in a real browser: keyboard, hints and "Solve it for me" finish optimally (checked
 * against BFS in Node), the editor refuses a duplicated tile by name and marks it, swipes and
 * clicks move tiles, and the board can go to the visualizer.
 */
import type { Page } from '@playwright/test';
import { PRESETS } from '../../src/core/presets';
import { makePuzzle, type Direction } from '../../src/core/puzzle';
import { runToEnd } from '../../src/core/solvers';
import { seriousViolations } from './axe';
import { expect, readBoard, settled, test } from './fixtures';
import { loadAverage, mainThreadTasks } from './mainThreadTasks';

const LESSON = [8, 1, 3, 4, 0, 2, 7, 6, 5]; // 14 moves to 1..8 0
const MEDIUM = [0, 5, 2, 7, 6, 3, 4, 1, 8]; // 20 moves

function optimalPath(start: number[]): Direction[] {
  const result = runToEnd(makePuzzle(3, 3), start, { algorithm: 'bfs', trace: 'progress' });
  if (result.final.type !== 'solved') throw new Error('no solution');
  return [...result.final.path];
}

/** The link of a play board (the page reads it like any shared link). */
const playLink = (tiles: number[], goal = 'blank-last') =>
  `./?mode=play&size=3x3&board=${[0, 3, 6].map((i) => tiles.slice(i, i + 3).join(',')).join('/')}&goal=${goal}`;

async function moves(page: Page): Promise<number> {
  return Number(await page.getByTestId('play-board').getAttribute('data-moves'));
}

/** In the default setting an arrow says where a tile slides: the blank goes the other way. */
const TILE_KEY: Record<Direction, string> = { U: 'ArrowDown', D: 'ArrowUp', L: 'ArrowRight', R: 'ArrowLeft' };
const BLANK_KEY: Record<Direction, string> = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' };

test('a 3x3 played to the end by keyboard, with the congratulation against the optimum', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(playLink(LESSON));
  await expect(page.getByTestId('play-best')).toHaveAttribute('data-value', '14');
  const path = optimalPath(LESSON);
  // A wasted pair first (there and back), then the shortest solution: 16 moves in all.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  expect(await moves(page)).toBe(2);
  for (const m of path) await page.keyboard.press(TILE_KEY[m]);
  const congrats = page.getByTestId('congrats');
  await expect(congrats).toBeVisible();
  await expect(congrats).toHaveAttribute('data-moves', '16');
  await expect(congrats).toHaveAttribute('data-optimal', '14');
  await expect(congrats).toContainText('Solved!');
  await expect(congrats).toContainText('16 moves in');
  await expect(congrats).toContainText('Fewest possible from the start: 14.');
  await expect(congrats).toContainText('2 moves more than the fewest.');
  await expect.poll(() => readBoard(page, 'Puzzle board')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  // The game is over: keys no longer move tiles, and the clock has stopped.
  await page.keyboard.press('ArrowDown');
  expect(await moves(page)).toBe(16);
  const time = await page.getByTestId('play-time').textContent();
  // A fixed wait, as no condition can stand for "the clock did not move": the clock shows whole
  // seconds, so 1.2 s would show a tick; a slow machine can only make it pass, never fail.
  await page.waitForTimeout(1200);
  await expect(page.getByTestId('play-time')).toHaveText(time!);
  await page.screenshot({ path: 'test-results/screens/play-solved-1366.png' });
  expect(await seriousViolations(page), 'the win').toEqual([]);

  // "Play this board again", now with the other arrow setting: a perfect game.
  await congrats.getByRole('button', { name: 'Play this board again' }).click();
  await page.getByLabel('the blank (→ moves the gap right)').check();
  await page.locator('body').click({ position: { x: 5, y: 700 } }); // keys go to the page, not the radio
  for (const m of path) await page.keyboard.press(BLANK_KEY[m]);
  await expect(congrats).toHaveAttribute('data-moves', '14');
  await expect(congrats).toContainText('A perfect game');
  // The setting is remembered.
  await page.reload();
  await expect(page.getByLabel('the blank (→ moves the gap right)')).toBeChecked();
  expect(consoleErrors).toEqual([]);
});

test('Hint, followed every time, finishes in exactly the optimal number of moves', async ({ page, consoleErrors }) => {
  // Each hint is a round trip to the play worker; the lesson board's 14 moves show the property.
  await page.goto(playLink(LESSON));
  const optimal = optimalPath(LESSON).length;
  await expect(page.getByTestId('play-best')).toHaveAttribute('data-value', String(optimal));
  const board = page.getByRole('group', { name: 'Puzzle board' });
  for (let left = optimal; left > 0; left--) {
    await page.getByRole('button', { name: 'Hint' }).click();
    const hinted = board.locator('[data-highlight="true"]');
    await expect(hinted).toHaveCount(1);
    const message = page.getByTestId('play-message');
    await expect(message).toHaveAttribute('data-kind', 'hint');
    if (left > 1) await expect(message).toContainText(`The goal is ${left} moves away with perfect play.`);
    if (left === optimal) await page.screenshot({ path: 'test-results/screens/play-hint-1366.png' });
    await hinted.click();
    await expect.poll(() => moves(page)).toBe(optimal - left + 1);
  }
  const congrats = page.getByTestId('congrats');
  await expect(congrats).toHaveAttribute('data-moves', String(optimal));
  await expect(congrats).toContainText('A perfect game');
  await expect(congrats).toContainText(`With ${optimal} hints.`);
  expect(consoleErrors).toEqual([]);
});

test('Solve it for me plays a shortest solution; moves wait; Stop hands back control', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(playLink(MEDIUM));
  await page.getByLabel('Time per move').fill('300');
  await page.getByRole('button', { name: 'Solve it for me' }).click();
  const message = page.getByTestId('play-message');
  await expect(message).toContainText('Solving: move');
  // While it plays, the tiles are not buttons one can press and keys do nothing.
  await expect(page.getByRole('group', { name: 'Puzzle board' }).locator('[data-tile]').first()).toHaveAttribute(
    'tabindex',
    '-1',
  );
  await expect.poll(() => moves(page)).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Stop' }).click();
  const stoppedAt = await moves(page);
  // A fixed wait, as no condition can stand for "no move came after Stop": longer than two moves'
  // time (300 ms each); a slow machine can only make it pass, never fail.
  await page.waitForTimeout(700);
  expect(await moves(page)).toBe(stoppedAt);
  // The player has the board back: a key that can move a tile does, and its opposite undoes it.
  const opposite: Record<string, string> = {
    ArrowLeft: 'ArrowRight',
    ArrowRight: 'ArrowLeft',
    ArrowUp: 'ArrowDown',
    ArrowDown: 'ArrowUp',
  };
  for (const key of Object.keys(opposite)) {
    await page.keyboard.press(key);
    if ((await moves(page)) > stoppedAt) {
      await page.keyboard.press(opposite[key]);
      break;
    }
  }
  await expect.poll(() => moves(page)).toBe(stoppedAt + 2);

  // Restart, then let it play the whole way at the fastest pace.
  await page.getByRole('button', { name: 'Restart' }).click();
  await page.getByLabel('Time per move').fill('100');
  await page.getByRole('button', { name: 'Solve it for me' }).click();
  await expect(message).toContainText('Solving: move');
  // A key and a click on every tile (some are next to the gap) while it plays: all ignored.
  const before = await moves(page);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  for (const tile of await page.getByTestId('play-board').locator('[data-tile]').all()) {
    const box = await tile.boundingBox();
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  const congrats = page.getByTestId('congrats');
  await expect(congrats).toBeVisible({ timeout: 15_000 });
  const optimal = optimalPath(MEDIUM).length;
  expect(before).toBeLessThan(optimal); // the clicks came while the computer was still playing
  await expect(congrats).toHaveAttribute('data-moves', String(optimal));
  await expect(congrats).toContainText(`The computer played ${optimal} moves.`);
  // The shortest game, but not the player's: no praise.
  await expect(congrats).not.toContainText('A perfect game');
  await expect.poll(() => readBoard(page, 'Puzzle board')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  expect(consoleErrors).toEqual([]);
});

test('a 4x4 hint comes from the search worker and finishes the worksheet board', async ({ page, consoleErrors }) => {
  const worksheet = PRESETS.find((p) => p.id === 'worksheet-4x4')!;
  const rows = [0, 4, 8, 12].map((i) => worksheet.start.slice(i, i + 4).join(',')).join('/');
  await page.goto(`./?mode=play&board=${rows}&goal=blank-last`);
  await expect(page.getByTestId('play-best')).toContainText('not known');
  for (let i = 0; i < worksheet.optimal!; i++) {
    await page.getByRole('button', { name: 'Hint' }).click();
    const hinted = page.getByRole('group', { name: 'Puzzle board' }).locator('[data-highlight="true"]');
    await expect(hinted).toHaveCount(1, { timeout: 15_000 });
    await hinted.click();
  }
  const congrats = page.getByTestId('congrats');
  await expect(congrats).toHaveAttribute('data-moves', String(worksheet.optimal));
  await expect(congrats).toContainText('A perfect game');
  expect(consoleErrors).toEqual([]);
});

test('a hard 4x4 hint: linear conflict gives up quickly, pattern databases answer, the page never freezes', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  // Korf's instance 1: 57 moves, far beyond IDA* with linear conflict in a few seconds.
  // Starting a worker costs the page a task of 45-90 ms on a busy machine (Chrome's set-up of
  // its host): the game starts both workers a hint uses while the page is idle, before the hint.
  const started = (name: RegExp) => page.waitForEvent('worker', { predicate: (w) => name.test(w.url()) });
  const workersStarted = Promise.all([started(/play\.worker/), started(/pdb\.worker/)]);
  await page.goto('./?mode=play&board=14,13,15,7/11,12,9,5/6,0,2,1/4,8,10,3&goal=blank-first');
  await expect(page.getByTestId('play-best')).toContainText('not known');
  await workersStarted;
  // Long tasks on the page's own thread while the workers search and build their tables.
  await page.evaluate(() => {
    const w = window as unknown as { longest: number };
    w.longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  // The bar is judged by each task's own CPU time (Chrome trace), as the other responsiveness
  // tests do: by the wall clock a busy machine lengthens a task that it merely interrupted.
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline'] });
  await page.getByRole('button', { name: 'Hint' }).click();
  const message = page.getByTestId('play-message');
  await expect(message).toContainText('positions examined', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
  await expect(message).toHaveAttribute('data-kind', 'hint', { timeout: 150_000 });
  await expect(message).toContainText('The goal is 57 moves away with perfect play.');
  await expect(page.getByTestId('play-best')).toHaveAttribute('data-value', '57');
  // Issue #10: no main-thread task over 100 ms (target 50; the API reports only tasks over 50 ms).
  // Doing this search on the page would freeze it for seconds.
  const tasks = mainThreadTasks(await browser.stopTracing());
  const worstCpu = tasks.worstCpuMs;
  const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
  console.log(
    `4x4 hint: worst main-thread task ${worstCpu.toFixed(0)} ms of CPU; by the wall clock ${longest.toFixed(0)} ms (load ${loadAverage()})` +
      `\n  longest tasks by own CPU:\n    ${tasks.topTasks.slice(0, 3).join('\n    ')}`,
  );
  expect(worstCpu, 'worst main-thread task (ms of the page’s own CPU)').toBeLessThan(100);
  await page.screenshot({ path: 'test-results/screens/play-4x4-pdb-hint-1366.png' });
  expect(consoleErrors).toEqual([]);
});

test('New game: an exact distance on 3x3, a random walk on 4x4', async ({ page, consoleErrors }) => {
  await page.goto('./?mode=play');
  await page.getByLabel('Difficulty').selectOption({ label: 'Easy: 8 moves away' });
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('play-best')).toHaveAttribute('data-value', '8');
  await page.getByLabel('Size', { exact: true }).selectOption('4x4');
  await expect(page.getByRole('group', { name: 'Puzzle board' }).locator('[data-tile]')).toHaveCount(15);
  await expect(page.getByTestId('play-best')).toContainText('at most 10');
  await page.screenshot({ path: 'test-results/screens/play-4x4-1366.png' });
  expect(consoleErrors).toEqual([]);
});

test('click, tap and swipe move tiles; a tile away from the gap does not move', async ({ page, consoleErrors }) => {
  await page.goto(playLink(LESSON)); // the blank is in the middle
  await expect(page.getByTestId('play-best')).toHaveAttribute('data-value', '14');
  const board = page.getByRole('group', { name: 'Puzzle board' });
  await board.locator('[data-tile="8"]').click(); // a corner: not next to the gap
  expect(await moves(page)).toBe(0);
  await board.locator('[data-tile="1"]').click(); // above the gap: slides down
  await expect.poll(() => moves(page)).toBe(1);
  await expect.poll(() => readBoard(page, 'Puzzle board')).toEqual(['8', '3', '4', '1', '2', '7', '6', '5']);
  // A swipe up pushes the tile below the gap (1) back up.
  const box = (await board.boundingBox())!;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + box.height * 0.8);
  await page.mouse.down();
  await page.mouse.move(x, box.y + box.height * 0.5, { steps: 5 });
  await page.mouse.move(x, box.y + box.height * 0.2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => moves(page)).toBe(2);
  await expect.poll(() => readBoard(page, 'Puzzle board')).toEqual(['8', '1', '3', '4', '2', '7', '6', '5']);
  expect(consoleErrors).toEqual([]);
});

test('the editor names a duplicated tile, marks both cells, and plays a fixed board', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./?mode=play');
  await page.getByRole('button', { name: 'Edit board…' }).click();
  const dialog = page.getByRole('dialog');
  const text = dialog.getByLabel('Board (type or paste)');
  await text.fill('1 2 3 / 4 5 5 / 7 8 0');
  const error = dialog.getByTestId('editor-error');
  await expect(error).toHaveAttribute('data-code', 'duplicate-tile');
  await expect(error).toHaveAttribute('data-tile', '5');
  await expect(error).toContainText('Tile 5 appears more than once (cells 5 and 6), and tile 6 is missing');
  const marked = dialog.locator('[data-marked="true"]');
  await expect(marked).toHaveCount(2);
  await expect(marked.first()).toContainText('5');
  await expect(dialog.getByRole('button', { name: 'Play this board' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/play-editor-duplicate-1366.png' });
  expect(await seriousViolations(page), 'editor with an error').toEqual([]);

  // Another format, and a board that cannot reach the goal: the parity explanation, no playing.
  await text.fill('[[2,8,3],[1,6,4],[7,0,5]]');
  await expect(error).toBeEmpty();
  await expect(dialog.getByTestId('solvability')).toContainText('This board cannot reach the goal');
  await expect(dialog.getByRole('button', { name: 'Play this board' })).toBeDisabled();
  // The spiral goal makes it playable.
  await dialog.getByLabel('Goal arrangement').selectOption('spiral');
  await expect(dialog.getByTestId('editor-solvable')).toBeVisible();

  // Rearranging by hand: drag the blank onto tile 8 (they swap), then by keyboard.
  await dialog.getByLabel('Goal arrangement').selectOption('blank-last');
  await text.fill('1 2 3 4 5 6 7 0 8');
  const cell = (i: number) => dialog.locator(`[data-cell="${i}"]`);
  const from = (await cell(8).boundingBox())!;
  const to = (await cell(7).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(text).toHaveValue('1 2 3 / 4 5 6 / 7 8 0');
  // Keyboard: pick up tile 1 and carry it two cells right (a 3-cycle: still solvable).
  await cell(0).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(text).toHaveValue('2 3 1 / 4 5 6 / 7 8 0');
  // One swap only would flip the parity: the editor says so and refuses to play it.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await expect(text).toHaveValue('2 1 3 / 4 5 6 / 7 8 0');
  await expect(dialog.getByRole('button', { name: 'Play this board' })).toBeDisabled();
  await expect(dialog).toBeVisible(); // Escape dropped the tile, it did not close the editor
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(text).toHaveValue('2 3 1 / 4 5 6 / 7 8 0');
  await dialog.getByRole('button', { name: 'Play this board' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => readBoard(page, 'Puzzle board')).toEqual(['2', '3', '1', '4', '5', '6', '7', '8']);
  await expect(page.locator('.play')).toHaveAttribute('data-source', 'editor');
  expect(consoleErrors).toEqual([]);
});

test('the editor on a phone, and copying a board as text', async ({ page, context, consoleErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(playLink(LESSON));
  await page.getByRole('button', { name: 'Edit board…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Copy the board as Matrix' }).click();
  await expect(dialog.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('[[8,1,3],[4,0,2],[7,6,5]]');
  await dialog.getByRole('button', { name: 'Copy the board as Flat list' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('8 1 3 4 0 2 7 6 5');
  await dialog.getByLabel('Board (type or paste)').fill('1 2 3 4 5 5 7 8 0');
  await page.screenshot({ path: 'test-results/screens/play-editor-phone.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/play-phone.png', fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('the visualizer’s set-up opens the same editor, and takes even an unsolvable board (the parity lesson)', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Edit board…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Board (type or paste)')).toHaveValue('8 1 3 / 4 0 2 / 7 6 5');
  await dialog.getByLabel('Example').selectOption('textbook-unsolvable');
  await expect(dialog.getByTestId('solvability')).toContainText('This board cannot reach the goal');
  await dialog.getByRole('button', { name: 'Use this board' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Start board', { exact: true })).toHaveValue('2 8 3 / 1 6 4 / 7 0 5');
  await expect(page.getByTestId('solvability')).toContainText('This board cannot reach the goal');
  // A custom goal travels back into the set-up's own fields.
  await page.getByRole('button', { name: 'Edit board…' }).click();
  await dialog.getByLabel('Goal arrangement').selectOption('custom');
  await dialog.getByLabel('Custom goal (tiles in order)').fill('1 2 3 / 8 0 4 / 7 6 5');
  await dialog.getByRole('button', { name: 'Use this board' }).click();
  await expect(page.getByLabel('Goal', { exact: true })).toHaveValue('spiral');
  await expect(page.getByTestId('solvability')).toHaveCount(0);
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1');
  expect(consoleErrors).toEqual([]);
});

test('Open in the visualizer takes the current board to the step-through view', async ({ page, consoleErrors }) => {
  await page.goto(playLink(LESSON));
  await expect(page.getByTestId('play-best')).toHaveAttribute('data-value', '14');
  await page.keyboard.press('ArrowDown'); // tile 1 slides down
  await expect.poll(() => moves(page)).toBe(1);
  await page.getByRole('button', { name: 'Open in the visualizer' }).click();
  await expect(page.getByRole('tab', { name: 'Visualize' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Start board', { exact: true })).toHaveValue('8 0 3 / 4 1 2 / 7 6 5');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1');
  expect(consoleErrors).toEqual([]);
});

test('settings survive a reload: speed, overlay, theme, arrow keys, pace and difficulty; corrupt data is replaced', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  await page.getByLabel('Speed', { exact: true }).fill('30');
  await page.getByLabel('Show each tile’s Manhattan distance').check();
  await page.getByRole('tab', { name: 'Play' }).click();
  await page.getByLabel('the blank (→ moves the gap right)').check();
  await page.getByLabel('Time per move').fill('1500');
  await page.getByLabel('Difficulty').selectOption('hard');
  await page.getByLabel('Theme').selectOption('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByLabel('Theme')).toHaveValue('dark');
  await expect(page.getByLabel('the blank (→ moves the gap right)')).toBeChecked();
  await expect(page.getByLabel('Time per move')).toHaveValue('1500');
  await expect(page.getByLabel('Difficulty')).toHaveValue('hard');
  await page.getByRole('tab', { name: 'Visualize' }).click();
  await expect(page.getByLabel('Speed', { exact: true })).toHaveValue('30');
  await expect(page.getByLabel('Show each tile’s Manhattan distance')).toBeChecked();
  // Garbage in storage: the page opens on the defaults.
  await page.evaluate(() => localStorage.setItem('frontier:prefs:v1', '{"speedStep":"fast","arrowMode":7'));
  await page.reload();
  await expect(page.getByLabel('Speed', { exact: true })).toHaveValue('12');
  // ...and the garbage is gone at start-up, not left until a setting changes: what is stored
  // parses, and keeps only valid settings.
  const stored = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('frontier:prefs:v1'))) ?? '{}');
  expect(await stored()).not.toHaveProperty('speedStep');
  await page.evaluate(() => localStorage.setItem('frontier:prefs:v1', '{"theme":"dark","speedStep":"fast"}'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await stored()).toMatchObject({ theme: 'dark' });
  expect(await stored()).not.toHaveProperty('speedStep');
  expect(consoleErrors).toEqual([]);
});

test('Japanese, and the projector look', async ({ page, consoleErrors }) => {
  await page.goto(playLink(LESSON));
  await page.getByLabel('Language').selectOption('ja');
  await page.getByRole('button', { name: 'ヒント' }).click();
  await expect(page.getByTestId('play-message')).toContainText('最善ならゴールまであと 14 手です。');
  await page.screenshot({ path: 'test-results/screens/play-ja-1366.png' });
  await page.getByLabel('言語').selectOption('en');
  await page.keyboard.press('p'); // projector mode (when the appearance controls offer it)
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
  await settled(page);
  await page.screenshot({ path: 'test-results/screens/play-projector-1366.png' });
  expect(consoleErrors).toEqual([]);
});

test('the editor’s size select: 2 × 5 and 5 × 5 grids, and Play starts that shape', async ({ page, consoleErrors }) => {
  /** Rows and columns of the play board, read from where its tiles are drawn. */
  const shape = () =>
    page
      .getByTestId('play-board')
      .locator('[data-tile]')
      .evaluateAll((els) => {
        const boxes = els.map((el) => el.getBoundingClientRect());
        return {
          rows: new Set(boxes.map((b) => Math.round(b.y))).size,
          cols: new Set(boxes.map((b) => Math.round(b.x))).size,
        };
      });
  await page.goto('./?mode=play');
  for (const [rows, cols] of [
    [2, 5],
    [5, 5],
  ]) {
    await page.getByRole('button', { name: 'Edit board…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Board size' }).selectOption(`${rows}x${cols}`);
    await expect(dialog.locator('.editor-cell')).toHaveCount(rows * cols);
    // One move from the goal: the last tile and the blank swapped.
    const n = rows * cols;
    const tiles = [...Array.from({ length: n - 2 }, (_, i) => i + 1), 0, n - 1];
    await dialog.getByLabel('Board (type or paste)').fill(tiles.join(' '));
    await expect(dialog.locator('.editor-cell')).toHaveCount(n);
    await dialog.getByRole('button', { name: 'Play this board' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('play-board').locator('[data-tile]')).toHaveCount(n - 1);
    await expect.poll(shape).toEqual({ rows, cols });
    // 2 x 5 has an exact distance table; 5 x 5 does not, and says the best is not known yet.
    // The 2 x 5 table is a breadth-first search of 1.8 million boards in a worker: seconds, more
    // on a busy machine, so the wait is the table's, not an expect's default.
    if (rows * cols <= 10)
      await expect(page.getByTestId('play-best')).toHaveAttribute('data-value', '1', { timeout: 60_000 });
  }
  expect(consoleErrors).toEqual([]);
});

test('reduced motion: hint highlight without animation, tiles jump at once', async ({ page, consoleErrors }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(playLink(LESSON));
  await expect(page.getByTestId('play-best')).toHaveAttribute('data-value', '14');
  await page.getByRole('button', { name: 'Hint' }).click();
  const hinted = page.getByTestId('play-board').locator('[data-highlight="true"]');
  await expect(hinted).toHaveCount(1);
  expect(await hinted.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  // A move: the tile is at its new place in the very next frames, not sliding there.
  const tile = await hinted.getAttribute('data-tile');
  const box = page.getByTestId('play-board').locator(`[data-tile="${tile}"]`);
  const before = await box.boundingBox();
  await box.click();
  const after = await box.evaluate(
    (el) =>
      new Promise<{ x: number; y: number }[]>((resolve) => {
        const seen: { x: number; y: number }[] = [];
        const frame = () => {
          const r = el.getBoundingClientRect();
          seen.push({ x: r.x, y: r.y });
          if (seen.length < 4) requestAnimationFrame(frame);
          else resolve(seen);
        };
        requestAnimationFrame(frame);
      }),
  );
  expect(after[0].x !== before!.x || after[0].y !== before!.y).toBe(true); // moved already
  expect(new Set(after.map((p) => `${p.x},${p.y}`)).size).toBe(1); // and stays put: no tween
  expect(consoleErrors).toEqual([]);
});

test('numbers and plurals: "1 move" in English, grouped digits in Japanese', async ({ page, consoleErrors }) => {
  await page.goto('./?mode=play&size=3x3&board=1,2,3/4,5,6/7,0,8&goal=blank-last');
  await expect(page.getByTestId('play-best')).toHaveAttribute('data-value', '1');
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByTestId('play-message')).toContainText('This move finishes it!');
  await page.getByTestId('play-board').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('congrats')).toContainText('1 move in ');
  await expect(page.getByTestId('congrats')).not.toContainText('1 moves');
  // Japanese number formatting: the explorer's 181,440 states, and the compare counters.
  await page.getByLabel('Language').selectOption('ja');
  await page.goto('./?mode=compare&board=8,1,3/4,0,2/7,6,5&goal=blank-last&panes=bfs;astar:manhattan');
  await page.getByRole('button', { name: '最後まで実行' }).first().click();
  const expanded = page.getByTestId('pane-A-expanded');
  await expect.poll(async () => (await expanded.textContent()) ?? '').toMatch(/^\d{1,3}(,\d{3})+$/);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a real finger swipe (touch events, not a mouse drag) moves a tile', async ({ page, consoleErrors }) => {
    await page.goto(playLink(LESSON)); // the blank is in the middle
    await expect(page.getByTestId('play-best')).toHaveAttribute('data-value', '14');
    const box = (await page.getByRole('group', { name: 'Puzzle board' }).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + box.width / 2, y: box.y + box.height * y }],
      });
    // A tap on the tile above the gap (1) slides it down.
    await page.getByRole('group', { name: 'Puzzle board' }).locator('[data-tile="1"]').tap();
    await expect.poll(() => moves(page)).toBe(1);
    await expect.poll(() => readBoard(page, 'Puzzle board')).toEqual(['8', '3', '4', '1', '2', '7', '6', '5']);
    // A finger swiping up from the bottom row pushes the tile below the gap (1 again) back up.
    await touch('touchStart', 0.8);
    for (const y of [0.7, 0.6, 0.5, 0.4, 0.3]) await touch('touchMove', y);
    await touch('touchEnd', 0.3);
    await expect.poll(() => moves(page)).toBe(2);
    await expect.poll(() => readBoard(page, 'Puzzle board')).toEqual(['8', '1', '3', '4', '2', '7', '6', '5']);
    // The page did not scroll instead.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
