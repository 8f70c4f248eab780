/**
 * The pseudocode panel in the classroom: folded in each compare pane and following that pane's
 * cursor; the running line kept in view inside its own scroll box (never the page); legible
 * and whole on a 1024x768 projector; folded on a phone; and "Guess the next line", scored.
 */
import type { Locator, Page } from '@playwright/test';
import type { AlgorithmId, SearchEvent } from '../../src/core/events';
import { pseudocode as PSEUDOCODE_STRINGS } from '../../src/i18n/features/pseudocode';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { LESSON, current, expectedLine, lineNumber, link, runningLineShown } from './pseudocodeHelpers';
import { presetPreferences } from './tour';
import { coreEvents } from './visualizerHelpers';

/** The line is wholly inside the box's visible rect. */
async function expectInside(line: Locator, box: Locator, what: string) {
  const [l, b] = [await line.boundingBox(), await box.boundingBox()];
  expect(l && b, what).toBeTruthy();
  expect(l!.y, `${what}: top`).toBeGreaterThanOrEqual(b!.y - 0.5);
  expect(l!.y + l!.height, `${what}: bottom`).toBeLessThanOrEqual(b!.y + b!.height + 0.5);
  expect(l!.x + l!.width, `${what}: right`).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
}

/** The cursor that stops on an expansion whose next event is a push (cursor c shows event c - 1). */
function popBeforePush(events: SearchEvent[]): number {
  return events.findIndex((e, i) => e.type === 'expand' && events[i + 1]?.type === 'generate') + 1;
}

/** Compare mode at clock E shows, in each pane, every event before its (E + 1)-th expansion. */
function paneEventAt(events: SearchEvent[], clock: number): SearchEvent {
  let seen = 0;
  const cursor = events.findIndex((e) => e.type === 'expand' && seen++ === clock);
  return events[(cursor < 0 ? events.length : cursor) - 1];
}

test('compare: each pane has a folded pseudocode panel that follows its own cursor', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(
    './?mode=compare&board=8,1,3/4,0,2/7,6,5&goal=blank-last&budget=200000&panes=astar:manhattan;idastar:manhattan&step=3',
  );
  const runs: [string, AlgorithmId][] = [
    ['A', 'astar'],
    ['B', 'idastar'],
  ];
  for (const [letter] of runs) {
    const panel = page.getByTestId(`pane-${letter}`).getByTestId('pseudocode');
    await expect(panel.locator('summary')).toHaveText('Pseudocode');
    await expect(panel).not.toHaveAttribute('open');
    await expect(page.getByRole('region', { name: `Pseudocode (pane ${letter})` })).toHaveCount(0);
  }
  for (const [letter] of runs) await page.getByTestId(`pane-${letter}`).locator('summary').click();
  const check = async (clock: number) => {
    for (const [letter, algorithm] of runs) {
      const name = `Pseudocode (pane ${letter})`;
      const event = paneEventAt(coreEvents(LESSON, algorithm, 'manhattan', 400), clock);
      await expect(current(page, name), `pane ${letter} at clock ${clock}`).toHaveText(
        expectedLine('en', algorithm, event),
      );
      // The pane's list scrolls on its own; the running line is in its view.
      await expectInside(current(page, name), page.getByRole('region', { name }).locator('ol'), `pane ${letter}`);
    }
  };
  await check(3);
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Step: one expansion in every pane' }).click();
  await check(5);
  await page.getByRole('button', { name: 'Step back one expansion' }).click();
  await check(4);
  expect(consoleErrors).toEqual([]);
});

