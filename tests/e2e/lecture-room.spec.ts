/**
 * In front of a class (issue #20): the quiz run with a room (lettered cards that stay, the right
 * one marked, numbers that can be hidden, never a one-card question), tie labels in terms on the
 * screen, projector type measured at 1024x768, drawers that close the three usual ways, and the
 * heuristic lab that never scrolls past the app.
 */
import type { Locator, Page } from '@playwright/test';
import type { SearchEvent } from '../../src/core/events';
import { expect, test, treeDrawn } from './fixtures';
import { coreEvents, loadBoard } from './visualizerHelpers';

const SCREENS = 'test-results/screens';
const LESSON = [8, 1, 3, 4, 0, 2, 7, 6, 5];
/** Nothing a lecturer points at is smaller than this in projector mode. */
const MIN_PROJECTOR_PX = 24;

/** The node the core expands as its `n`-th expansion (0-based) on the lesson board. */
function nthExpansion(algorithm: 'astar' | 'idastar', n: number) {
  const expands = coreEvents(LESSON, algorithm, 'manhattan').filter(
    (e): e is Extract<SearchEvent, { type: 'expand' }> => e.type === 'expand',
  );
  return expands[n].node;
}

/** Every computed font size (px) of what the selector matches, and how many it matched. */
async function fontSizes(page: Page, selector: string): Promise<number[]> {
  return page
    .locator(selector)
    .evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el as Element).fontSize)));
}

async function expectAllAtLeast(page: Page, selector: string, px: number) {
  const sizes = await fontSizes(page, selector);
  expect(sizes.length, `${selector}: something to measure`).toBeGreaterThan(0);
  expect(Math.min(...sizes), `${selector}: smallest font size`).toBeGreaterThanOrEqual(px);
}

async function openProjector1024(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('./');
}

