/**
 * Section 2 and 3 of issue 18 in a real browser: `?embed=1` in a 480x360 iframe of a course
 * page (no sideways scroll, no header, tabs or set-up, controls that work, "Open in Frontier"
 * at the same state, nothing serious for axe), and "Export animation": a GIF read back and
 * decoded (frames, size) and a PNG of the current step (size).
 */
import { readFileSync } from 'node:fs';
import type { Download, FrameLocator, Page } from '@playwright/test';
import { decompressFrames, parseGIF } from 'gifuct-js';
import { writeLessonLink } from '../../src/links/lessonLink';
import { exampleLessons } from '../../src/ui/lessons/examples';
import { frameLayout } from '../../src/workers/frameDrawing';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { tiesWholeInRows } from './visualizerHelpers';

const RUN = 'mode=visualize&board=0,5,2/7,6,3/4,1,8&algorithm=astar&heuristic=manhattan';
const PLAY = 'mode=play&board=2,8,3/1,6,4/7,0,5&goal=spiral';

/** A course page with the app in a 480x360 iframe (nothing from the parent: no script, no styles). */
async function coursePage(page: Page, baseURL: string, query: string): Promise<FrameLocator> {
  const src = new URL(`./?${query}`, baseURL).href;
  await page.setContent(
    `<!doctype html><html lang="en"><body><h1>Week 3</h1><p>Before the lab:</p>` +
      `<iframe src="${src}" width="480" height="360" title="Frontier" style="border:1px solid #888"></iframe>` +
      `<p>After the frame.</p><div style="height:2000px"></div></body></html>`,
  );
  return page.frameLocator('iframe');
}

async function noSidewaysScroll(frame: FrameLocator) {
  const sizes = await frame
    .locator('html')
    .evaluate((html) => ({ scroll: html.scrollWidth, client: html.clientWidth }));
  expect(sizes.scroll, 'horizontal scroll inside the frame').toBeLessThanOrEqual(sizes.client);
}

test('embedded at 720x540, the frontier beside the current node keeps its tie labels whole', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 720, height: 540 });
  // The default board at step 12: row 3 ties row 2 on f (the narrow frame once broke its label word by word).
  await page.goto('./?embed=1&step=12');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '12');
  const tie = page.locator('.frontier-row .tie').first();
  await expect(tie).toBeVisible();
  expect(await tiesWholeInRows(page)).toBe(true);
  // Wider than any one of its words: the chip is not squeezed to a column of fragments.
  const [chipWidth, longestWord] = await tie.evaluate((el) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = getComputedStyle(el).font;
    const words = (el.textContent ?? '').split(/\s+/);
    return [el.clientWidth, Math.max(...words.map((w) => ctx.measureText(w).width))];
  });
  expect(chipWidth).toBeGreaterThan(longestWord);
  expect(consoleErrors).toEqual([]);
});

test('embedded at 480x360, the frontier sits beside the current node: its first rows in view without scrolling, labels whole', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  // The default board at step 12, as at 720x540: rows 3 to 5 tie the row above.
  const frame = await coursePage(page, baseURL!, 'embed=1&step=12');
  await expect(frame.getByTestId('position')).toHaveAttribute('data-cursor', '12');
  const rows = frame.locator('.frontier-row');
  await expect(rows.nth(1)).toBeVisible();
  // Nothing scrolled: the next node and the row after it end above the playback bar.
  const [bar, board, second, scrolled] = await frame
    .locator('html')
    .evaluate(() => [
      document.querySelector('.playback')!.getBoundingClientRect().top,
      document.querySelector('.current-panel .board')!.getBoundingClientRect().right,
      [...document.querySelectorAll('.frontier-row')]
        .map((r) => r.getBoundingClientRect().bottom)
        .sort((a, b) => a - b)[1],
      window.scrollY,
    ]);
  expect(scrolled).toBe(0);
  expect(second).toBeLessThanOrEqual(bar);
  // Beside, not above: the list begins right of the current board.
  expect(await rows.first().evaluate((r) => r.getBoundingClientRect().left)).toBeGreaterThan(board);
  // Every tie label whole, its words together (at least two of its longest word to a line):
  // each of rows 3 to 5 scrolled into the list in turn.
  const list = frame.locator('.frontier-scroll');
  for (const rank of [3, 4, 5]) {
    await list.evaluate((el, r) => (el.scrollTop = (r - 1) * (el.scrollHeight / 5)), rank);
    const row = rows.filter({ has: frame.locator('.rank-number', { hasText: new RegExp(`^${rank}$`) }) });
    await expect(row.locator('.tie')).toBeInViewport();
    const tie = await row.evaluate((r) => {
      const chip = r.querySelector<HTMLElement>('.tie')!;
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = getComputedStyle(chip).font;
      const words = (chip.textContent ?? '').split(/\s+/);
      return {
        whole:
          chip.scrollHeight <= chip.clientHeight + 1 &&
          chip.getBoundingClientRect().bottom <= r.getBoundingClientRect().bottom + 0.5,
        wider: chip.clientWidth > Math.max(...words.map((w) => ctx.measureText(`${w} ${w}`).width)),
      };
    });
    expect(tie, `row ${rank}`).toEqual({ whole: true, wider: true });
  }
  await noSidewaysScroll(frame);
  await page.screenshot({ path: 'test-results/screens/embed-480x360-frontier.png' });
  expect(consoleErrors).toEqual([]);
});

