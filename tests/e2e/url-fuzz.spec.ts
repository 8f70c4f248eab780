/**
 * URL parameters fuzzed: hostile, huge and unicode values render as text or are refused, never
 * run. For every link the page's notice lists exactly the parameters the core's URL reader
 * refuses (computed in Node), a refused hostile value appears there as literal text, and no
 * element, script or dialog is injected.
 */
import { formatBoard } from '../../src/core/parse';
import { seededRandom } from '../../src/core/random';
import { DEFAULT_SETUP } from '../../src/core/setups';
import { PARAM_NAMES, readScenario } from '../../src/links';
import { scale } from '../unit/full';
import { expect, test } from './fixtures';

// The suite blocks service workers (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' });

const PIECES = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor}}',
  '__proto__',
  '1,2,3/4,5,6/7,8,0',
  '8,6,7/2,5,4/3,0,1',
  // Pastes cut short or closed with the wrong bracket: refused with the bracket named.
  '[[1,2,3],[4,5,6],[7,8,0]',
  '[1,2,3)',
  '∞',
  '𝟘𝟙𝟚',
  '日本語',
  'مرحبا',
  '\u202e',
  '\u200f',
  '\u0000',
  '%00',
  '&amp;',
  '😀',
  '9'.repeat(50),
  '-1',
  '1e308',
  'NaN',
  'astar',
  'pdb',
  '3x3',
  '5x5',
  'blank-first',
  '',
];
/** 120 under `npm run test:full`; the routine run draws the first 20 of the same seeded sequence. */
const LINKS = scale(20, 120);

/** Injected markup would show up as one of these. */
const INJECTED = 'img[src="x"], svg[onload], script:not([src]):not([type])';

test(`${LINKS} fuzzed links: refused values listed as text, nothing injected, no dialog`, async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(600_000);
  const random = seededRandom(404);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  let dialogs = 0;
  let refused = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  // Under the service worker, as a returning visitor: a link of tens of kB is then read by the
  // page, not refused by the static server's header limit (HTTP 431) before the page exists.
  await page.goto('./');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve()),
      );
    }
  });
  for (let i = 0; i < LINKS; i++) {
    const params = new URLSearchParams();
    const count = 1 + Math.floor(random() * 6);
    for (let k = 0; k < count; k++) {
      const name = random() < 0.8 ? pick(PARAM_NAMES) : pick(PIECES);
      let value = random() < 0.3 ? pick(PIECES) + pick(PIECES) : pick(PIECES);
      if (random() < 0.1) value = value.repeat(500); // huge
      params.append(name, value);
    }
    const search = `?${params.toString()}`;
    await page.goto(`./${search}`);
    await expect(page.getByRole('heading', { name: 'Frontier', exact: true })).toBeVisible();
    await expect(page.locator(INJECTED)).toHaveCount(0);

    // The notice names what the reader refuses, each as text.
    const { ignored } = readScenario(search);
    const items = page.getByTestId('link-ignored');
    await expect(items, search).toHaveCount(ignored.length);
    if (ignored.length === 0) continue;
    refused += ignored.length;
    const shown = await items.evaluateAll((els) =>
      els.map((el) => ({
        name: el.getAttribute('data-name'),
        reason: el.getAttribute('data-reason'),
        text: el.textContent,
      })),
    );
    expect(shown.map(({ name, reason }) => ({ name, reason }))).toEqual(
      ignored.map(({ name, reason }) => ({ name, reason })),
    );
    for (const [j, p] of ignored.entries()) {
      // Markup in a refused value is printed, not parsed (the value may be clipped: compare the clip).
      if (p.value.includes('<')) expect(shown[j].text).toContain(p.value);
    }
  }
  console.log(`URL fuzz: ${LINKS} links, ${refused} refused parameters listed`);
  expect(refused, 'the fuzz refused something').toBeGreaterThan(LINKS);
  expect(dialogs).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('a board cut short in a link is refused, naming the bracket never closed, in English and Japanese', async ({
  page,
  consoleErrors,
}) => {
  const board = '[[8,6,7],[2,5,4],[3,0,1]';
  expect(readScenario(`?board=${encodeURIComponent(board)}`).ignored).toEqual([
    expect.objectContaining({
      name: 'board',
      reason: 'malformed',
      error: expect.objectContaining({ code: 'unbalanced-brackets' }),
    }),
  ]);
  await page.goto(`./?board=${encodeURIComponent(board)}`);
  const item = page.getByTestId('link-ignored');
  await expect(item).toHaveAttribute('data-name', 'board');
  await expect(item).toContainText('“[” (character 1) is never closed: is the end of the board missing?');
  // The page opened on its default board, not on a guess at the cut-short one.
  await expect(page.getByLabel('Start board', { exact: true })).toHaveValue(
    formatBoard(DEFAULT_SETUP.start, DEFAULT_SETUP.cols, 'rows'),
  );
  await page.getByLabel('Language').selectOption('ja');
  await expect(item).toContainText('「[」（1 文字目）が閉じられていません。盤面の終わりが欠けていませんか');
  expect(consoleErrors).toEqual([]);
});

// About 12 kB: past the app's own limit, under the 16 kB of request headers a static server takes.
test('a 12 kB link is refused at once and the page opens on its defaults', async ({ page, consoleErrors }) => {
  const board = encodeURIComponent('<script>alert(1)</script>'.repeat(300));
  const started = Date.now();
  await page.goto(`./?board=${board}`);
  await expect(page.getByRole('heading', { name: 'Frontier', exact: true })).toBeVisible();
  await expect(page.getByTestId('link-notice')).toBeVisible();
  expect(Date.now() - started).toBeLessThan(10_000);
  await expect(page.locator(INJECTED)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