test('quiz with a room: honest prompt, lettered cards that stay marked, numbers hidden on demand, never one card', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Quiz', exact: true }).click();
  // The quiz is its own chunk, loaded on first use: wait for its first card.
  await expect(page.getByTestId('quiz').locator('.quiz-choice').first()).toBeVisible();
  const quiz = page.getByTestId('quiz');
  const cards = quiz.locator('.quiz-choice');
  // The root alone is never asked: the first question is about its children.
  expect(await cards.count()).toBeGreaterThan(1);
  // The prompt says the cards are shuffled; it no longer claims the order the nodes were added.
  const prompt = page.getByTestId('quiz-prompt');
  await expect(prompt).toContainText('shuffled');
  await expect(prompt).not.toContainText('in the order the nodes were added');
  const n = await cards.count();
  await expect(prompt).toContainText(`Cards A–${String.fromCharCode(64 + n)}`);
  // Letters to call out, A, B, C... in reading order.
  const letters = Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));
  await expect(quiz.locator('.quiz-letter')).toHaveText(letters);

  // Hide h and f (the lowest f is A*'s answer), then g too.
  const numbers = page.getByTestId('quiz-numbers');
  await expect(quiz.getByTestId('quiz-card-numbers').first()).toContainText('f');
  await numbers.selectOption({ label: 'g only (h and f hidden)' });
  const shown = await quiz.getByTestId('quiz-card-numbers').allInnerTexts();
  expect(shown).toHaveLength(n);
  for (const text of shown) expect(text).toMatch(/^g \d+$/);
  await numbers.selectOption({ label: 'none (g, h and f hidden)' });
  await expect(quiz.getByTestId('quiz-card-numbers')).toHaveCount(0);
  for (const text of await cards.allInnerTexts()) expect(text).not.toMatch(/\b[ghf] \d/);
  await page.screenshot({ path: `${SCREENS}/lecture-quiz-hidden-1366.png` });

  // A wrong pick: the same cards stay, in their places, the one taken and the pick marked.
  const answer = nthExpansion('astar', 1);
  const before = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-id')));
  const wrong = quiz.locator(`.quiz-choice:not([data-id="${answer.id}"])`).first();
  const wrongId = await wrong.getAttribute('data-id');
  await wrong.click();
  await expect(page.getByTestId('quiz-result')).toContainText('Not this time');
  expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-id')))).toEqual(before);
  const right = quiz.locator('.quiz-choice[data-mark="right"]');
  await expect(right).toHaveCount(1);
  await expect(right).toHaveAttribute('data-id', String(answer.id));
  await expect(right).toContainText('taken next');
  const picked = quiz.locator('.quiz-choice[data-mark="wrong"]');
  await expect(picked).toHaveAttribute('data-id', wrongId!);
  await expect(picked).toContainText('your pick');
  const letter = await right.getAttribute('data-letter');
  await expect(page.getByTestId('quiz-result')).toContainText(`card ${letter} was taken`);
  // After the answer the numbers are shown, so the class sees why.
  await expect(quiz.getByTestId('quiz-card-numbers')).toHaveCount(n);
  await expect(right.getByTestId('quiz-card-numbers')).toHaveText(`g ${answer.g} · h ${answer.h} · f ${answer.f}`);
  await page.screenshot({ path: `${SCREENS}/lecture-quiz-answered-1366.png` });

  // The next questions: always a choice, numbers still hidden until the answer.
  for (let q = 0; q < 8; q++) {
    await page.getByRole('button', { name: 'Next question' }).click();
    expect(await cards.count(), `question ${q + 2}`).toBeGreaterThan(1);
    await expect(quiz.getByTestId('quiz-card-numbers')).toHaveCount(0);
    await cards.first().click();
    await expect(page.getByTestId('quiz-result')).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('quiz round two: cards that tie show their age, the explanation names the card, hidden numbers hidden everywhere, letter keys answer', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Log', exact: true }).click();
  await page.getByRole('button', { name: 'Quiz', exact: true }).click();
  const quiz = page.getByTestId('quiz');
  const cards = quiz.locator('.quiz-choice');
  await expect(cards.first()).toBeVisible();
  // The default board's first question: two children at g 1, h 9, f 10; only age decides.
  const answer = nthExpansion('astar', 1);
  const offered = await cards.evaluateAll((els) =>
    els.map((el) => ({
      id: Number(el.getAttribute('data-id')),
      letter: el.getAttribute('data-letter')!,
      numbers: el.querySelector('[data-testid="quiz-card-numbers"]')?.textContent ?? '',
      age: el.querySelector('[data-testid="quiz-age"]')?.textContent ?? '',
    })),
  );
  const right = offered.find((c) => c.id === answer.id)!;
  const twins = offered.filter((c) => c.numbers === right.numbers);
  expect(twins.length, 'the default board asks about a tie').toBeGreaterThan(1);
  // Every card carries its age, and among the cards that look alike the answer is the oldest.
  for (const c of offered) expect(c.age).toMatch(/^generated \d+(st|nd|rd|th)$/);
  const ageOf = (c: (typeof offered)[number]) => parseInt(c.age.replace(/\D/g, ''), 10);
  expect(new Set(offered.map(ageOf)).size).toBe(offered.length);
  for (const twin of twins) if (twin !== right) expect(ageOf(right)).toBeLessThan(ageOf(twin));

  // Numbers hidden: the narration, the current node's line, the pseudocode's node values and the
  // lesson log hide them too while the question is open.
  await page.getByTestId('quiz-numbers').selectOption('none');
  await expect(quiz.getByTestId('quiz-card-numbers')).toHaveCount(0);
  await expect(page.getByTestId('quiz-hidden-line')).toBeVisible();
  await expect(page.getByTestId('narration')).toHaveText('The numbers are hidden while the question is open.');
  const NUMBERS = /\b[fgh] ?[=:]? ?\d/;
  expect(await page.locator('.current-column').innerText()).not.toMatch(NUMBERS);
  expect(await page.getByTestId('pseudocode-values').innerText()).not.toMatch(NUMBERS);
  await expect(page.getByTestId('lesson-log')).toHaveCount(0);
  for (const text of await cards.allInnerTexts()) expect(text).not.toMatch(NUMBERS);

  // The keyboard help lists the quiz's keys; the letter key answers.
  await page.keyboard.press('?');
  const help = page.getByTestId('key-help');
  await expect(help.getByRole('heading', { name: 'Quiz' })).toBeVisible();
  await expect(help).toContainText('A / B / C / D');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await page.keyboard.press(right.letter.toLowerCase());
  const result = page.getByTestId('quiz-result');
  await expect(result).toContainText(`Correct! Card ${right.letter} was taken.`);
  // The explanation says which card the tie-break took.
  await expect(page.getByTestId('quiz-why')).toContainText(`oldest node, card ${right.letter}.`);
  // Answered: the numbers are back everywhere.
  await expect(page.getByTestId('narration')).toContainText(`f = ${answer.f}`);
  await expect(page.getByTestId('lesson-log')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/lecture-quiz-age-1366.png` });

  // In Japanese: the age and the key help in Japanese words.
  await page.getByLabel('Language').selectOption('ja');
  await expect(quiz.getByTestId('quiz-age').first()).toHaveText(/^\d+ 番目に生成$/);
  await page.keyboard.press('?');
  await expect(page.getByTestId('key-help').getByRole('heading', { name: 'クイズ' })).toBeVisible();
  await expect(page.getByTestId('key-help')).toContainText('そのカードでクイズに答える');
  expect(consoleErrors).toEqual([]);
});

test('quiz on IDA*: every pass restarts from the root alone, which is stepped over, never asked', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  await loadBoard(page, LESSON.join(' '), 'IDA*', 'Manhattan distance');
  await page.getByRole('button', { name: 'Quiz', exact: true }).click();
  // The quiz is its own chunk, loaded on first use: wait for its first card.
  await expect(page.getByTestId('quiz').locator('.quiz-choice').first()).toBeVisible();
  const quiz = page.getByTestId('quiz');
  const cards = quiz.locator('.quiz-choice');
  let skippedNotes = 0;
  for (let q = 0; q < 30; q++) {
    if ((await quiz.getByText('The search has ended').count()) > 0) break;
    expect(await cards.count(), `question ${q + 1}`).toBeGreaterThan(1);
    if ((await page.getByTestId('quiz-skipped').count()) > 0) skippedNotes++;
    await cards.first().click();
    await page.getByRole('button', { name: 'Next question' }).click();
  }
  expect(skippedNotes, 'a new pass starts with the root alone: stepped over').toBeGreaterThan(1);
  expect(consoleErrors).toEqual([]);
});

test('tie labels name the rows on screen (the # column), in English and Japanese', async ({ page, consoleErrors }) => {
  await page.goto('./');
  for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  const rows = page.getByTestId('frontier-row');
  const ties = page.getByTestId('tie');
  expect(await ties.count()).toBeGreaterThan(0);
  const read = () =>
    rows.evaluateAll((els) =>
      els.map((row) => ({
        rank: row.querySelector('.rank-number')!.textContent!.replace('▶', '').trim(),
        f: row.getAttribute('data-f'),
        h: row.getAttribute('data-h'),
        tie: row.querySelector('[data-testid="tie"]')?.textContent ?? null,
        decider: row.querySelector('[data-testid="tie"]')?.getAttribute('data-decider') ?? null,
      })),
    );
  const shown = await read();
  for (const [k, row] of shown.entries()) {
    expect(row.rank, 'every row shows its number, the first too').toBe(String(k + 1));
    if (!row.tie) continue;
    expect(row.tie, 'no node id').not.toContain('#');
    // The row it names is the row above, by its number, and shares what the label says it shares.
    const named = Number(/row (\d+)/.exec(row.tie)![1]);
    expect(named).toBe(k);
    const above = shown[named - 1];
    expect(above.f).toBe(row.f);
    if (row.decider === 'age') {
      expect(row.tie).toBe(`same f, h as row ${named}: older first`);
      expect(above.h).toBe(row.h);
    } else {
      expect(row.tie).toBe(`same f as row ${named}: lower h first`);
      expect(Number(above.h)).toBeLessThan(Number(row.h));
    }
  }
  await page.getByLabel('Language').selectOption('ja');
  // The Japanese catalogue may still be on its way: wait for the page to speak Japanese.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(ties.first()).toHaveText(/^行 \d+ と f(・h)? が同じ: /);
  const ja = await read();
  for (const row of ja) if (row.tie) expect(row.tie).toMatch(/^行 \d+ と f(・h)? が同じ: /);
  expect(consoleErrors).toEqual([]);
});

test('on a phone a frontier row with a tie chip keeps its whole board and chip inside the row', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./');
  for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await page.locator('.frontier-scroll').scrollIntoViewIfNeeded();
  const fits = await page.getByTestId('frontier-row').evaluateAll((rows) =>
    rows.map((row) => {
      const r = row.getBoundingClientRect();
      const board = row.querySelector('.mini-board')!.getBoundingClientRect();
      const tie = row.querySelector('.tie');
      return {
        tie: tie !== null,
        board: board.top >= r.top - 0.5 && board.bottom <= r.bottom + 0.5,
        chip:
          !tie || (tie.getBoundingClientRect().bottom <= r.bottom + 0.5 && tie.scrollHeight <= tie.clientHeight + 1),
      };
    }),
  );
  expect(fits.some((f) => f.tie)).toBe(true);
  expect(fits.filter((f) => !f.board || !f.chip)).toEqual([]);
  await page.locator('.frontier-scroll').screenshot({ path: `${SCREENS}/lecture-frontier-phone.png` });
  expect(consoleErrors).toEqual([]);
});

test('projector mode at 1024x768: frontier digits, tie chips, row numbers and quiz cards measured at 24 px or more', async ({
  page,
  consoleErrors,
}) => {
  await openProjector1024(page);
  for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Projector' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
  await expect(page.getByTestId('tie').first()).toBeVisible();
  await expectAllAtLeast(page, '.frontier-row .mini-cell', MIN_PROJECTOR_PX);
  await expectAllAtLeast(page, '.frontier-row .tie', MIN_PROJECTOR_PX);
  await expectAllAtLeast(page, '.frontier-row .num', MIN_PROJECTOR_PX);
  await expectAllAtLeast(page, '.frontier-row .rank-number', MIN_PROJECTOR_PX);
  // Each chip whole inside its row, in that type.
  const chipsFit = await page
    .getByTestId('tie')
    .evaluateAll((ties) =>
      ties.every(
        (t) =>
          t.scrollHeight <= t.clientHeight + 1 &&
          t.getBoundingClientRect().bottom <= t.closest('.frontier-row')!.getBoundingClientRect().bottom + 0.5,
      ),
    );
  expect(chipsFit).toBe(true);
  await page.screenshot({ path: `${SCREENS}/lecture-projector-1024-frontier.png` });

  // The search tree: its nodes' labels (drawn on a canvas, so the drawing reports their size).
  await page.getByRole('button', { name: 'Search tree', exact: true }).click();
  const tree = page.getByTestId('search-tree');
  await expect(tree).toHaveAttribute('data-label-px', /\d/);
  expect(Number(await tree.getAttribute('data-label-px'))).toBeGreaterThanOrEqual(MIN_PROJECTOR_PX);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(tree).toHaveAttribute('data-solution-nodes', '15');
  await treeDrawn(tree);
  expect(Number(await tree.getAttribute('data-label-px')), 'a whole run: still readable').toBeGreaterThanOrEqual(
    MIN_PROJECTOR_PX,
  );
  await page.screenshot({ path: `${SCREENS}/lecture-projector-1024-tree.png` });
  await page.getByRole('button', { name: 'Frontier', exact: true }).click();
  await page.getByRole('button', { name: 'Reset' }).click();
  for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Step forward' }).click();

  await page.getByRole('button', { name: 'Quiz', exact: true }).click();
  // The quiz is its own chunk, loaded on first use: wait for its first card.
  await expect(page.getByTestId('quiz').locator('.quiz-choice').first()).toBeVisible();
  await expectAllAtLeast(page, '.quiz-choice .mini-cell', MIN_PROJECTOR_PX);
  await expectAllAtLeast(page, '.quiz-letter', MIN_PROJECTOR_PX);
  await expectAllAtLeast(page, '.quiz-numbers', MIN_PROJECTOR_PX);
  // Every card in view at once, for the room to call out.
  const cardsInView = await page.getByTestId('quiz').evaluate((panel) => {
    const box = panel.getBoundingClientRect();
    const cards = [...panel.querySelectorAll('.quiz-choice')].map((c) => c.getBoundingClientRect());
    return cards.length > 1 && cards.every((c) => c.top >= box.top && c.bottom <= box.bottom + 0.5);
  });
  expect(cardsInView).toBe(true);
  await page.screenshot({ path: `${SCREENS}/lecture-projector-1024-quiz.png` });
  await page.locator('.quiz-choice').first().click();
  await expectAllAtLeast(page, '.quiz-mark', MIN_PROJECTOR_PX);
  await page.screenshot({ path: `${SCREENS}/lecture-projector-1024-quiz-answered.png` });
  await page.getByRole('button', { name: 'Quiz', exact: true }).click();

  // A 4x4 board too: its digits are as large.
  await page.getByRole('button', { name: 'Show set-up' }).click();
  await loadBoard(page, '1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 0 14 15', 'A*', 'Manhattan distance');
  await page.locator('.setup-drawer').getByRole('button', { name: 'Close', exact: true }).click();
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await expectAllAtLeast(page, '.frontier-row .mini-cell', MIN_PROJECTOR_PX);
  await page.screenshot({ path: `${SCREENS}/lecture-projector-1024-4x4.png` });
  expect(consoleErrors).toEqual([]);
});

test('projector mode at 1024x768: after the answer every card, the marks and the explanation are in view, no scrolling', async ({
  page,
  consoleErrors,
}) => {
  await openProjector1024(page);
  // A 4x4 board (the tallest cards) with ties (the longest explanations), wrong picks (the longest verdicts).
  await page.goto(
    './?size=4x4&board=1,10,2,3/5,11,6,4/9,8,0,7/13,14,15,12&goal=blank-last&algorithm=astar&heuristic=manhattan',
  );
  await page.getByRole('button', { name: 'Projector' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
  await page.getByRole('button', { name: 'Quiz', exact: true }).click();
  const quiz = page.getByTestId('quiz');
  await expect(quiz.locator('.quiz-choice').first()).toBeVisible();
  for (let q = 0; q < 6; q++) {
    const cards = quiz.locator('button.quiz-choice');
    await cards.nth((await cards.count()) - 1 - (q % 2)).click();
    await expect(page.getByTestId('quiz-result')).toBeVisible();
    await expect(quiz.locator('.quiz-choice[data-mark="right"]')).toHaveCount(1);
    await expectAllAtLeast(page, '.quiz-choice .mini-cell', MIN_PROJECTOR_PX);
    await expectAllAtLeast(page, '.quiz-numbers', MIN_PROJECTOR_PX);
    await expectAllAtLeast(page, '.quiz-mark', MIN_PROJECTOR_PX);
    await expectAllAtLeast(page, '.quiz-letter', MIN_PROJECTOR_PX);
    const layout = await quiz.evaluate((panel) => {
      const box = panel.getBoundingClientRect();
      const parts = [...panel.querySelectorAll('.quiz-choice, .quiz-mark, .quiz-result p, .quiz-next')].map((el) => ({
        tag: el.tagName,
        what: el.className,
        ...el.getBoundingClientRect().toJSON(),
      }));
      return {
        scrolls: panel.scrollHeight > panel.clientHeight + 1,
        out: parts.filter((r) => r.top < box.top || r.bottom > Math.min(box.bottom, innerHeight) + 0.5),
        cards: parts.filter((r) => r.what.includes('quiz-choice')).length,
        explained: parts.filter((r) => r.tag === 'P').length,
      };
    });
    expect(layout.cards, `question ${q + 1}`).toBeGreaterThan(1);
    expect(layout.explained, `question ${q + 1}: verdict and explanation`).toBe(2);
    expect(layout.out, `question ${q + 1}: outside the view`).toEqual([]);
    expect(layout.scrolls, `question ${q + 1}: the quiz scrolls`).toBe(false);
    if (q === 0) await page.screenshot({ path: `${SCREENS}/lecture-projector-1024-quiz-4x4-answered.png` });
    await page.getByRole('button', { name: 'Next question' }).click();
  }
  expect(consoleErrors).toEqual([]);
});

/** Opens the drawer with its toggle and checks it is open. */
async function open(page: Page, toggle: string, drawer: Locator) {
  await page.getByRole('button', { name: toggle, exact: true }).click();
  await expect(drawer).toBeVisible();
}

test('drawers close with Escape, their close button and a click outside; the set-up never clips the narration', async ({
  page,
  consoleErrors,
}) => {
  await openProjector1024(page);
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Projector' }).click();

  // Details: the side column as a drawer over the frontier.
  const details = page.locator('.side-column');
  await open(page, 'Details', details);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await open(page, 'Details', details);
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(details).toBeHidden();
  await open(page, 'Details', details);
  await page.getByTestId('narration').click(); // outside the drawer
  await expect(details).toBeHidden();
  // The playback bar drives what the drawer shows: stepping leaves it open.
  await open(page, 'Details', details);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(details).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/lecture-projector-1024-details.png` });
  await details.getByRole('button', { name: 'Close', exact: true }).click();

  // Show set-up: a drawer over the columns; the sentence stays whole, above the bar, uncovered.
  const setup = page.getByLabel('Start board', { exact: true });
  await open(page, 'Show set-up', setup);
  const narration = (await page.getByTestId('narration').boundingBox())!;
  const column = (await page.locator('.current-column').boundingBox())!;
  const drawer = (await page.locator('.setup-drawer').boundingBox())!;
  expect(narration.y + narration.height).toBeLessThanOrEqual(column.y + column.height + 0.5);
  expect(drawer.y + drawer.height, 'the drawer stops above the sentence').toBeLessThanOrEqual(narration.y);
  const clipped = await page
    .getByTestId('narration')
    .evaluate((el) => el.closest('.column')!.scrollHeight > el.closest('.column')!.clientHeight + 1);
  expect(clipped, 'the current column needs no scrolling').toBe(false);
  await page.screenshot({ path: `${SCREENS}/lecture-projector-1024-setup.png` });
  await page.keyboard.press('Escape');
  await expect(setup).toBeHidden();
  await open(page, 'Show set-up', setup);
  await page.locator('.setup-drawer').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(setup).toBeHidden();
  await open(page, 'Show set-up', setup);
  await page.getByTestId('narration').click(); // outside, below the drawer
  await expect(setup).toBeHidden();
  // The board editor opened from the set-up is a dialog of its own: Escape closes it, not the set-up.
  await open(page, 'Show set-up', setup);
  await page.getByRole('button', { name: 'Edit board…' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(setup).toBeVisible();

  // At 1366 the side column is a column, not a drawer: Escape and clicks leave it.
  await page.locator('.setup-drawer').getByRole('button', { name: 'Close', exact: true }).click();
  await page.keyboard.press('p');
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, 'Details', details);
  await page.keyboard.press('Escape');
  await page.getByTestId('narration').click();
  await expect(details).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the heuristic lab never scrolls past the app: hidden data tables stay inside their panel', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  await page.getByRole('tab', { name: 'Explore' }).click();
  await page.getByRole('tab', { name: 'Heuristic lab' }).click();
  await page.getByLabel('Boards per distance').selectOption('3');
  await page.getByRole('button', { name: 'Run A* on these boards' }).click();
  await expect(page.getByRole('button', { name: 'Run A* again' })).toBeVisible({ timeout: 90_000 });
  const sizes = await page.evaluate(() => ({
    page: document.documentElement.scrollHeight,
    window: innerHeight,
    main: document.querySelector('.app-main')!.scrollHeight,
    mainBox: document.querySelector('.app-main')!.clientHeight,
  }));
  expect(sizes.page, 'the page is the window’s height').toBeLessThanOrEqual(sizes.window);
  expect(sizes.main, 'nothing below the main area').toBeLessThanOrEqual(sizes.mainBox);
  // The wheel scrolls the lab's panel to its end, and the page never moves.
  await page.mouse.move(683, 500);
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 600);
  await expect
    .poll(() => page.locator('.explorer-panel').evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2))
    .toBe(true);
  expect(await page.evaluate(() => [scrollY, document.querySelector('.app-main')!.scrollTop])).toEqual([0, 0]);
  await page.screenshot({ path: `${SCREENS}/lecture-lab-end-1366.png` });
  expect(consoleErrors).toEqual([]);
});

test('projector mode at 1024x768: compare panes show six-figure counts and whole labels, none running into the next', async ({
  page,
  consoleErrors,
}) => {
  await openProjector1024(page);
  await page.getByRole('button', { name: 'Projector' }).click();
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByRole('button', { name: 'BFS vs IDA*', exact: true }).click();
  await page.getByRole('button', { name: 'Run to end' }).click();
  const clock = page.getByTestId('compare-clock');
  await expect.poll(async () => (await clock.getAttribute('data-end')) || '', { timeout: 60_000 }).not.toBe('');
  const generated = Number(await page.getByTestId('pane-A-generated').getAttribute('data-value'));
  expect(generated, 'a count with six figures or more to fit').toBeGreaterThanOrEqual(100_000);
  await expectAllAtLeast(page, '.pane-stat dd', MIN_PROJECTOR_PX);
  // Every figure and every label fits its own cell: nothing cut, nothing spilling into a neighbour.
  const spills = await page
    .locator('.pane-stat dt, .pane-stat dd')
    .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 0.5).map((el) => el.textContent));
  expect(spills).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/projector-compare-counts.png` });
  expect(consoleErrors).toEqual([]);
});