test('1366x768: the running line is scrolled into view in the side column, not the page', async ({
  page,
  consoleErrors,
}) => {
  const events = coreEvents(LESSON, 'astar', 'manhattan', 40);
  const pop = popBeforePush(events);
  const next = events[pop];
  expect(next.type === 'generate' && next.outcome === 'new').toBe(true);
  await page.goto(link('astar', pop));
  const side = page.getByRole('region', { name: 'Details' });
  await expect(current(page)).toHaveText(expectedLine('en', 'astar', events[pop - 1]));
  const step = page.getByRole('button', { name: 'Step forward', exact: true });
  await step.focus();
  await page.keyboard.press('Enter');
  await expect(current(page)).toHaveText(expectedLine('en', 'astar', next));
  await expect(current(page)).toContainText('add child to frontier');
  await expect.poll(() => side.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await expectInside(current(page), side, 'the push line in the side column');
  // The page itself did not move, and the focus stayed on Step forward.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(step).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('1366x768: a reader who scrolls the side column past the listing keeps that view, until they scroll back to it', async ({
  page,
  consoleErrors,
}) => {
  const events = coreEvents(LESSON, 'astar', 'manhattan', 40);
  const pop = popBeforePush(events);
  await page.goto(link('astar', pop));
  const side = page.getByRole('region', { name: 'Details' });
  await expect(current(page)).toHaveText(expectedLine('en', 'astar', events[pop - 1]));
  // A scroll event is dispatched in the frame after the scroll, before that frame's callbacks.
  const nextFrame = () => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
  const step = page.getByRole('button', { name: 'Step forward', exact: true });

  // To the closed set at the column's end: stepping to the push line leaves the column there.
  await side.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await nextFrame();
  expect(await runningLineShown(page)).toBe('none');
  await step.click();
  await expect(current(page)).toHaveText(expectedLine('en', 'astar', events[pop]));
  await expect(current(page)).toContainText('add child to frontier');
  await nextFrame();
  await nextFrame();
  expect(await runningLineShown(page)).toBe('none');

  // Back on the pop line, which the reader scrolls to the box's foot: the listing is in view
  // again, and the push line under it, out of view, is followed into view.
  await page.getByRole('button', { name: 'Step back', exact: true }).click();
  await expect(current(page)).toHaveText(expectedLine('en', 'astar', events[pop - 1]));
  await current(page).evaluate((el) => {
    const box = el.closest('.side-column')!;
    box.scrollTop += el.getBoundingClientRect().bottom - (box.getBoundingClientRect().bottom - 8);
  });
  await nextFrame();
  expect(await runningLineShown(page)).toBe('whole');
  await step.click();
  await expect(current(page)).toContainText('add child to frontier');
  await expect.poll(() => runningLineShown(page)).toBe('whole');
  await expectInside(current(page), side, 'the push line, followed again');
  expect(consoleErrors).toEqual([]);
});

test('projector at 1024x768: the panel in the Details drawer is large and whole', async ({ page, consoleErrors }) => {
  await presetPreferences(page, { language: 'en', projector: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  const events = coreEvents(LESSON, 'astar', 'manhattan', 40);
  const push = events.findIndex((e) => e.type === 'generate' && e.outcome === 'new') + 1;
  await page.goto(link('astar', push));
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
  await page.getByRole('button', { name: 'Details' }).click();
  const side = page.getByRole('region', { name: 'Details' });
  await expect(current(page)).toHaveText(expectedLine('en', 'astar', events[push - 1]));
  const fontPx = await current(page).evaluate((li) => parseFloat(getComputedStyle(li).fontSize));
  console.log(`projector: pseudocode line ${fontPx} px`);
  // The laptop's 0.85 em is 13.6 px; the back row of a classroom needs the projector's 24 px.
  expect(fontPx).toBeGreaterThanOrEqual(24);
  await expectInside(current(page), side, 'the running line in the drawer');
  // No line is cut at the right: long lines wrap inside the panel.
  const clipped = await page
    .getByRole('region', { name: 'Pseudocode' })
    .locator('li')
    .evaluateAll((lis) => lis.filter((li) => li.scrollWidth > li.clientWidth + 1).length);
  expect(clipped).toBe(0);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]);
  expect(consoleErrors).toEqual([]);
});

