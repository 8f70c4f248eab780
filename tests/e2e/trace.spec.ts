/**
 * Opening a student's search trace in the app: through the file picker, a trace with a known
 * mistake (A* taking a node of f = 4 while one of f = 2 waits) is checked against the header's
 * A*, the verdict names its line and step, and its button shows that step's board; a file with a
 * malformed line is refused with the line's number and nothing of it is loaded. The other ways in
 * open the same: a file dropped on the page (from any mode: the visualizer comes up to replay
 * it), trace text pasted outside a field, and a Posthoc document (ShortestPathLab's format).
 */
import { expect, test } from './fixtures';
import { ROMANIA_ASTAR } from '../unit/core/trace/romaniaTrace';
import { bfsCalledAstar } from '../unit/core/trace/traceRuns';
import { presetPreferences } from './tour';

const START = '1 2 3/4 5 6/0 7 8';
const GOAL = '1 2 3/4 5 6/7 8 0';
const UP = '1 2 3/0 5 6/4 7 8';
const RIGHT = '1 2 3/4 5 6/7 0 8';

const header = { trace: 'frontier', version: 1, start: START, goal: GOAL, algorithm: 'astar', heuristic: 'manhattan' };
const WRONG_ORDER = [
  header,
  { expand: START, g: 0, h: 2 },
  { generate: UP, parent: START, g: 1, h: 3 },
  { generate: RIGHT, parent: START, g: 1, h: 1 },
  // Line 5: f = 1 + 3 = 4 taken while RIGHT waits with f = 2.
  { expand: UP, g: 1, h: 3 },
  { generate: '0 2 3/1 5 6/4 7 8', parent: UP, g: 2, h: 4 },
  { failure: true },
]
  .map((l) => JSON.stringify(l))
  .join('\n');

async function openTracePanel(page: import('@playwright/test').Page) {
  await page.goto('./?mode=visualize');
  // The trace part arrives when the page is idle: its button appears in the header then.
  await page.getByTestId('trace-button').click({ timeout: 30_000 });
  await expect(page.getByTestId('trace-panel')).toBeVisible();
}

async function openWrongOrder(page: import('@playwright/test').Page) {
  await openTracePanel(page);
  await pickFile(page, 'astar-wrong-order.jsonl', WRONG_ORDER);
}

async function pickFile(page: import('@playwright/test').Page, name: string, text: string) {
  await page.getByTestId('trace-file').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

test('a trace opened with the file picker: the first mistake by line and step, and its board', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  await openWrongOrder(page);
  const mistake = page.getByTestId('trace-mistake');
  // Events: start, expand, generate, generate, expand: line 5 is step 5.
  await expect(mistake).toContainText('First mistake: line 5, step 5');
  await expect(mistake).toContainText('Wrong order');
  await expect(page.getByTestId('trace-message')).toContainText(`you expanded ${UP} with f = 4`);
  await expect(page.getByTestId('trace-verdict')).toContainText('A* (named in the trace)');
  await page.getByTestId('trace-show-step').click();
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '5');
  // The board of that step is the student's expansion: the blank moved up (tile 4 down to index 6).
  const board = page.locator('.current-panel [data-testid="board"]');
  await expect(board.locator('[data-tile="4"]')).toHaveAttribute('data-at', '6');
  await expect(board.locator('[data-tile="7"]')).toHaveAttribute('data-at', '7');
  await expect(page.getByTestId('stat-expanded')).toHaveAttribute('data-value', '2');
});

test('a trace with a malformed line is refused with the line number, and nothing is loaded', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  await openTracePanel(page);
  const broken = WRONG_ORDER.split('\n');
  broken[3] = '{"generate": "1 2 3/4 5 6/7 0 8", "parent": ';
  await pickFile(page, 'broken.jsonl', broken.join('\n'));
  const refused = page.getByTestId('trace-refused');
  await expect(refused).toContainText('broken.jsonl was not opened: line 4 is not a trace line.');
  await expect(refused).toContainText('It is not JSON');
  await expect(page.getByTestId('trace-verdict')).toHaveCount(0);
});