test('the visualizer embedded in a 480x360 frame: the view alone, working, and a way out at the same step', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const frame = await coursePage(page, baseURL!, `${RUN}&step=12&embed=1`);
  await expect(frame.getByTestId('position')).toHaveAttribute('data-cursor', '12');
  await expect(frame.locator('.app-header')).toHaveCount(0);
  await expect(frame.getByRole('tablist')).toHaveCount(0);
  await expect(frame.getByLabel('Start board', { exact: true })).toHaveCount(0);
  await expect(frame.getByTestId('copy-link')).toHaveCount(0);
  await noSidewaysScroll(frame);
  // The frame takes neither the focus nor the page's scroll: the course page keeps both.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  await page.mouse.move(240, 300);
  // The wheel scrolls the frame's own page where it is taller than the frame; where the view
  // fits (480x360 once every part is drawn), the wheel must still not reach the course page.
  // Parts are still arriving (the idle preload, a lagged repaint): a wheel turned while the page
  // was shorter than the frame scrolled nothing, so each look turns it again.
  const framePage = frame.locator('html');
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 3000);
      return framePage.evaluate(
        () => document.documentElement.scrollHeight <= window.innerHeight + 1 || window.scrollY > 0,
      );
    }, 'the frame’s own page scrolls where it is taller than the frame')
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY), 'the course page scrolled').toBe(0);
  await framePage.evaluate(() => window.scrollTo(0, 0));

  // Controls are usable: two steps forward.
  const forward = frame.getByRole('button', { name: 'Step forward' });
  await forward.click();
  await forward.click();
  await expect(frame.getByTestId('position')).toHaveAttribute('data-cursor', '14');
  const equation = await frame.getByTestId('equation').textContent();
  await noSidewaysScroll(frame);

  const out = frame.getByTestId('open-in-frontier');
  await expect(out).toHaveAttribute('target', '_blank');
  await expect(out).toHaveAttribute('href', /step=14/);
  const href = (await out.getAttribute('href'))!;
  expect(new URL(href).searchParams.get('embed')).toBeNull();
  expect(href).toContain('algorithm=astar');
  expect(href).toContain('board=0,5,2/7,6,3/4,1,8');

  const full = await context.newPage();
  await full.goto(href);
  await expect(full.getByRole('heading', { name: 'Frontier', exact: true })).toBeVisible();
  await expect(full.getByRole('tablist')).toBeVisible();
  await expect(full.getByTestId('position')).toHaveAttribute('data-cursor', '14');
  await expect(full.getByTestId('equation')).toHaveText(equation!);
  await expect(full.getByLabel('Start board', { exact: true })).toHaveValue(/0 5 2/);
  await expect(full.getByLabel('Algorithm', { exact: true })).toHaveValue('astar');
  await full.close();
  expect(consoleErrors).toEqual([]);
});

