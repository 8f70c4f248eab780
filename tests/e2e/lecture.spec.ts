/**
 * Issue #20, items 5, 6 and 10: what a lecturer needs from IDA* pass by pass (the pass table in
 * the visualizer, compare mode's per-bound chart complete), the examples loading the search they
 * are for with a sentence saying what they are, and one Japanese word per term across screens.
 */
import { expect, test } from './fixtures';
import { coreEvents } from './visualizerHelpers';

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

test('the IDA* pass table follows the cursor: a row added across a pass boundary, removed stepping back', async ({
  page,
  consoleErrors,
}) => {
  const board = [8, 1, 3, 4, 0, 2, 7, 6, 5];
  const events = coreEvents(board, 'idastar', 'manhattan');
  // The cursor just before pass 2's iteration event: pass 1 is the only row, still in progress.
  const second = events.findIndex((e) => e.type === 'iteration' && e.pass === 2);
  const first = events.find((e) => e.type === 'iteration' && e.pass === 1)!;
  const pass1 = events.slice(0, second).filter((e) => e.type === 'expand').length;
  const next1 = Math.min(
    ...events.slice(0, second).flatMap((e) => (e.type === 'generate' && e.outcome === 'pruned' ? [e.node.f] : [])),
  );
  await page.goto(
    `./?mode=visualize&size=3x3&board=8,1,3/4,0,2/7,6,5&goal=blank-last&algorithm=idastar&heuristic=manhattan&step=${second}`,
  );
  const table = page.getByTestId('pass-table');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toHaveClass(/current/);
  await expect(rows.nth(0).locator('td').nth(0)).toHaveText(String(first.type === 'iteration' && first.bound));
  await expect(rows.nth(0).locator('td').nth(1)).toHaveText(String(pass1));

  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(rows).toHaveCount(2);
  // Pass 1 is done: its count, and its next bound is pass 2's bound.
  await expect(rows.nth(0)).not.toHaveClass(/current/);
  await expect(rows.nth(0).locator('td').nth(2)).toHaveText(String(next1));
  await expect(rows.nth(1).locator('td').nth(0)).toHaveText(String(next1));
  await expect(rows.nth(1)).toHaveClass(/current/);

  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toHaveClass(/current/);
  expect(consoleErrors).toEqual([]);
});