test("projector at 1024x768: compare panes' pseudocode at 24 px, a few rows a line, not a word a row", async ({
  page,
  consoleErrors,
}) => {
  await presetPreferences(page, { language: 'en', projector: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  for (const panes of ['astar:manhattan;idastar:manhattan', 'astar:manhattan;idastar:manhattan;bfs;greedy:manhattan']) {
    await page.goto(`./?mode=compare&board=8,1,3/4,0,2/7,6,5&goal=blank-last&budget=200000&panes=${panes}&step=4`);
    const letters = panes.split(';').map((_, i) => 'ABCD'[i]);
    for (const letter of letters) {
      await page.getByTestId(`pane-${letter}`).getByTestId('pseudocode').locator('summary').click();
      await expect(current(page, `Pseudocode (pane ${letter})`)).toHaveCount(1);
    }
    for (const letter of letters) {
      const name = `Pseudocode (pane ${letter})`;
      const list = page.getByRole('region', { name }).locator('ol');
      const { fontPx, rows, clipped } = await list.evaluate((ol) => {
        const lis = [...ol.querySelectorAll('li')];
        const font = parseFloat(getComputedStyle(lis[0]).fontSize);
        const row = parseFloat(getComputedStyle(lis[0]).lineHeight);
        return {
          fontPx: font,
          rows: Math.max(...lis.map((li) => Math.round(li.getBoundingClientRect().height / row))),
          clipped: lis.filter((li) => li.scrollWidth > li.clientWidth + 1).length,
        };
      });
      console.log(
        `projector compare (${letters.length} panes), pane ${letter}: ${fontPx} px, longest line ${rows} rows`,
      );
      // Issue #20's floor for what a lecturer points at; 0.8 em (17.6 px) before.
      expect(fontPx, name).toBeGreaterThanOrEqual(24);
      // Readable: the longest line (about 90 characters) takes 4 rows here (5 allowed for other fonts);
      // in a third of the width (four panes in a row) a row held a word, or part of one.
      expect(rows, name).toBeLessThanOrEqual(5);
      expect(clipped, name).toBe(0);
      await expectInside(current(page, name), list, `pane ${letter}: the running line in its list`);
    }
  }
  expect(consoleErrors).toEqual([]);
});

test('phone: the panel starts folded and unfolds on the running line', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link('astar', 3));
  await page.getByRole('button', { name: 'Details' }).click();
  const panel = page.getByTestId('pseudocode');
  await expect(panel.locator('summary')).toBeVisible();
  await expect(panel).not.toHaveAttribute('open');
  await panel.locator('summary').click();
  const events = coreEvents(LESSON, 'astar', 'manhattan', 3);
  await expect(current(page)).toHaveText(expectedLine('en', 'astar', events[2]));
  expect(consoleErrors).toEqual([]);
});