test('play mode embedded: the board alone, playable, and "Open in Frontier" has the moved board', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const frame = await coursePage(page, baseURL!, `${PLAY}&embed=1`);
  await expect(frame.getByTestId('play-board')).toBeVisible();
  await expect(frame.locator('.play-side')).toHaveCount(0);
  await expect(frame.getByRole('tablist')).toHaveCount(0);
  await noSidewaysScroll(frame);
  // Tile 6 slides down into the gap (a click on a tile next to the blank).
  await frame.getByTestId('play-board').locator('[data-tile="6"]').click();
  await expect(frame.getByTestId('play-board')).toHaveAttribute('data-moves', '1');
  const out = frame.getByTestId('open-in-frontier');
  await expect(out).toHaveAttribute('href', /board=2,8,3\/1,0,4\/7,6,5/);
  const full = await context.newPage();
  await full.goto((await out.getAttribute('href'))!);
  await expect(full.getByRole('tab', { name: 'Play' })).toHaveAttribute('aria-selected', 'true');
  await expect(full.getByTestId('play-best')).toHaveAttribute('data-value', '4');
  await full.close();
  expect(consoleErrors).toEqual([]);
});

test('the embedded views have nothing serious for axe', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 480, height: 360 });
  for (const query of [`${RUN}&step=9&embed=1`, `${PLAY}&embed=1`]) {
    await page.goto(`./?${query}`);
    await expect(page.getByTestId('open-in-frontier')).toBeVisible();
    expect(await seriousViolations(page), query).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
});

async function saved(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

test('Export animation: a GIF of a range of steps and of the solution, decoded; a PNG of this step', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`./?${RUN}&step=5`);
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '5');
  await page.getByTestId('export-open').click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog).toBeVisible();
  // The default range: this step and the next 30.
  await expect(dialog.getByTestId('export-from')).toHaveValue('5');
  await expect(dialog.getByTestId('export-to')).toHaveValue('35');
  await expect(dialog.getByTestId('export-budget')).toContainText('600');

  // A bad value is refused by name.
  await dialog.getByTestId('export-to').fill('3');
  await dialog.getByTestId('export-gif').click();
  await expect(dialog.getByTestId('export-error')).toHaveAttribute('data-error', 'toBeforeFrom');

  await dialog.getByTestId('export-to').fill('16');
  await dialog.getByTestId('export-width').selectOption('320');
  await dialog.getByTestId('export-delay').fill('200');
  const [gifDownload] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('export-gif').click()]);
  expect(gifDownload.suggestedFilename()).toBe('frontier-astar-steps-5-16.gif');
  const gif = parseGIF(new Uint8Array(await saved(gifDownload)).buffer);
  const layout = frameLayout(320, 3, 3);
  expect([gif.lsd.width, gif.lsd.height]).toEqual([320, layout.height]);
  const frames = decompressFrames(gif, false);
  expect(frames).toHaveLength(12);
  expect(frames.every((f) => f.delay === 200)).toBe(true);
  await expect(dialog.getByTestId('export-done')).toContainText('frontier-astar-steps-5-16.gif');
  // The page did not move: the frames came from the log, not from stepping the screen.
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '5');

  await dialog.getByTestId('export-width').selectOption('640');
  const [pngDownload] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('export-png').click()]);
  expect(pngDownload.suggestedFilename()).toBe('frontier-astar-step-5.png');
  const png = await saved(pngDownload);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([640, frameLayout(640, 3, 3).height]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A solved run: the default is the solution path, one frame per move and the start.
  await page.goto('./?mode=visualize&board=1,2,3/4,5,6/0,7,8&algorithm=astar&heuristic=manhattan&step=40');
  await expect(page.getByTestId('link-notice')).toBeVisible(); // the run ends before step 40
  await page.getByTestId('export-open').click();
  await expect(dialog.getByTestId('export-solution')).toBeChecked();
  const [solution] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('export-gif').click()]);
  expect(solution.suggestedFilename()).toBe('frontier-astar-solution.gif');
  const solved = parseGIF(new Uint8Array(await saved(solution)).buffer);
  expect(decompressFrames(solved, false)).toHaveLength(3); // the start and 2 moves
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('Export: the frontier table and the search tree of this step as PNG and SVG, for slides and handouts', async ({
  page,
  consoleErrors,
}) => {
  const step = 12;
  await page.goto(`./?${RUN}&step=${step}`);
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', String(step));
  // What the step holds, read from the page's own frontier list.
  const rows = page.getByTestId('frontier-row');
  await expect(rows.first()).toBeVisible();
  const count = Number((await page.getByTestId('frontier-count').textContent())!.match(/\d+/)![0]);
  const frontier = await rows.evaluateAll((all) =>
    all.map((r) => ({ id: r.getAttribute('data-id')!, f: r.getAttribute('data-f')! })),
  );
  await page.getByTestId('export-open').click();
  const dialog = page.getByTestId('export-dialog');
  for (const view of ['frontier', 'tree'] as const) {
    for (const format of ['png', 'svg'] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByTestId(`export-${view}-${format}`).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`frontier-astar-${view}-step-${step}.${format}`);
      const bytes = await saved(download);
      if (format === 'png') {
        expect(bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])), 'PNG signature').toBe(true);
        expect(bytes.readUInt32BE(16), `${view} PNG width`).toBeGreaterThan(200);
        expect(bytes.readUInt32BE(20), `${view} PNG height`).toBeGreaterThan(100);
        continue;
      }
      // The SVG parses, and holds the step's figures: every frontier row with its f, or every
      // frontier node in the tree labelled with its f, the current node among the expanded.
      const found = await page.evaluate(
        ({ svg, view }) => {
          const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
          if (doc.querySelector('parsererror') || doc.documentElement.tagName !== 'svg') return null;
          const sel = view === 'frontier' ? 'g.frontier-row' : 'g.tree-node';
          return [...doc.querySelectorAll(sel)].map((g) => ({
            id: g.getAttribute('data-id')!,
            status: g.getAttribute('data-status'),
            text: g.textContent ?? '',
          }));
        },
        { svg: bytes.toString('utf8'), view },
      );
      expect(found, `${view} SVG parses`).not.toBeNull();
      if (view === 'frontier') {
        expect(found!).toHaveLength(count);
        for (const row of frontier) {
          const drawn = found!.find((g) => g.id === row.id);
          expect(drawn?.text, `row of node ${row.id}`).toMatch(new RegExp(`${row.f}$`));
        }
      } else {
        const inFrontier = found!.filter((g) => g.status === 'frontier');
        expect(inFrontier.map((g) => g.id).sort()).toEqual(frontier.map((r) => r.id).sort());
        for (const row of frontier) {
          expect(found!.find((g) => g.id === row.id)?.text, `tree node ${row.id}`).toContain(`f ${row.f}`);
        }
        expect(found!.filter((g) => g.status === 'current')).toHaveLength(1);
        // Its legend names each status drawn, and says what a box's labels are.
        const svg = bytes.toString('utf8');
        expect(svg).toMatch(/<g class="tree-legend" data-status="frontier">.*In the frontier<\/text>/);
        expect(svg).toMatch(/<g class="tree-legend" data-status="current">.*Current \(being expanded\)<\/text>/);
        expect(svg).toContain('Box labels: f, then g · h (f = g + h).');
      }
    }
  }
  await expect(dialog.getByTestId('export-done')).toContainText(`tree-step-${step}.svg`);
  await dialog.screenshot({ path: 'test-results/screens/export-images-dialog.png' });
  expect(consoleErrors).toEqual([]);
});

