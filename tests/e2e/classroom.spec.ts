/** Classroom features of the visualizer: the quiz, the lesson log, projector mode and themes, keyboard-only use. */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

test('quiz: pick the next expansion, see the answer explained, keep score', async ({ page, consoleErrors }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Quiz' }).click();
  const quiz = page.getByTestId('quiz');
  await expect(quiz).toContainText('which node is expanded next?');
  // The frontier list (which shows the order) is hidden during a quiz.
  await expect(page.getByTestId('frontier-row')).toHaveCount(0);
  await expect(page.getByTestId('quiz-score')).toHaveText('0 of 0 correct');
  // Only the root is in the frontier at first: the one choice is right.
  await quiz.locator('.quiz-choice').first().click();
  await expect(page.getByTestId('quiz-result')).toContainText('Correct!');
  await expect(page.getByTestId('quiz-score')).toHaveText('1 of 1 correct');
  await page.getByRole('button', { name: 'Next question' }).click();
  // The second question has several children to choose from; answer until one is wrong or right.
  const choices = quiz.locator('.quiz-choice');
  expect(await choices.count()).toBeGreaterThan(1);
  await choices.last().click();
  await expect(page.getByTestId('quiz-result')).toContainText(/Correct!|Not this time/);
  await expect(page.getByTestId('quiz-result')).toContainText(/lowest f|tied/);
  await expect(page.getByTestId('quiz-score')).toContainText('of 2 correct');
  await page.screenshot({ path: 'test-results/screens/quiz.png' });
  expect(consoleErrors).toEqual([]);
});

test('lesson log narrates the steps and exports them as CSV', async ({ page, consoleErrors }) => {
  await page.goto('./');
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Log' }).click();
  const log = page.getByTestId('lesson-log');
  await expect(log.locator('li')).toHaveCount(7);
  await expect(log.locator('li').first()).toContainText('Start: the root');
  await expect(log.locator('li').nth(1)).toContainText('Took the node with the lowest f');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\n');
  expect(csv[0]).toBe('step,event,node,parent,move,g,h,f,outcome,frontier,expanded,generated,bound,sentence');
  expect(csv).toHaveLength(1 + 7);
  expect(csv[2]).toMatch(/^2,expand,0,-1,/);
  await page.screenshot({ path: 'test-results/screens/lesson-log.png' });
  expect(consoleErrors).toEqual([]);
});

test('projector mode at 1024x768 and the dark theme', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('./');
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Projector' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
  // The set-up folds away; the board and the frontier stay.
  await expect(page.getByLabel('Start board', { exact: true })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Board of the node being expanded' })).toBeVisible();
  await expect(page.getByTestId('frontier-row').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/projector-1024.png' });
  // Remembered across a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
  await page.keyboard.press('p');
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'off');
  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.screenshot({ path: 'test-results/screens/dark-1024.png' });
  expect(consoleErrors).toEqual([]);
});

test('keyboard only: choose A*, load, play, pause, step and step back', async ({ page, consoleErrors }) => {
  await page.goto('./');
  // Tab to the algorithm select and choose A* with the keyboard.
  const algorithm = page.getByLabel('Algorithm', { exact: true });
  for (let i = 0; i < 30 && !(await algorithm.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(algorithm).toBeFocused();
  await algorithm.selectOption('astar'); // a focused select is operated from the keyboard
  await page.keyboard.press('Enter'); // submits the form: Load
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1');
  // Tab to the playback buttons and use them; the arrow-key shortcuts work from there too.
  const tabTo = async (name: string) => {
    const target = page.getByRole('button', { name, exact: true });
    for (let i = 0; i < 60 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    return target;
  };
  const forward = await tabTo('Step forward');
  expect(await forward.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '4');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '3');
  await page.keyboard.press('Shift+Tab'); // back to Play
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', '14');
  expect(consoleErrors).toEqual([]);
});