/** The guessing game's line button, by its 1-based number. */
const lineButton = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Line ${n}:`) });

test('guess the next line: a right and a wrong guess are scored, by mouse and by keyboard', async ({
  page,
  consoleErrors,
}) => {
  const events = coreEvents(LESSON, 'astar', 'manhattan', 6);
  await page.goto(link('astar', 1));
  const region = page.getByRole('region', { name: 'Pseudocode' });
  await region.getByLabel('Guess the next line').check();
  const status = page.getByTestId('guess-status');
  await expect(status.getByRole('status')).toHaveText('Which line runs next? Pick one, then Step forward.');
  await expect(page.getByTestId('guess-score')).toHaveText('0 of 0 right');

  // Right, by keyboard: Up and Down move between the lines one can pick, Enter picks.
  const right = lineNumber('en', 'astar', events[1]);
  await lineButton(page, 4).focus();
  await page.keyboard.press('ArrowDown');
  const downTo = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  expect(downTo).toMatch(/^Line \d+:/);
  expect(Number(/^Line (\d+):/.exec(downTo)![1])).toBeGreaterThan(4);
  await lineButton(page, right).focus();
  await page.keyboard.press('Enter');
  await expect(lineButton(page, right)).toHaveAttribute('aria-pressed', 'true');
  await expect(status.getByRole('status')).toHaveText(`Your guess: line ${right}. Step forward to see.`);
  await page.getByRole('button', { name: 'Step forward', exact: true }).click();
  await expect(status.getByRole('status')).toHaveText(`Right: line ${right} ran next.`);
  await expect(page.getByTestId('guess-score')).toHaveText('1 of 1 right');
  await expect(current(page)).toHaveClass('guess-right');
  await expect(current(page)).toContainText('your guess');

  // Wrong, by mouse: a line that is not the next one.
  const actual = lineNumber('en', 'astar', events[2]);
  const wrong = lineNumber('en', 'astar', events[0]);
  expect(wrong).not.toBe(actual);
  await lineButton(page, wrong).click();
  await page.getByRole('button', { name: 'Step forward', exact: true }).click();
  await expect(status.getByRole('status')).toHaveText(`Not this time: you picked line ${wrong}, line ${actual} ran.`);
  await expect(page.getByTestId('guess-score')).toHaveText('1 of 2 right');
  await expect(region.locator('li.guess-wrong')).toHaveCount(1);
  await expect(region.locator('li.guess-wrong')).toContainText('your guess');
  await expect(current(page)).toHaveText(expectedLine('en', 'astar', events[2]));
  // The side column scrolled to the running line, and the verdict and the score stuck above it.
  const side = page.getByRole('region', { name: 'Details' });
  await expect.poll(() => side.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await expectInside(status, side, 'the verdict and the score');
  await expectInside(current(page), side, 'the running line');
  const [bar, line] = [await status.boundingBox(), await current(page).boundingBox()];
  expect(line!.y, 'the running line is not under the sticky score').toBeGreaterThanOrEqual(bar!.y + bar!.height - 0.5);

  // Stepping back is no answer: the verdict goes, the score stays, and a pick there is dropped by a jump.
  await page.getByRole('button', { name: 'Step back', exact: true }).click();
  await expect(status.getByRole('status')).toHaveText('Which line runs next? Pick one, then Step forward.');
  await lineButton(page, actual).click();
  await page.getByRole('button', { name: 'Step back', exact: true }).click();
  await page.getByRole('button', { name: 'Step forward', exact: true }).click();
  await page.getByRole('button', { name: 'Step forward', exact: true }).click();
  await expect(page.getByTestId('guess-score')).toHaveText('1 of 2 right');
  await region.getByRole('button', { name: 'Reset score' }).click();
  await expect(page.getByTestId('guess-score')).toHaveText('0 of 0 right');
  expect(consoleErrors).toEqual([]);
});

test('guess the next line in Japanese: 擬似コード with no English left', async ({ page, consoleErrors }) => {
  await presetPreferences(page, { language: 'ja' });
  const events = coreEvents(LESSON, 'astar', 'manhattan', 3);
  await page.goto(link('astar', 1));
  const region = page.getByRole('region', { name: '擬似コード' });
  await region.getByLabel('次に実行される行を当てる').check();
  const right = lineNumber('ja', 'astar', events[1]);
  await page.getByRole('button', { name: new RegExp(`^${right} 行目:`) }).click();
  await page.getByRole('button', { name: '1 ステップ進む', exact: true }).click();
  await expect(page.getByTestId('guess-status').getByRole('status')).toHaveText(
    `正解: 次に実行されたのは ${right} 行目です。`,
  );
  await expect(page.getByTestId('guess-score')).toHaveText('1 問中 1 問正解');
  expect((await region.innerText()).match(/[A-Za-z]{2,}/g)).toBeNull();
  expect(consoleErrors).toEqual([]);
});

for (const prefs of [
  { theme: 'light', language: 'en', projector: false },
  { theme: 'dark', language: 'ja', projector: true },
] as const) {
  test(`axe: the guessing game and the compare panes' panels, ${prefs.theme}, ${prefs.language}${prefs.projector ? ', projector' : ''}`, async ({
    page,
    consoleErrors,
  }) => {
    await presetPreferences(page, prefs);
    const strings = PSEUDOCODE_STRINGS[prefs.language];
    await page.goto(link('astar', 1));
    // Projector mode folds the side column away: Details brings it back.
    if (prefs.projector) await page.getByRole('button', { name: prefs.language === 'ja' ? '詳細' : 'Details' }).click();
    await page.getByLabel(strings.guess.toggle).check();
    // A wrong guess, judged: the marks and the verdict are on screen.
    await page.locator('button.pseudocode-pick').first().click();
    await page.locator('button.pseudocode-pick').first().press('ArrowRight');
    await expect(page.getByTestId('guess-status').getByRole('status')).toHaveAttribute('data-verdict', 'wrong');
    const found = (await seriousViolations(page)).map((v) => `visualizer: ${v}`);
    await page.goto(
      './?mode=compare&board=8,1,3/4,0,2/7,6,5&goal=blank-last&budget=200000&panes=astar:manhattan;idastar:manhattan;bfs&step=4',
    );
    for (const letter of ['A', 'B', 'C']) await page.getByTestId(`pane-${letter}`).locator('summary').click();
    await expect(page.locator('.pseudocode-lines.compact li[aria-current="step"]')).toHaveCount(3);
    found.push(...(await seriousViolations(page)).map((v) => `compare: ${v}`));
    expect(found).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