test('a lesson link with embed=1: the presenter in a 480x360 frame, at stop 1, with no header and no sideways scroll', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const lesson = exampleLessons('en')[0];
  const written = writeLessonLink(new URL('./?embed=1', baseURL).href, lesson);
  if (!written.ok) throw new Error('the example lesson does not fit a link');
  await page.setContent(
    `<!doctype html><html lang="en"><body><h1>Week 4</h1>` +
      `<iframe src="${written.link}" width="480" height="360" title="Frontier lesson"></iframe></body></html>`,
  );
  const frame = page.frameLocator('iframe');
  await expect(frame.getByTestId('lesson-presenter')).toBeVisible();
  await expect(frame.getByTestId('presenter-counter')).toHaveText(`Stop 1 of ${lesson.stops.length}`);
  await expect(frame.getByTestId('presenter-note')).toHaveText(lesson.stops[0].note);
  await expect(frame.locator('.app-header')).toHaveCount(0);
  // The embedded page shows the stop: nothing to go "back" to, although the page is framed.
  await expect(frame.getByTestId('presenter-back')).toHaveCount(0);
  await noSidewaysScroll(frame);
  // A click in the frame gives it the keyboard; then the clicker's PageDown goes on.
  await frame.getByTestId('lesson-presenter').getByRole('button', { name: 'Next', exact: true }).click();
  await expect(frame.getByTestId('presenter-counter')).toHaveText(`Stop 2 of ${lesson.stops.length}`);
  await page.keyboard.press('PageDown');
  await expect(frame.getByTestId('presenter-counter')).toHaveText(`Stop 3 of ${lesson.stops.length}`);
  await expect(frame.getByTestId('presenter-note')).toHaveText(lesson.stops[2].note);
  await expect(frame.getByTestId('presenter-back')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
