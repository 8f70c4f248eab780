/** Classroom features of the visualizer: the quiz, the lesson log, projector mode and themes, keyboard-only use. */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { SearchEvent } from '../../src/core/events';
import { makePuzzle } from '../../src/core/puzzle';
import { createReplayer } from '../../src/core/replay';
import { runToEnd } from '../../src/core/solvers';
import { DEFAULT_SETUP } from '../../src/store/runStore';
import { expect, settled, test } from './fixtures';
import { tiesWholeInRows } from './visualizerHelpers';

/**
 * The page's default run (A*, Manhattan, the lesson board) replayed by the core: the node each
 * quiz question expects, and how many frontier nodes tie with it, as the reveal must explain.
 */
function quizFacts(question: number) {
  const puzzle = makePuzzle(DEFAULT_SETUP.rows, DEFAULT_SETUP.cols, DEFAULT_SETUP.goal);
  const { events } = runToEnd(puzzle, DEFAULT_SETUP.start, { algorithm: 'astar', heuristic: 'manhattan' });
  const replayer = createReplayer('astar');
  replayer.append(events!);
  const at = events!.flatMap((e, i) => (e.type === 'expand' ? [i] : []))[question];
  const expand = events![at] as Extract<SearchEvent, { type: 'expand' }>;
  const view = replayer.seek(at);
  const frontier = view.frontier.slice(0, view.frontier.size);
  const tied = frontier.filter((n) => n.f === expand.node.f);
  return { answer: expand.node, tied: tied.length, tiedH: tied.filter((n) => n.h === expand.node.h).length };
}

test('quiz: pick the next expansion, see the answer explained, keep score', async ({ page, consoleErrors }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Quiz' }).click();
  const quiz = page.getByTestId('quiz');
  const result = page.getByTestId('quiz-result');
  await expect(quiz).toContainText('which node is expanded next?');
  // The frontier list (which shows the order) is hidden during a quiz.
  await expect(page.getByTestId('frontier-row')).toHaveCount(0);
  await expect(page.getByTestId('quiz-score')).toHaveText('0 of 0 correct');
  // Only the root is in the frontier at first: nothing to choose, so it is stepped over (and said so).
  await expect(page.getByTestId('quiz-skipped')).toContainText('1 expansion with only one node waiting');
  // The first question: the root's children. The core says which one A* takes, and why.
  const first = quizFacts(1);
  expect(await quiz.locator('.quiz-choice').count()).toBeGreaterThan(1);
  await quiz.locator(`.quiz-choice[data-id="${first.answer.id}"]`).click();
  await expect(result).toContainText('Correct!');
  await expect(result).toContainText(
    first.tied === 1
      ? `f = ${first.answer.f} was the only one that low`
      : first.tiedH === 1
        ? `${first.tied} nodes tied at f = ${first.answer.f}; the tie-break takes the lowest h (h = ${first.answer.h})`
        : `${first.tied} nodes tied at f = ${first.answer.f} and h = ${first.answer.h}`,
  );
  await expect(page.getByTestId('quiz-score')).toHaveText('1 of 1 correct');
  await page.screenshot({ path: 'test-results/screens/quiz.png' });
  // The second: a wrong pick is named as such, with the card that was taken.
  await page.getByRole('button', { name: 'Next question' }).click();
  const second = quizFacts(2);
  await quiz.locator(`.quiz-choice:not([data-id="${second.answer.id}"])`).first().click();
  await expect(result).toContainText('Not this time');
  const taken = await quiz.locator(`.quiz-choice[data-id="${second.answer.id}"]`).getAttribute('data-letter');
  await expect(result).toContainText(`card ${taken} was taken`);
  await expect(page.getByTestId('quiz-score')).toHaveText('1 of 2 correct');
  expect(consoleErrors).toEqual([]);
});

