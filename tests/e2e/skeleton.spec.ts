/**
 * Issue #2's walking skeleton: the built page loads titled Frontier, draws a 3x3 board from the
 * store, and a click deals a new board. The skeleton's Shuffle button grew into Play mode's
 * "New game" (a board at a chosen distance, or a random walk): that is the click tested here.
 */
import { expect, readBoard, settled, test } from './fixtures';

// A default visitor's page, with its tiles sliding (the suite runs with reduced motion: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test('the page loads, New game changes the board, no console errors', async ({ page, consoleErrors }) => {
  await page.goto('./');
  await expect(page).toHaveTitle('Frontier');
  await page.getByRole('tab', { name: 'Play' }).click();
  const board = page.getByRole('group', { name: 'Puzzle board' });
  await expect(board.locator('[data-tile]')).toHaveCount(8);
  // The first visit deals a game by itself; wait for it before comparing.
  await expect(page.locator('.play')).toHaveAttribute('data-source', 'distance');
  const before = await readBoard(page, 'Puzzle board');
  await page.getByRole('button', { name: 'New game' }).click();
  await expect.poll(() => readBoard(page, 'Puzzle board')).not.toEqual(before);
  await settled(page); // the slide ends before the picture
  await page.screenshot({ path: 'test-results/screens/skeleton-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await page.screenshot({ path: 'test-results/screens/skeleton-phone.png' });
  expect(consoleErrors).toEqual([]);
});
