/**
 * The quiz and the pass table on road maps and grids (issue #26: "the quiz, ... passes"): the
 * cards name cities and cells where the puzzle draws boards, and the right card is A*'s lowest
 * f; IDA* and IDDFS list their passes on Romania with the bounds the straight-line distances give.
 */
import { expect, test } from './fixtures';

test('the quiz on Romania and on a grid: cards name cities and cells; Sibiu is A*’s answer', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./?domain=road-map&start=Arad&goal=Bucharest&algorithm=astar');
  await expect(page.getByTestId('problem-view')).toBeVisible();
  await page.getByRole('button', { name: 'Quiz' }).click();
  const cards = page.getByTestId('quiz-choices').getByTestId('quiz-state');
  await expect(cards).toHaveCount(3);
  expect((await cards.allTextContents()).sort()).toEqual(['Sibiu', 'Timisoara', 'Zerind']);
  await page.locator('.quiz-choice', { hasText: 'Sibiu' }).click();
  await expect(page.locator('.quiz-choice[data-mark="right"]')).toContainText('Sibiu');
  await expect(page.getByTestId('quiz-score')).toHaveText('1 of 1 correct');

  await page.goto('./?domain=grid&map=u-trap&algorithm=astar');
  await expect(page.getByTestId('problem-view')).toBeVisible();
  await page.getByRole('button', { name: 'Quiz' }).click();
  await expect(page.getByTestId('quiz-choices').getByTestId('quiz-state')).toHaveCount(4);
  for (const text of await page.getByTestId('quiz-state').allTextContents()) expect(text).toMatch(/^\d+,\d+$/);
  expect(consoleErrors).toEqual([]);
});

test('IDA* and IDDFS on Romania show their passes: f bounds 366 to 418, depth limits 0 to 3', async ({
  page,
  consoleErrors,
}) => {
  for (const [algorithm, limits] of [
    ['idastar', ['366', '393', '413', '415', '417', '418']],
    ['iddfs', ['0', '1', '2', '3']],
  ] as const) {
    await page.goto(`./?domain=road-map&start=Arad&goal=Bucharest&algorithm=${algorithm}`);
    await expect(page.getByTestId('problem-view')).toBeVisible();
    await page.getByRole('button', { name: 'Run to end' }).click();
    const rows = page.getByTestId('pass-table').locator('tbody tr');
    await expect(rows).toHaveCount(limits.length);
    await expect(rows.last()).toContainText('goal found');
    expect(await rows.locator('td:nth-child(2)').allTextContents()).toEqual([...limits]);
  }
  expect(consoleErrors).toEqual([]);
});
