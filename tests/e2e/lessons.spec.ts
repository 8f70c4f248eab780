/**
 * Prepared lessons (issue #18, section 1), in the browser: a 3-stop lesson on two modes is built,
 * survives a reload, is presented with the keyboard, travels as one link to a fresh browser and
 * as a JSON file to a third; hostile lesson links change nothing and say so; the example lessons
 * exist in both languages; axe finds nothing serious in the panel and the presenter.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, newVisitorContext, test } from './fixtures';
import { presetPreferences } from './tour';

const NOTES = [
  'The root: g = 0, so f = h. <b>not bold</b>',
  '比較:BFS と IDA* を同じ盤面で。',
  'The tree, a few steps later.',
];

async function openPanel(page: Page) {
  await page.getByTestId('lessons-button').click();
  await expect(page.getByTestId('lesson-panel')).toBeVisible();
}

/** The titles and notes of the current lesson's stops, as the panel lists them. */
async function panelStops(page: Page) {
  const stops = page.getByTestId('lesson-stop');
  const out: string[] = [];
  for (let i = 0; i < (await stops.count()); i++) out.push(await stops.nth(i).getByTestId('stop-note').inputValue());
  return out;
}

/**
 * Drags stop `from`'s handle onto stop `to`: the HTML5 drag events a browser sends, each with
 * the same DataTransfer (Playwright's mouse does not end a native drag with a drop here).
 */
async function drag(page: Page, from: number, to: number) {
  const data = await page.evaluateHandle(() => new DataTransfer());
  const handle = page.getByTestId('stop-drag').nth(from);
  const target = page.getByTestId('lesson-stop').nth(to);
  await handle.dispatchEvent('dragstart', { dataTransfer: data });
  await target.dispatchEvent('dragenter', { dataTransfer: data });
  await target.dispatchEvent('dragover', { dataTransfer: data });
  await target.dispatchEvent('drop', { dataTransfer: data });
  await handle.dispatchEvent('dragend', { dataTransfer: data });
}

/** Walks the presenter with the keyboard: each stop shows its note and opens its mode. */
async function walkPresenter(page: Page, expected: readonly { note: string; mode: string }[]) {
  for (const [i, stop] of expected.entries()) {
    await expect(page.getByTestId('presenter-counter')).toHaveText(`Stop ${i + 1} of ${expected.length}`);
    await expect(page.getByTestId('presenter-note')).toHaveText(stop.note);
    // A stop in another mode loads that mode's part first: wait for it, as the class does.
    await expect(page.locator('main.app-main')).toHaveAttribute('data-mode', stop.mode);
    if (i < expected.length - 1) await page.keyboard.press('PageDown');
  }
}

const EXPECTED = [
  { note: NOTES[0], mode: 'visualize' },
  { note: NOTES[1], mode: 'compare' },
  { note: NOTES[2], mode: 'visualize' },
] as const;

