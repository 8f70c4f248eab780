/**
 * In front of a class, round two (issue #30): what a lecturer shows fits the screen. Projector mode
 * at 1024x768 keeps the running line of pseudocode beside five frontier rows, and the Details
 * drawer's close button sits on a bar of its own, never on the code.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tiesWholeInRows } from './visualizerHelpers';

const SCREENS = 'test-results/screens';

/** How many of the list's rows are whole inside its scroll box. */
async function rowsInView(list: Locator): Promise<number> {
  return list.evaluate((box) => {
    const b = box.getBoundingClientRect();
    return [...box.querySelectorAll('.frontier-row')].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5;
    }).length;
  });
}

async function fontSize(locator: Locator): Promise<number> {
  return locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
}

async function steps(page: Page, n: number) {
  for (let i = 0; i < n; i++) await page.getByRole('button', { name: 'Step forward' }).click();
}

test('projector mode at 1024x768: the running pseudocode line beside five whole frontier rows; Details closes from a bar off the code', async ({
  page,
  consoleErrors,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('./');
  await steps(page, 14);
  await page.getByRole('button', { name: 'Projector' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
  await expect(page.getByTestId('frontier-count')).toHaveText('5 nodes');

  // The line that ran, in the projector's type, beside (not over) the frontier.
  const running = page.getByTestId('running-lines');
  const line = running.locator('[aria-current="step"]');
  await expect(line).toBeVisible();
  expect(await fontSize(line)).toBeGreaterThanOrEqual(24);
  const runningBox = (await running.boundingBox())!;
  const frontierBox = (await page.locator('.frontier-column').boundingBox())!;
  expect(runningBox.x + runningBox.width, 'left of the frontier').toBeLessThanOrEqual(frontierBox.x);
  expect(runningBox.y + runningBox.height, 'above the playback bar').toBeLessThanOrEqual(
    (await page.locator('.playback').boundingBox())!.y,
  );
  const list = page.locator('.frontier-scroll');
  await expect.poll(() => rowsInView(list), { message: 'five whole rows' }).toBeGreaterThanOrEqual(5);
  await page.screenshot({ path: `${SCREENS}/lecture30-projector-1024-running-line.png` });

  // The same line the full listing highlights.
  await page.getByRole('button', { name: 'Details', exact: true }).click();
  const details = page.locator('.side-column');
  const listed = details.locator('.pseudocode-lines [aria-current="step"]');
  await expect(listed).toBeVisible();
  expect((await listed.innerText()).replace(/\s+/g, ' ').trim()).toBe(
    (await line.innerText()).replace(/\s+/g, ' ').trim(),
  );

  // Scrolled to any place, the code never shows beside or behind the close button: across the
  // drawer at the button's height, every point is the bar.
  const close = details.getByRole('button', { name: 'Close', exact: true });
  for (const scroll of [0, 150, 400]) {
    await details.evaluate((el, top) => el.scrollTo(0, top), scroll);
    const hits = await close.evaluate((button) => {
      const drawer = button.closest('.side-column')!.getBoundingClientRect();
      const b = button.getBoundingClientRect();
      const y = b.top + b.height / 2;
      const xs = Array.from({ length: 12 }, (_, i) => drawer.left + 14 + ((drawer.width - 28) * i) / 11);
      return xs.map((x) => document.elementFromPoint(x, y)?.closest('.drawer-bar') !== null);
    });
    expect(hits, `scrolled to ${scroll}`).not.toContain(false);
  }
  // Stepping brings a line above the view into it below the bar, not under it (within four
  // steps an expansion comes, whose line is above the one running now). The running line is put
  // just under the bar first: a column the reader scrolled away from the line is left alone.
  const top = await listed.evaluate((el) => {
    const box = el.closest('.side-column')!;
    const bar = box.querySelector('.drawer-bar')!.getBoundingClientRect();
    box.scrollTop += el.getBoundingClientRect().top - (bar.bottom + 8);
    return box.scrollTop;
  });
  await steps(page, 4);
  await expect.poll(() => details.evaluate((el) => el.scrollTop)).toBeLessThan(top);
  await expect
    .poll(async () => {
      const bar = (await details.locator('.drawer-bar').boundingBox())!;
      const now = (await listed.boundingBox())!;
      return now.y >= bar.y + bar.height - 0.5;
    })
    .toBe(true);
  await page.screenshot({ path: `${SCREENS}/lecture30-projector-1024-details.png` });
  await close.click();
  await expect(details).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

/** Opens the example lesson `lesson` (0: A*, 1: BFS vs IDA*) in the presenter at `stop` (0-based). */
async function present(page: Page, lesson: number, stop: number) {
  await page.getByTestId('lessons-button').click();
  await page.getByTestId('lesson-examples').click();
  await page.getByTestId('lesson-select').selectOption({ index: lesson });
  await page.getByTestId('lesson-present').click();
  for (let i = 0; i < stop; i++) await page.keyboard.press('PageDown');
  await expect(page.getByTestId('presenter-counter')).toHaveText(`Stop ${stop + 1} of 4`);
}

for (const width of [1366, 1024]) {
  test(`presenting at ${width}x768: the note folds to a line, a frontier stop shows its rows, a tree stop its tree, a compare stop its counter and charts`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 768 });
    await page.goto('./');

    // "f rises to 12": six nodes in the frontier, the note about the rows with f = 12.
    await present(page, 0, 2);
    await expect(page.getByTestId('position').first()).toHaveAttribute('data-cursor', '25');
    await expect(page.getByTestId('frontier-count')).toHaveText('6 nodes');
    const band = (await page.getByTestId('lesson-presenter').boundingBox())!;
    expect(band.height, 'the band: title and one line of note').toBeLessThanOrEqual(120);
    const note = page.getByTestId('presenter-note');
    const folded = (await note.boundingBox())!.height;
    // The list sizes its rows once it has measured its box.
    await expect
      .poll(() => rowsInView(page.locator('.frontier-scroll')), { message: 'five whole rows' })
      .toBeGreaterThanOrEqual(5);
    expect(await tiesWholeInRows(page), 'each tie label whole in its row').toBe(true);
    const sentence = await page
      .getByTestId('narration')
      .evaluate(
        (el) => el.getBoundingClientRect().bottom <= el.closest('.column')!.getBoundingClientRect().bottom + 0.5,
      );
    expect(sentence, 'the sentence whole in the current column').toBe(true);
    await page.screenshot({ path: `${SCREENS}/lecture30-present-${width}-frontier.png` });
    // "More" shows the whole note; "Less" folds it again.
    const more = page.getByTestId('presenter-more');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    expect((await note.boundingBox())!.height).toBeGreaterThan(folded * 1.5);
    expect(await note.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await page.screenshot({ path: `${SCREENS}/lecture30-present-${width}-note-open.png` });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // "The goal, in 14 moves": the search tree, with room to read it.
    await page.keyboard.press('PageDown');
    await expect(page.getByTestId('presenter-counter')).toHaveText('Stop 4 of 4');
    const tree = page.getByTestId('search-tree');
    await expect(tree).toBeVisible();
    expect((await tree.boundingBox())!.height, 'the tree’s area').toBeGreaterThanOrEqual(220);
    await page.screenshot({ path: `${SCREENS}/lecture30-present-${width}-tree.png` });
    await page.getByTestId('presenter-exit').click();

    // "Both find 20 moves": the shared counter whole, inside the screen.
    await present(page, 1, 3);
    await expect(page.locator('main.app-main')).toHaveAttribute('data-mode', 'compare');
    const counter = page.locator('.compare-playback .position');
    await expect(counter).toContainText('37,235');
    const box = (await counter.boundingBox())!;
    expect(box.x + box.width, 'the counter inside the screen').toBeLessThanOrEqual(width);
    expect(await counter.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await page.screenshot({ path: `${SCREENS}/lecture30-present-${width}-compare.png` });

    // "BFS passes 10,000 nodes": a charts stop shows its counter whole and the frontier and
    // memory charts' plots on the screen, beside the panes' figures the note quotes.
    await page.keyboard.press('PageUp');
    await expect(page.getByTestId('presenter-counter')).toHaveText('Stop 3 of 4');
    await expect(counter).toContainText('Expansion 10,000 of');
    expect(await counter.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect((await counter.boundingBox())!.x + (await counter.boundingBox())!.width).toBeLessThanOrEqual(width);
    for (const chart of ['chart-frontier', 'chart-memory']) {
      const plot = page.getByTestId(chart).locator('svg').first();
      await expect(plot).toBeVisible();
      const r = (await plot.boundingBox())!;
      expect(r.y + r.height, `${chart}: its plot on the screen`).toBeLessThanOrEqual(768);
      expect(r.x + r.width, `${chart}: its plot on the screen`).toBeLessThanOrEqual(width);
    }
    await page.screenshot({ path: `${SCREENS}/lecture30-present-${width}-compare-charts.png` });
    expect(consoleErrors).toEqual([]);
  });
}

test('after Run to end the solution is at the top of the side column; on the main board the line under it speaks of the move shown', async ({
  page,
  consoleErrors,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./');
  await expect(page.locator('.side-column')).toBeVisible();
  await page.getByRole('button', { name: 'Run to end' }).click();
  const length = page.getByTestId('solution-length');
  await expect(length).toBeVisible();
  const total = Number(await length.getAttribute('data-length'));
  // In view in the side column without scrolling it.
  const column = (await page.locator('.side-column').boundingBox())!;
  const panel = (await page.locator('.solution-panel').boundingBox())!;
  expect(panel.y, 'the solution panel’s top in the side column’s view').toBeLessThan(column.y + 80);
  expect(panel.y + panel.height).toBeLessThanOrEqual(column.y + column.height);

  const board = page.getByRole('group', { name: 'Board of the node being expanded' });
  const before = (await board.boundingBox())!.height;
  await page.getByLabel('Show on the main board').check();
  const equation = page.getByTestId('equation');
  for (let k = 1; k <= 2; k++) {
    await page.getByRole('button', { name: 'Next move' }).click();
    await expect(page.getByTestId('board-caption')).toHaveText(`Solution on the board: move ${k} of ${total}`);
    // g is the moves made, f = g + h of the board shown (A*), not the goal's numbers.
    await expect(equation).toHaveAttribute('data-g', String(k));
    const [g, h, f] = await Promise.all(
      ['data-g', 'data-h', 'data-f'].map(async (a) => Number(await equation.getAttribute(a))),
    );
    expect(f).toBe(g + h);
    expect(h).toBeGreaterThan(0);
    await expect(equation).toHaveText(`f = g + h = ${g} + ${h} = ${f}`);
  }
  expect((await board.boundingBox())!.height, 'the board keeps its size').toBeGreaterThanOrEqual(before - 1);
  await page.screenshot({ path: `${SCREENS}/lecture30-solution-on-board-1366.png` });
  expect(consoleErrors).toEqual([]);
});

/** The smallest computed font size (px) of what the selector matches; fails when nothing matches. */
async function smallestFont(page: Page, selector: string): Promise<number> {
  const sizes = await page
    .locator(selector)
    .evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el as Element).fontSize)));
  expect(sizes.length, `${selector}: something to measure`).toBeGreaterThan(0);
  return Math.min(...sizes);
}

for (const [name, link] of [
  ['3x3', './?step=30'],
  ['4x4', './?size=4x4&board=1,10,2,3/5,11,6,4/9,8,0,7/13,14,15,12&algorithm=astar&heuristic=manhattan&step=40'],
] as const) {
  test(`at 1366x768 without projector mode (${name}): tie labels and the frontier's digits at 13 px, the counter and the pseudocode at 14 px, every label whole`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(link);
    await expect(page.locator('html')).not.toHaveAttribute('data-projector', 'on');
    await expect(page.locator('.frontier-row .tie').first()).toBeVisible();
    await expect(page.getByTestId('pseudocode')).toBeVisible();
    expect(await smallestFont(page, '.frontier-row .tie')).toBeGreaterThanOrEqual(13);
    expect(await smallestFont(page, '.frontier-row .mini-cell')).toBeGreaterThanOrEqual(13);
    expect(await smallestFont(page, '.playback .position')).toBeGreaterThanOrEqual(14);
    expect(await smallestFont(page, '.pseudocode-lines > li')).toBeGreaterThanOrEqual(14);
    // The digits fit their cells ("15" too), and the tie labels are whole inside their rows.
    const overflowing = await page
      .locator('.frontier-row .mini-cell')
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).length);
    expect(overflowing).toBe(0);
    expect(await tiesWholeInRows(page)).toBe(true);
    // Still a list to compare: four whole rows at least.
    await expect.poll(() => rowsInView(page.locator('.frontier-scroll'))).toBeGreaterThanOrEqual(4);
    await page.screenshot({ path: `${SCREENS}/lecture30-laptop-text-${name}-1366.png` });
    expect(consoleErrors).toEqual([]);
  });
}