test('in Japanese, the checker’s sentence and a refusal are Japanese', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await presetPreferences(page, { language: 'ja' });
  await openWrongOrder(page);
  // The pinned Chromium draws no Japanese glyphs: the words are checked in the DOM.
  const message = page.getByTestId('trace-message');
  await expect(message).toHaveAttribute('data-code', 'order-lowest-f');
  await expect(message).toContainText(
    `5 行目: ${UP} を f = 4 で展開しましたが、フロンティアには f = 2 の ${RIGHT}（4 行目で生成）`,
  );
  await expect(message).not.toContainText('you expanded');
  // What the check could not do is said in Japanese too: RBFS's order is not one the checker knows.
  await page.getByTestId('trace-algorithm').selectOption('rbfs');
  const note = page.getByTestId('trace-check-note');
  await expect(note).toHaveAttribute('data-code', 'note-order-unknown');
  await expect(note).toContainText('再帰的最良優先探索 (RBFS) の展開の順序は確かめていません');
  const broken = WRONG_ORDER.split('\n');
  broken[3] = '{"generate": "1 2 3/4 5 6/7 0 8", "parent": "1 2 3/4 5 6/0 7 8", "h": "2"}';
  await pickFile(page, 'broken.jsonl', broken.join('\n'));
  await expect(page.getByTestId('trace-refusal-detail')).toHaveText(
    '4 行目: "h"（ゴールまでのヒューリスティックの見積もり）は 0 以上の数のはずですが、文字列 "2" でした',
  );
});

test('a link to a step of a trace reopens it at that step after a reload; an unknown one says so', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  await openWrongOrder(page);
  await expect(page.getByTestId('trace-kept')).toHaveAttribute('data-kept', 'kept');
  await page.getByTestId('trace-show-step').click();
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '5');
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#trace=t[a-z0-9]+&step=5$/);
  const link = page.url();
  await page.reload();
  await expect(page.getByTestId('trace-verdict')).toContainText('astar-wrong-order.jsonl', { timeout: 30_000 });
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '5');
  await expect(page.locator('.current-panel [data-testid="board"] [data-tile="4"]')).toHaveAttribute('data-at', '6');
  await expect.poll(() => page.url()).toBe(link);
  // Checked against another algorithm: the link says so, and a reload checks against it again.
  await page.getByTestId('trace-algorithm').selectOption('bfs');
  await expect.poll(() => new URL(page.url()).hash).toMatch(/&against=bfs$/);
  await page.reload();
  await expect(page.getByTestId('trace-algorithm')).toHaveValue('bfs', { timeout: 30_000 });
  // A step past the replay's end shows the last step, and says so.
  await page.goto('about:blank');
  await page.goto(link.replace(/step=5$/, 'step=999'));
  const clamped = page.getByTestId('trace-clamped-step');
  await expect(clamped).toContainText('The link asks for step 999, but this trace’s replay ends at step', {
    timeout: 30_000,
  });
  const last = /ends at step (\d+)/.exec((await clamped.textContent()) ?? '')?.[1];
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', last ?? 'none');
  await page.goto('about:blank');
  await page.goto('./?mode=visualize#trace=tzzzzzzzz1&step=3');
  await expect(page.getByTestId('trace-lost')).toContainText('not kept in this browser', { timeout: 30_000 });
});

/** Waits for the trace part: its page-wide drop and paste handlers are listening once its button is drawn. */
async function tracePartLoaded(page: import('@playwright/test').Page) {
  await expect(page.getByTestId('trace-button')).toBeVisible({ timeout: 30_000 });
}

/** The first mistake of WRONG_ORDER is in the panel, and its button shows its board in the visualizer. */
async function wrongOrderShown(page: import('@playwright/test').Page) {
  await expect(page.getByTestId('trace-mistake')).toContainText('First mistake: line 5, step 5');
  await page.getByTestId('trace-show-step').click();
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '5');
  await expect(page.locator('.current-panel [data-testid="board"] [data-tile="4"]')).toHaveAttribute('data-at', '6');
}