test('lesson log narrates the steps and exports them as CSV (with a BOM), text and JSON', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Log' }).click();
  const log = page.getByTestId('lesson-log');
  await expect(log.locator('li')).toHaveCount(7);
  await expect(log.locator('li').first()).toContainText('Start: the root');
  await expect(log.locator('li').nth(1)).toContainText('Took the node with the lowest f');
  const sentences = await log.locator('li').allInnerTexts();
  const exported = async (format: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: format, exact: true }).click(),
    ]);
    return readFileSync(await download.path(), 'utf8');
  };

  const csvText = await exported('CSV');
  // Excel on a Japanese Windows PC reads UTF-8 only with the byte-order mark.
  expect(csvText.charCodeAt(0)).toBe(0xfeff);
  const csv = csvText.slice(1).trim().split('\n');
  expect(csv[0]).toBe('step,event,node,parent,move,g,h,f,outcome,frontier,expanded,generated,bound,sentence');
  expect(csv).toHaveLength(1 + 7);
  expect(csv[2]).toMatch(/^2,expand,0,-1,/);

  const txt = (await exported('TXT')).split('\n');
  expect(txt[0]).toBe(`A* on ${DEFAULT_SETUP.start.join(' ')} (goal ${DEFAULT_SETUP.goal.join(' ')})`);
  expect(txt.slice(2)).toEqual(sentences.map((s, i) => `${i + 1}. ${s}`));

  // JSON, in Japanese: the same steps, with the sentences of the page's language.
  await page.getByLabel('Language').selectOption('ja');
  // The Japanese catalogues load first: read the log once it speaks Japanese.
  await expect(log.locator('li').nth(1)).toHaveText(/[\u3040-\u30ff\u4e00-\u9fff]/);
  const jaSentences = await log.locator('li').allInnerTexts();
  const json = JSON.parse(await exported('JSON'));
  expect(json.setup).toMatchObject({ algorithm: 'astar', start: DEFAULT_SETUP.start });
  expect(json.truncated).toBe(false);
  expect(json.steps).toHaveLength(7);
  expect(json.steps[1]).toMatchObject({ step: 2, event: 'expand', node: 0 });
  expect(json.steps.map((s: { sentence: string }) => s.sentence)).toEqual(jaSentences);
  expect(jaSentences[1]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  await page.screenshot({ path: 'test-results/screens/lesson-log.png' });
  expect(consoleErrors).toEqual([]);
});

/** The page at the usual projector size, tiles jumping rather than sliding so every picture is settled. */
async function openAt1024(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('./');
}