test('build a 3-stop lesson on two modes, reload, present, share by link and by JSON', async ({
  page,
  context,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./');
  await expect(page.getByTestId('position').first()).toHaveAttribute('data-cursor', '1');

  // Stop 1: the visualizer at its start.
  await openPanel(page);
  await page.getByTestId('lesson-new').click();
  await page.getByTestId('lesson-title').fill('My lesson');
  await page.getByTestId('lesson-add-stop').click();
  await page.getByTestId('stop-note').nth(0).fill(NOTES[0]);

  // Stop 2: compare mode.
  await page.getByRole('tab', { name: 'Compare', exact: true }).click();
  await expect(page.locator('main.app-main')).toHaveAttribute('data-mode', 'compare');
  await expect(page.getByTestId('lesson-add-stop')).toBeEnabled();
  await page.getByTestId('lesson-add-stop').click();
  await page.getByTestId('stop-note').nth(1).fill(NOTES[1]);

  // Stop 3: back to the visualizer, 5 steps on, the tree open.
  await page.getByRole('tab', { name: 'Visualize', exact: true }).click();
  await page.getByTestId('lesson-panel').getByRole('button', { name: 'Close the lessons panel' }).click();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('position').first()).toHaveAttribute('data-cursor', '6');
  await page.getByRole('button', { name: 'Search tree', exact: true }).click();
  await openPanel(page);
  await page.getByTestId('lesson-add-stop').click();
  await page.getByTestId('stop-note').nth(2).fill(NOTES[2]);
  await expect(page.getByTestId('lesson-stop').nth(2)).toContainText('step 6');

  // Reorder by keyboard (Up/Down buttons), duplicate and delete: back to the same three.
  await page.getByRole('button', { name: 'Move stop 3 up' }).focus();
  await page.keyboard.press('Enter');
  expect(await panelStops(page)).toEqual([NOTES[0], NOTES[2], NOTES[1]]);
  await page.getByRole('button', { name: 'Move stop 2 down' }).focus();
  await page.keyboard.press('Enter');
  expect(await panelStops(page)).toEqual(NOTES);
  // Drag: stop 1's handle dropped on stop 3, then back.
  await drag(page, 0, 2);
  expect(await panelStops(page)).toEqual([NOTES[1], NOTES[2], NOTES[0]]);
  await drag(page, 2, 0);
  expect(await panelStops(page)).toEqual(NOTES);
  await page.getByRole('button', { name: 'Duplicate stop 2' }).click();
  expect(await panelStops(page)).toEqual([NOTES[0], NOTES[1], NOTES[1], NOTES[2]]);
  await page.getByRole('button', { name: 'Delete stop 3' }).click();
  expect(await panelStops(page)).toEqual(NOTES);

  // Reload: the lesson is still there.
  await page.reload();
  await openPanel(page);
  await expect(page.getByTestId('lesson-title')).toHaveValue('My lesson');
  expect(await panelStops(page)).toEqual(NOTES);

  // Present and walk it with the keyboard (PageDown/N, PageUp/B; the arrows still step).
  await page.getByTestId('lesson-present').click();
  await expect(page.getByTestId('lesson-presenter')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
  // Present fills the screen (the click is the gesture the browser asks for); Exit gives it back.
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe('HTML');
  await expect(page.getByTestId('presenter-note')).toHaveText(NOTES[0]);
  await page.keyboard.press('n');
  await expect(page.getByTestId('presenter-counter')).toHaveText('Stop 2 of 3');
  await expect(page.locator('main.app-main')).toHaveAttribute('data-mode', 'compare');
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('presenter-counter')).toHaveText('Stop 3 of 3');
  await expect(page.locator('main.app-main')).toHaveAttribute('data-mode', 'visualize');
  await expect(page.getByTestId('position').first()).toHaveAttribute('data-cursor', '6');
  await expect(page.getByRole('button', { name: 'Search tree', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('presenter-back')).toHaveCount(0);
  // The class steps on: the arrows step the search, and "Back to the stop" appears.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('position').first()).toHaveAttribute('data-cursor', '7');
  await expect(page.getByTestId('presenter-counter')).toHaveText('Stop 3 of 3');
  await page.getByTestId('presenter-back').click();
  await expect(page.getByTestId('position').first()).toHaveAttribute('data-cursor', '6');
  await expect(page.getByTestId('presenter-back')).toHaveCount(0);
  await page.keyboard.press('PageUp');
  await expect(page.getByTestId('presenter-counter')).toHaveText('Stop 2 of 3');
  await page.keyboard.press('b');
  await expect(page.getByTestId('presenter-counter')).toHaveText('Stop 1 of 3');
  await page.getByTestId('presenter-exit').click();
  await expect(page.getByTestId('lesson-presenter')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

  // Copy its link; open it in a fresh context: the presenter at stop 1, the same three stops.
  await openPanel(page);
  await expect(page.getByText('A lesson link holds at most 8,000 characters')).toBeVisible();
  await page.getByTestId('lesson-copy-link').click();
  await expect(page.getByTestId('lesson-share-message')).toHaveAttribute('data-kind', 'copied');
  const link = await page.getByTestId('lesson-link-text').inputValue();
  expect(link).toContain('#lesson=');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const second = await newVisitorContext(browser);
  const student = await second.newPage();
  await student.goto(link);
  await expect(student.getByTestId('lesson-presenter')).toBeVisible();
  await walkPresenter(student, EXPECTED);
  await expect(student.getByTestId('position').first()).toHaveAttribute('data-cursor', '6');
  await second.close();

  // Export its JSON and import it in a third context.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('lesson-export').click()]);
  const file = await download.path();
  const third = await newVisitorContext(browser);
  const other = await third.newPage();
  await other.goto('./');
  await openPanel(other);
  await other.getByTestId('lesson-import-file').setInputFiles(file);
  await expect(other.getByTestId('lesson-import-message')).toHaveText('Lesson “My lesson” imported with 3 stops.');
  expect(await panelStops(other)).toEqual(NOTES);
  await other.getByTestId('lesson-present').click();
  await walkPresenter(other, EXPECTED);
  await third.close();
  expect(consoleErrors).toEqual([]);
});

const INJECTED = 'img[src="x"], svg[onload], script:not([src]):not([type]), b';

test('hostile lesson links change nothing and say so', async ({ page, consoleErrors }) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  const toB64 = (bytes: Uint8Array) =>
    Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const { deflateSync, strToU8 } = await import('fflate');
  const packed = (json: string) => `#lesson=${toB64(deflateSync(strToU8(json)))}`;
  const stop = { title: 't', note: 'n', link: '?mode=visualize&step=2' };
  const lesson = (patch: object) =>
    JSON.stringify({ format: 'frontier-lesson', version: 1, title: 'x', stops: [stop], ...patch });
  const cases: [string, string][] = [
    ['#lesson=<script>alert(1)</script>', 'not-json'],
    ['#lesson=AAAA', 'not-json'],
    [packed('{"format":"frontier-lesson"'), 'not-json'],
    [packed('{"__proto__":{"x":1}}'), 'not-lesson'],
    [
      packed(lesson({ stops: [stop, { ...stop, link: '?mode=visualize&board=<img src=x onerror=alert(1)>' }] })),
      'bad-link',
    ],
    [packed(lesson({ stops: [{ ...stop, title: '<img src=x onerror=alert(1)>', extra: 1 }] })), 'bad-field'],
    [packed(lesson({ version: 99 })), 'newer-version'],
    [packed(lesson({ stops: [] })), 'no-stops'],
    [packed(`{"format":"frontier-lesson","version":1,"title":"${'a'.repeat(3_000_000)}","stops":[]}`), 'too-large'],
    [`#lesson=${'A'.repeat(9000)}`, 'link-too-long'],
  ];
  await page.goto('./');
  const before = await page.evaluate(() => localStorage.getItem('frontier:lessons:v1'));
  for (const [hash, problem] of cases) {
    await page.goto('about:blank'); // a new load each time, not a jump within the page
    await page.goto(`./${hash}`);
    const refused = page.getByTestId('lesson-refused');
    await expect(refused, problem).toHaveAttribute('data-problem', problem);
    await expect(refused).toContainText('Nothing was loaded; the page is as it was.');
    await expect(page.getByTestId('lesson-presenter')).toHaveCount(0);
    await expect(page.locator('main.app-main')).toHaveAttribute('data-mode', 'visualize');
    await expect(page.getByTestId('position').first()).toHaveAttribute('data-cursor', '1');
    await expect(page.locator(INJECTED)).toHaveCount(0);
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('frontier:lessons:v1'))).toBe(before);
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await expect(refused).toHaveCount(0);
  }
  // A hostile file is refused the same way, and adds no lesson.
  await page.getByTestId('lessons-button').click();
  await page.getByTestId('lesson-import-file').setInputFiles({
    name: 'hostile.json',
    mimeType: 'application/json',
    buffer: Buffer.from(lesson({ stops: [{ ...stop, link: '?mode=visualize&board=<script>alert(1)</script>' }] })),
  });
  await expect(page.getByTestId('lesson-refused')).toHaveAttribute('data-problem', 'bad-link');
  await expect(page.getByTestId('lesson-select')).toHaveCount(0);
  await expect(page.locator(INJECTED)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('frontier:lessons:v1'))).toBe(before);
  expect(dialogs).toBe(0);
  expect(consoleErrors).toEqual([]);
});