test('a trace file dropped anywhere on the page opens, in the visualizer, from another mode', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  await page.goto('./?mode=play');
  await tracePartLoaded(page);
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'dropped.jsonl', { type: 'text/plain' }));
    const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true });
    document.body.dispatchEvent(over);
    // The page accepted the drag (a drop would otherwise be the browser's: navigating to the file).
    if (!over.defaultPrevented) throw new Error('dragover was not accepted');
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, WRONG_ORDER);
  await expect(page.getByTestId('trace-verdict')).toContainText('dropped.jsonl');
  await expect(page.getByRole('tab', { name: 'Visualize' })).toHaveAttribute('aria-selected', 'true');
  await wrongOrderShown(page);
});

test('trace text pasted outside any field opens', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('./?mode=visualize');
  await tracePartLoaded(page);
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    // Nothing focused: a paste's target is the body.
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, WRONG_ORDER);
  await expect(page.getByTestId('trace-verdict')).toContainText('pasted text');
  await wrongOrderShown(page);
});

/** A Posthoc tile board: one property per cell, named by its column then its row from 1. */
function cells(board: string): Record<string, number> {
  const out: Record<string, number> = {};
  board.split('/').forEach((row, y) => row.split(' ').forEach((tile, x) => (out[`${x + 1}${y + 1}`] = Number(tile))));
  return out;
}

test('a Posthoc search trace of a tile puzzle replays, and its wrong g is found at its event', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  await openTracePanel(page);
  // ShortestPathLab writes no algorithm: only what holds for every search is checked.
  const doc = {
    version: '1.0.5',
    render: {},
    events: [
      { type: 'source', id: 1, ...cells(START) },
      { type: 'destination', id: 4, ...cells(GOAL) },
      { type: 'generating', id: 1, pId: null, g: 0, f: 2, ...cells(START) },
      { type: 'expanding', id: 1, pId: null, g: 0, f: 2, ...cells(START) },
      { type: 'generating', id: 2, pId: 1, g: 1, f: 4, ...cells(UP) },
      // Event 6: one move from the start, written with g = 2.
      { type: 'generating', id: 3, pId: 1, g: 2, f: 3, ...cells(RIGHT) },
      { type: 'closing', id: 1, pId: null, g: 0, f: 2, ...cells(START) },
      { type: 'expanding', id: 3, pId: 1, g: 2, f: 3, ...cells(RIGHT) },
      { type: 'generating', id: 4, pId: 3, g: 3, f: 3, ...cells(GOAL) },
      { type: 'end', id: 4, pId: 3, g: 3, f: 3, ...cells(GOAL) },
    ],
  };
  await page.getByTestId('trace-file').setInputFiles({
    name: 'posthoc.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(doc, null, 2)),
  });
  await expect(page.getByTestId('trace-verdict')).toContainText('posthoc.json, 10 lines');
  const mistake = page.getByTestId('trace-mistake');
  // Steps: start, expand (event 4), generate (event 5), generate (event 6).
  await expect(mistake).toContainText('First mistake: line 6, step 4');
  await expect(mistake).toContainText('Wrong g');
  await page.getByTestId('trace-show-step').click();
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '4');
  await expect(page.getByTestId('stat-expanded')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('stat-generated')).toHaveAttribute('data-value', '2');
});