/** Nothing is wider than the window: no sideways scrolling on a projector. */
async function expectNoHorizontalOverflow(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: page width`).toBeLessThanOrEqual(innerWidth);
}

/** The whole board and the whole sentence are on screen: inside their column, above the playback bar. */
async function expectCurrentNodeFits(page: Page, what: string) {
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const column = await box(page.locator('.current-column'));
  const board = await box(page.getByRole('group', { name: 'Board of the node being expanded' }));
  const narration = await box(page.getByTestId('narration'));
  const bar = await box(page.locator('.playback'));
  expect(board.y, `${what}: board top`).toBeGreaterThanOrEqual(column.y);
  expect(board.y + board.height, `${what}: board bottom`).toBeLessThanOrEqual(narration.y);
  expect(narration.y + narration.height, `${what}: sentence within its column`).toBeLessThanOrEqual(
    column.y + column.height + 0.5,
  );
  expect(narration.y + narration.height, `${what}: sentence above the playback bar`).toBeLessThanOrEqual(bar.y);
}

/** How many frontier rows are wholly inside the list's visible area. */
async function frontierRowsShown(page: Page): Promise<number> {
  return page.locator('.frontier-scroll').evaluate((scroll) => {
    const view = scroll.getBoundingClientRect();
    return [...scroll.querySelectorAll('[data-testid="frontier-row"]')].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= view.top - 0.5 && r.bottom <= view.bottom + 0.5;
    }).length;
  });
}

test('projector mode at 1024x768: large type, the whole sentence, Details and the set-up on demand', async ({
  page,
  consoleErrors,
}) => {
  await openAt1024(page);
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Projector' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
  const rootFont = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect(rootFont).toBeGreaterThanOrEqual(22);
  // The set-up and the side column fold away; the board, the frontier and the sentence stay.
  await expect(page.getByLabel('Start board', { exact: true })).toBeHidden();
  await expect(page.locator('.side-column')).toBeHidden();
  await expect(page.getByTestId('frontier-row').first()).toBeVisible();
  await expectCurrentNodeFits(page, 'projector');
  await expectNoHorizontalOverflow(page, 'projector');
  // Frontier boards the back row can read: cells at least twice the old 13 px laptop size.
  const cell = await page.locator('.frontier-row .mini-cell').first().boundingBox();
  expect(cell!.width).toBeGreaterThanOrEqual(24);
  const board = await page.getByRole('group', { name: 'Board of the node being expanded' }).boundingBox();
  // The running line of pseudocode shares the column (the listing is in the Details drawer here).
  await expect(page.getByTestId('running-lines')).toBeVisible();
  expect(board!.height, 'the board takes the room the sentence and the running line leave').toBeGreaterThanOrEqual(150);
  // The tie explanations beside the mini boards stay inside their rows in the larger type.
  expect(await tiesWholeInRows(page)).toBe(true);
  await expect(page.getByTestId('tie').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/projector-1024.png' });

  // Details: a drawer over the frontier, never a row squeezing the board, never wider than the screen.
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.locator('.side-column')).toBeVisible();
  await expect(page.getByTestId('closed-count')).toBeVisible();
  await expectCurrentNodeFits(page, 'projector with Details');
  await expectNoHorizontalOverflow(page, 'projector with Details');
  await page.screenshot({ path: 'test-results/screens/projector-1024-details.png' });
  await page.getByRole('button', { name: 'Details' }).click();

  // The set-up comes back on demand, to load another board without leaving projector mode.
  await page.getByRole('button', { name: 'Show set-up' }).click();
  await expect(page.getByLabel('Start board', { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'projector with the set-up');
  await page.screenshot({ path: 'test-results/screens/projector-1024-setup.png' });
  await page.getByRole('button', { name: 'Show set-up' }).click();
  await expect(page.getByLabel('Start board', { exact: true })).toBeHidden();

  // Remembered across a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
  await page.keyboard.press('p');
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'off');
  await expect(page.getByRole('button', { name: 'Show set-up' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a 1024x768 laptop screen keeps the board and five frontier rows, with Details as a drawer', async ({
  page,
  consoleErrors,
}) => {
  await openAt1024(page);
  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  for (let i = 0; i < 24; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '25');
  await expect(page.locator('.side-column')).toBeHidden();
  await expectCurrentNodeFits(page, 'laptop');
  // Read once the layout has settled (strings of parts loaded later can arrive after the steps).
  await expect.poll(() => frontierRowsShown(page)).toBeGreaterThanOrEqual(5);
  await expectNoHorizontalOverflow(page, 'laptop');
  await page.screenshot({ path: 'test-results/screens/dark-1024.png' });
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.locator('.side-column')).toBeVisible();
  await expectCurrentNodeFits(page, 'laptop with Details');
  await expectNoHorizontalOverflow(page, 'laptop with Details');
  await page.screenshot({ path: 'test-results/screens/dark-1024-details.png' });
  expect(consoleErrors).toEqual([]);
});

test('Play, Compare and Explore in projector mode at 1024x768: nothing wider than the screen', async ({
  page,
  consoleErrors,
}) => {
  await openAt1024(page);
  await page.getByRole('button', { name: 'Projector' }).click();
  for (const tab of ['Play', 'Compare', 'Explore']) {
    await page.getByRole('tab', { name: tab }).click();
    await settled(page); // charts draw in a frame or two
    await expectNoHorizontalOverflow(page, tab);
    await page.screenshot({ path: `test-results/screens/projector-1024-${tab.toLowerCase()}.png` });
  }
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
