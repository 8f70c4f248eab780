/**
 * Issue #2's walking skeleton: the built page loads titled Frontier, draws a 3x3 board from the
 * store, and a click deals a new board. The skeleton's Shuffle button grew into Play mode's
 * "New game" (a board at a chosen distance, or a random walk): that is the click tested here.
 */
import { test, expect } from './fixtures';

test('the page loads, New game changes the board, no console errors', async ({ page, consoleErrors }) => {
  await page.goto('./');
  await expect(page).toHaveTitle('Frontier');
  await page.getByRole('tab', { name: 'Play' }).click();
  const board = page.getByRole('group', { name: 'Puzzle board' });
  await expect(board.locator('[data-tile]')).toHaveCount(8);
  // The first visit deals a game by itself; wait for it before comparing.
  await expect(page.locator('.play')).toHaveAttribute('data-source', 'distance');
  await page.waitForTimeout(600);
  const before = await board.locator('[data-tile]').evaluateAll((els) => els.map((e) => e.getAttribute('style')));
  await page.getByRole('button', { name: 'New game' }).click();
  await expect
    .poll(async () => board.locator('[data-tile]').evaluateAll((els) => els.map((e) => e.getAttribute('style'))))
    .not.toEqual(before);
  await page.waitForTimeout(600); // let the slide finish before the picture
  await page.screenshot({ path: 'test-results/screens/skeleton-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(600);
  await page.screenshot({ path: 'test-results/screens/skeleton-phone.png' });
  expect(consoleErrors).toEqual([]);
});