test('a Romania A* trace replays on the map, with the student’s g, h and f in the frontier', async ({
  page,
  consoleErrors,
}) => {
  await openTracePanel(page);
  await page.getByTestId('trace-file').setInputFiles({
    name: 'romania-astar.jsonl',
    mimeType: 'text/plain',
    buffer: Buffer.from(ROMANIA_ASTAR),
  });
  await expect(page.getByTestId('trace-ok')).toBeVisible();
  await page.getByTestId('trace-panel').getByRole('button', { name: 'Close' }).click();
  const map = page.getByTestId('problem-view');
  await expect(map.locator('[data-city="Arad"]')).toHaveAttribute('data-status', 'frontier');
  const forward = page.getByRole('button', { name: 'Step forward' });
  // Start, Arad's expansion and its three children: Sibiu heads the frontier with f = 393.
  for (let i = 0; i < 4; i++) await forward.click();
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '5');
  await expect(map.locator('[data-status="current"]')).toHaveAttribute('data-city', 'Arad');
  const first = page.getByTestId('frontier-row').first();
  await expect(first).toHaveAttribute('data-f', '393');
  await expect(first).toHaveAttribute('data-h', '253');
  await expect(page.getByTestId('frontier-row')).toHaveCount(3);
  await forward.click();
  await expect(map.locator('[data-status="current"]')).toHaveAttribute('data-city', 'Sibiu');
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(map.locator('[data-status="current"]')).toHaveAttribute('data-city', 'Arad');
  await page.keyboard.press('End');
  await expect(map).toHaveAttribute('data-cost', '418');
  await expect(map.locator('[data-status="path"]')).toHaveCount(5);
  expect(consoleErrors).toEqual([]);
});

test('a BFS trace called A*, side by side with A*: both panes on one clock, the first difference marked on both', async ({
  page,
  consoleErrors,
}) => {
  await openTracePanel(page);
  await page.getByTestId('trace-file').setInputFiles({
    name: 'bfs-called-astar.jsonl',
    mimeType: 'text/plain',
    buffer: Buffer.from(await bfsCalledAstar()),
  });
  await expect(page.getByTestId('trace-mistake')).toContainText('First mistake: line 12');
  await page.getByTestId('trace-compare').click();
  await expect(page.getByRole('tab', { name: 'Compare' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('pane-A')).toContainText('Your trace: bfs-called-astar.jsonl');
  await expect(page.getByTestId('pane-B')).toHaveAttribute('data-algorithm', 'astar');
  for (const letter of ['A', 'B']) {
    const mark = page.getByTestId(`pane-${letter}-divergence`);
    await expect(mark).toHaveAttribute('data-clock', '4');
    await expect(mark).toContainText('First difference: expansion 4 (line 12 of the trace)');
  }
  await page.getByTestId('go-to-divergence').click();
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', '4');
  for (const letter of ['A', 'B']) {
    await expect(page.getByTestId(`pane-${letter}-divergence`)).toHaveAttribute('data-here', 'true');
    await expect(page.getByTestId(`pane-${letter}-divergence`)).toContainText('First difference here');
    await expect(page.getByTestId(`pane-${letter}-expanded`)).toHaveAttribute('data-value', '4');
  }
  // One clock: a step moves both panes on, past the difference.
  await page.getByRole('button', { name: 'Step: one expansion in every pane' }).click();
  await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-clock', '5');
  await expect(page.getByTestId('pane-A-expanded')).toHaveAttribute('data-value', '5');
  await expect(page.getByTestId('pane-B-divergence')).toHaveAttribute('data-here', 'false');
  // In Japanese (read as text: the pinned browser draws no Japanese glyphs).
  await page.getByLabel('Language').selectOption('ja');
  await expect(page.getByTestId('pane-A')).toContainText('あなたのトレース: bfs-called-astar.jsonl');
  await expect(page.getByTestId('pane-B-divergence')).toContainText('最初の違い: 展開 4 回目（トレースの 12 行目）');
  // The address links to the comparison: a reload opens the kept trace side by side again.
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#trace=t[a-z0-9]+&step=\d+&view=compare$/);
  await page.reload();
  await expect(page.getByTestId('pane-A')).toContainText('あなたのトレース: bfs-called-astar.jsonl', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('pane-B')).toHaveAttribute('data-algorithm', 'astar');
  await expect(page.getByTestId('pane-A-divergence')).toHaveAttribute('data-clock', '4');
  expect(consoleErrors).toEqual([]);
});