for (const [language, titles, counter] of [
  [
    'en',
    [
      'A* step by step on the 8-puzzle',
      'BFS vs IDA*: memory against time',
      'A* on the road to Bucharest (AIMA Fig. 3.24)',
      'Why A* beats Dijkstra on a grid',
    ],
    'Stop 1 of 4',
  ],
  [
    'ja',
    [
      'A* を 1 ステップずつ(8 パズル)',
      'BFS と IDA*:メモリと時間のトレードオフ',
      'Bucharest への道の A*(AIMA 図 3.24)',
      'グリッドで A* が Dijkstra に勝つ理由',
    ],
    '場面 1 / 4',
  ],
] as const) {
  test(`the example lessons in ${language}; axe finds nothing serious in the panel and the presenter`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await presetPreferences(page, { language });
    await page.goto('./');
    await page.getByTestId('lessons-button').click();
    await page.getByTestId('lesson-examples').click();
    const options = await page.getByTestId('lesson-select').locator('option').allTextContents();
    expect(options).toEqual([...titles]);
    await page.getByTestId('lesson-select').selectOption({ label: titles[0] });
    await expect(page.getByTestId('lesson-stop')).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);

    // The A* lesson's second stop: the tie broken by h, at step 11.
    await page.getByTestId('lesson-present').click();
    await expect(page.getByTestId('presenter-counter')).toHaveText(counter);
    await page.keyboard.press('PageDown');
    await expect(page.getByTestId('position').first()).toHaveAttribute('data-cursor', '11');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('presenter-exit').click();

    // The BFS vs IDA* lesson opens on compare mode.
    await page.getByTestId('lessons-button').click();
    await page.getByTestId('lesson-select').selectOption({ label: titles[1] });
    await page.getByTestId('lesson-present').click();
    await expect(page.locator('main.app-main')).toHaveAttribute('data-mode', 'compare');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('presenter-exit').click();

    // The Romania lesson's fifth stop: Bucharest waits in the frontier at 450 while Pitesti (417) is taken first.
    await page.getByTestId('lessons-button').click();
    await page.getByTestId('lesson-select').selectOption({ label: titles[2] });
    await page.getByTestId('lesson-present').click();
    await expect(page.locator('main.app-main')).toHaveAttribute('data-mode', 'visualize');
    for (let i = 0; i < 4; i++) await page.keyboard.press('PageDown');
    await expect(page.getByTestId('position').first()).toHaveAttribute('data-cursor', '17');
    const map = page.getByTestId('problem-view');
    await expect(map.locator('[data-city="Bucharest"]')).toHaveAttribute('data-status', 'frontier');
    await expect(map.locator('[data-city="Fagaras"]')).toHaveAttribute('data-status', 'current');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('presenter-exit').click();

    // The grid lesson's second stop: A* on the open field, solved at cost 31.
    await page.getByTestId('lessons-button').click();
    await page.getByTestId('lesson-select').selectOption({ label: titles[3] });
    await page.getByTestId('lesson-present').click();
    await page.keyboard.press('PageDown');
    await expect(page.getByTestId('problem-view')).toHaveAttribute('data-cost', '31');
    await expect(page.getByTestId('position').first()).toHaveAttribute('data-cursor', '158');
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
