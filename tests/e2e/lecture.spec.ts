/**
 * Issue #20, items 5, 6 and 10: what a lecturer needs from IDA* pass by pass (the pass table in
 * the visualizer, compare mode's per-bound chart complete), the examples loading the search they
 * are for with a sentence saying what they are, and one Japanese word per term across screens.
 */
import { expect, test } from './fixtures';

test('the Korf #1 example loads IDA* with pattern databases and says what it is', async ({ page, consoleErrors }) => {
  await page.goto('./');
  await page.getByLabel('Example', { exact: true }).selectOption({ label: 'Korf’s 15-puzzle instance 1 (57 moves)' });
  await expect(page.getByLabel('Algorithm', { exact: true })).toHaveValue('idastar');
  await expect(page.getByLabel('Heuristic', { exact: true })).toHaveValue('pdb');
  const note = page.getByTestId('example-note');
  await expect(note).toHaveAttribute('data-preset', 'korf-1');
  // Korf's notation, and the same instance as the textbooks print it for the blank-last goal.
  await expect(note).toContainText('blank-first goal');
  await expect(note).toContainText('13 6 8 12 / 15 14 0 10 / 11 7 4 5 / 9 1 3 2');
  await expect(note).toContainText('57 moves either way');
  await expect(page).toHaveURL(/algorithm=idastar/);
  await expect(page).toHaveURL(/heuristic=pdb/);
  // Another example replaces the note; a set-up that is no example has none.
  await page.getByLabel('Example', { exact: true }).selectOption({ label: 'BFS exercise: blank first, 4 moves' });
  await expect(note).toHaveAttribute('data-preset', 'bfs-exercise');
  await expect(page.getByLabel('Algorithm', { exact: true })).toHaveValue('bfs');
  await page.getByLabel('Start board', { exact: true }).fill('1 2 3 / 4 5 6 / 7 0 8');
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(note).toBeHidden();
  expect(consoleErrors).toEqual([]);
});
