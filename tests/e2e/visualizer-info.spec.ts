/**
 * What the visualizer explains beside the search itself: the overlay's linear-conflict pairs,
 * the background run's result, the narration, the statistics while stepping. Every expected
 * value comes from the core, run in Node on the same board.
 */
import type { Page } from '@playwright/test';
import type { SearchEvent } from '../../src/core/events';
import { makeHeuristic } from '../../src/core/heuristics';
import { applyMoves, goalBlankLast, makePuzzle } from '../../src/core/puzzle';
import { createReplayer } from '../../src/core/replay';
import { startSearch } from '../../src/core/solvers';
import { tieDecider } from '../../src/core/solvers/ordering';
import { en } from '../../src/i18n/en';
import { makeCodec } from '../../src/core/stateKey';
import { expect, lowerRecordCap, readBoard, test } from './fixtures';
import { coreEvents, coreViewAt, loadBoard } from './visualizerHelpers';
import { runningLineShown } from './pseudocodeHelpers';

/** The closed set's count as the panel words it in English. */
const closedText = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'node' : 'nodes'} expanded`;

const CURRENT_BOARD = 'Board of the node being expanded';
/** The lesson board (14 moves), the default example. */
const LESSON = [8, 1, 3, 4, 0, 2, 7, 6, 5];

/** Opens the page on the lesson board with this algorithm and Manhattan distance. */
async function openLesson(page: Page, algorithm: string): Promise<number[]> {
  await page.goto('./');
  await loadBoard(page, LESSON.join(' '), algorithm, 'Manhattan distance');
  return LESSON;
}

test('the overlay names each tile’s linear-conflict partners, with a legend of the pairs', async ({
  page,
  consoleErrors,
}) => {
  const start = [2, 1, 3, 5, 4, 6, 7, 8, 0];
  await page.emulateMedia({ reducedMotion: 'reduce' }); // tiles settle at once for the screenshot
  await page.goto('./');
  await loadBoard(page, '2 1 3 / 5 4 6 / 7 8 0', 'A*', 'Manhattan distance');
  await page.getByLabel('Show each tile’s Manhattan distance').check();

  // The core's explanation: Manhattan per tile, and the conflicting pairs.
  const puzzle = makePuzzle(3, 3, goalBlankLast(3, 3));
  const lc = makeHeuristic('linear-conflict', puzzle).explain(start);
  const pairs = lc.conflicts ?? [];
  expect(pairs.length).toBeGreaterThan(0);
  const expectedBadges = Object.fromEntries(
    lc.tiles.map(({ tile, value }) => {
      const partners = pairs.flatMap((p) => (p.a === tile ? [p.b] : p.b === tile ? [p.a] : [])).sort((x, y) => x - y);
      return [String(tile), partners.length ? `${value}⇄${partners.join(',')}` : String(value)];
    }),
  );
  const badges = await page
    .getByRole('group', { name: CURRENT_BOARD })
    .locator('[data-tile]')
    .evaluateAll((els) =>
      Object.fromEntries(els.map((el) => [el.getAttribute('data-tile'), el.querySelector('.tile-badge')?.textContent])),
    );
  expect(badges).toEqual(expectedBadges);

  const legend = page.getByTestId('conflict-legend');
  await expect(legend).toContainText('Linear conflicts:');
  const shown = await legend
    .getByTestId('conflict-pair')
    .evaluateAll((els) =>
      els.map((el) => [Number(el.getAttribute('data-a')), Number(el.getAttribute('data-b')), el.textContent]),
    );
  expect(shown).toEqual(pairs.map((p) => [p.a, p.b, `${p.a}⇄${p.b}`]));
  await page.screenshot({ path: 'test-results/screens/visualizer-conflicts.png' });
  expect(consoleErrors).toEqual([]);
});

/**
 * Loads a run too large to record and runs it to the end: the rest goes on in the background on
 * its own. On a 1 GB device (750,000 events), so that a run of a million events does not fit.
 */
async function reachTooLarge(page: Page, board: string, algorithm: string, budget: number) {
  await lowerRecordCap(page);
  await page.goto('./');
  await page.getByLabel('Budget (expansions)', { exact: true }).fill(String(budget));
  await loadBoard(page, board, algorithm);
  await page.getByRole('button', { name: 'Run to end' }).click();
  const notice = page.getByTestId('too-large');
  await expect(notice).toContainText('Recorded what fits; the rest runs in the background', { timeout: 90_000 });
  return notice;
}

test(
  'a background run shows a real progress fraction, and Cancel stops it',
  { tag: '@alone' },
  async ({ page, consoleErrors }) => {
    test.setTimeout(150_000);
    // BFS on a 15-puzzle with a budget far beyond what a few seconds reach.
    const budget = 5_000_000; // the largest the form takes
    const notice = await reachTooLarge(
      page,
      '13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2',
      'Breadth-first search (BFS)',
      budget,
    );
    const progress = notice.getByTestId('background-progress');
    await expect(progress).toHaveAttribute('max', String(budget));
    // A real value: expansions so far, out of the budget.
    await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(notice).toContainText(`of at most ${budget.toLocaleString('en')} expansions`);
    await page.screenshot({ path: 'test-results/screens/visualizer-background-running.png' });

    await notice.getByRole('button', { name: 'Cancel' }).click();
    await expect(progress).toHaveCount(0);
    await expect(notice).toContainText('The background run was cancelled.');
    await expect(notice.getByRole('button', { name: 'Run to the end in the background' })).toBeVisible();
    await expect(page.getByTestId('background-final')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'a finished background run shows the core’s statistics and a replayable solution',
  { tag: '@alone' },
  async ({ page, consoleErrors }) => {
    test.setTimeout(150_000);
    // A* solves this 15-puzzle in about 240,000 expansions: more events than the page records.
    const start = [2, 1, 6, 12, 5, 0, 13, 3, 8, 11, 7, 10, 9, 14, 4, 15];
    const budget = 400_000;
    const notice = await reachTooLarge(page, start.join(' '), 'A*', budget);
    await expect(page.getByTestId('background-final')).toContainText('Solved', { timeout: 60_000 });

    const puzzle = makePuzzle(4, 4, goalBlankLast(4, 4));
    const started = startSearch(puzzle, start, {
      algorithm: 'astar',
      heuristic: 'manhattan',
      budget: { maxExpansions: budget },
      trace: 'progress',
    });
    if (!started.ok) throw new Error('core refused the run');
    let final: SearchEvent | undefined;
    for (const e of started.search) final = e;
    if (final?.type !== 'solved') throw new Error('the core did not solve it');
    const { stats, path } = final;
    for (const [id, value] of [
      ['expanded', stats.expanded],
      ['generated', stats.generated],
      ['duplicates', stats.duplicates],
      ['peak-frontier', stats.peakFrontier],
      ['peak-memory', stats.peakMemory],
    ] as const)
      await expect(page.getByTestId(`bg-stat-${id}`)).toHaveAttribute('data-value', String(value));
    await expect(page.getByTestId('bg-stat-elapsed')).toHaveText(/^[\d,]+ ms$/);

    // The path replays move by move on its own board.
    await expect(notice.getByTestId('solution-length')).toHaveAttribute('data-length', String(path.length));
    const boards = applyMoves(puzzle, start, path)!;
    expect(await readBoard(page, 'Path')).toEqual(boards[0].filter((t) => t !== 0).map(String));
    await notice.getByRole('button', { name: 'Next move' }).click();
    await notice.getByRole('button', { name: 'Next move' }).click();
    await expect(notice.getByTestId('solution-step')).toHaveAttribute('data-step', '2');
    await expect.poll(() => readBoard(page, 'Path')).toEqual(boards[2].filter((t) => t !== 0).map(String));
    await page.screenshot({ path: 'test-results/screens/visualizer-background-result.png', fullPage: true });
    expect(consoleErrors).toEqual([]);
  },
);

test('the solution replays move by move on the main board', async ({ page, consoleErrors }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const start = await openLesson(page, 'A*');
  await page.getByRole('button', { name: 'Run to end' }).click();
  const final = coreEvents(start, 'astar', 'manhattan').at(-1);
  if (final?.type !== 'solved') throw new Error('the core did not solve it');
  const puzzle = makePuzzle(3, 3, goalBlankLast(3, 3));
  const boards = applyMoves(puzzle, start, final.path)!.map((b) => b.filter((t) => t !== 0).map(String));
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', String(final.path.length));

  await page.getByLabel('Show on the main board').check();
  // Move 0 is the start board, on the main board.
  await expect.poll(() => readBoard(page, CURRENT_BOARD)).toEqual(boards[0]);
  for (let k = 1; k <= 3; k++) {
    await page.getByRole('button', { name: 'Next move' }).click();
    await expect(page.getByTestId('board-caption')).toHaveText(
      `Solution on the board: move ${k} of ${final.path.length}`,
    );
    await expect.poll(() => readBoard(page, CURRENT_BOARD)).toEqual(boards[k]);
  }
  await page.screenshot({ path: 'test-results/screens/visualizer-solution-on-board.png' });
  await page.getByRole('button', { name: 'Previous move' }).click();
  await expect.poll(() => readBoard(page, CURRENT_BOARD)).toEqual(boards[2]);

  // Off again: the board shows the search's last node, the goal.
  await page.getByLabel('Show on the main board').uncheck();
  await expect(page.getByTestId('board-caption')).toHaveCount(0);
  await expect.poll(() => readBoard(page, CURRENT_BOARD)).toEqual(boards[final.path.length]);
  expect(consoleErrors).toEqual([]);
});

test('the narration is a polite live region and summarises an expansion’s children', async ({
  page,
  consoleErrors,
}) => {
  const start = await openLesson(page, 'A*');
  const narration = page.getByTestId('narration');
  await expect(narration).toHaveAttribute('role', 'status');
  await expect(narration).toHaveAttribute('aria-live', 'polite');

  const next = page.getByRole('button', { name: 'Step to next expansion' });
  await next.click();
  await next.click();
  // The core's log: the second expand event and the outcomes of the generate events after it.
  const events = coreEvents(start, 'astar', 'manhattan');
  const at = events.findIndex((e, i) => e.type === 'expand' && events.slice(0, i).some((p) => p.type === 'expand'));
  const expand = events[at];
  if (expand.type !== 'expand') throw new Error('no second expansion');
  const children = [];
  for (let i = at + 1; events[i].type === 'generate'; i++) children.push(events[i]);
  const closed = children.filter((c) => c.type === 'generate' && c.outcome === 'closed').length;
  const added = children.filter((c) => c.type === 'generate' && c.outcome === 'new').length;
  expect(added + closed).toBe(children.length); // the sentence below lists exactly these two outcomes
  const { f, g, h } = expand.node;
  await expect(narration).toHaveText(
    `Took the node with the lowest f = ${f} (g ${g} + h ${h}) from the frontier. ` +
      `${children.length} children: ${added} added to the frontier, ${closed} already closed.`,
  );
  expect(consoleErrors).toEqual([]);
});

test('keyboard: Space plays and pauses, + and − change the speed, and a checkbox or slider does not swallow them', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  const position = page.getByTestId('position');
  const speed = page.getByLabel('Speed', { exact: true });
  await expect(position).toHaveAttribute('data-cursor', '1');
  await page.locator('body').click({ position: { x: 5, y: 700 } });

  const step = Number(await speed.inputValue());
  await page.keyboard.press('+');
  await expect(speed).toHaveValue(String(step + 1));
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(speed).toHaveValue(String(step - 1));

  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();

  // After a click on the overlay checkbox, → still steps forward.
  await page.getByRole('button', { name: 'Jump to start' }).click();
  await page.getByLabel('Show each tile’s Manhattan distance').click();
  await expect(page.getByLabel('Show each tile’s Manhattan distance')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveAttribute('data-cursor', '2');

  // After touching the Speed slider, + and Space still reach playback (its arrows stay its own).
  await speed.focus();
  const before = Number(await speed.inputValue());
  await page.keyboard.press('+');
  await expect(speed).toHaveValue(String(before + 1));
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('scrubbed to a cursor with ties: counters, peak memory, closed set, duplicates, visible g/h/f and the tie chips match the core', async ({
  page,
  consoleErrors,
}) => {
  const start = await openLesson(page, 'A*');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('solution-length')).toBeVisible();
  // Elapsed is the solver's clock, read out in its final event.
  await expect(page.getByTestId('stat-elapsed')).toHaveText(/^[\d,]+ ms$/);

  // The first cursor whose frontier shows both kinds of tie (lower h, and age), from the core.
  const events = coreEvents(start, 'astar', 'manhattan');
  const replayer = createReplayer('astar');
  replayer.append(events);
  const deciders = (cursor: number) => {
    const f = replayer.seek(cursor).frontier;
    const nodes = f.slice(0, Math.min(f.size, 8));
    return nodes.map((n, i) => (i > 0 ? tieDecider('astar', nodes[i - 1], n) : null));
  };
  let cursor = 2;
  while (!(deciders(cursor).includes('h') && deciders(cursor).includes('age'))) cursor++;
  const expectedTies = deciders(cursor);

  await page.getByLabel('Recorded events', { exact: true }).fill(String(cursor));
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', String(cursor));
  const core = replayer.seek(cursor);

  await expect(page.getByTestId('stat-expanded')).toHaveAttribute('data-value', String(core.counters.expanded));
  await expect(page.getByTestId('stat-peak-memory')).toHaveAttribute('data-value', String(core.counters.peakMemory));
  await expect(page.getByTestId('stat-elapsed')).toHaveText('shown when the search ends'); // issue #20 item 9: not "at the end" while the run goes on;
  await expect(page.getByTestId('closed-count')).toHaveText(closedText(core.counters.closed));
  // Each entry: its mini board's tiles, then the outcome as the English catalogue words it.
  const codec = makeCodec(3, 3);
  const dupTexts = core.recentDuplicates.slice(0, 4).map(
    (d) =>
      `${codec
        .decode(d.node.key)
        .filter((t) => t !== 0)
        .join('')}${en.outcome[d.outcome]}`,
  );
  expect(dupTexts.length).toBeGreaterThan(0);
  await expect(page.getByTestId('duplicates').locator('li')).toHaveText(dupTexts);

  // The visible cells, not only the data attributes: g, h and f as the class reads them.
  const rows = page.getByTestId('frontier-row');
  const shown = Math.min(await rows.count(), 8);
  const cells = await rows.evaluateAll(
    (els, n) => els.slice(0, n).map((el) => [...el.querySelectorAll('.num')].map((c) => c.textContent)),
    shown,
  );
  const nodes = core.frontier.slice(0, shown);
  expect(cells).toEqual(nodes.map((n) => [String(n.g), String(n.h), String(n.f)]));

  // Each tie row says which key decided, as the core orders it.
  const ties = await rows.evaluateAll(
    (els, n) =>
      els.slice(0, n).map((el) => el.querySelector('[data-testid="tie"]')?.getAttribute('data-decider') ?? null),
    shown,
  );
  expect(ties).toEqual(expectedTies.slice(0, shown));
  const ageRow = expectedTies.indexOf('age');
  // A tie names the row above by the number in its # column (row k + 1 is rows.nth(k)), never a node id.
  await expect(rows.nth(ageRow).getByTestId('tie')).toHaveText(`same f, h as row ${ageRow}: older first`);
  const hRow = expectedTies.indexOf('h');
  await expect(rows.nth(hRow).getByTestId('tie')).toHaveText(`same f as row ${hRow}: lower h first`);
  await expect(rows.nth(ageRow - 1).locator('.rank-number')).toHaveText(String(ageRow));
  await expect(rows.nth(hRow - 1).locator('.rank-number')).toContainText(String(hRow));
  await page.screenshot({ path: 'test-results/screens/visualizer-ties.png' });

  // Reset: back to the start event of the same run.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1');
  await expect(page.getByTestId('frontier-row')).toHaveCount(1);
  await expect(page.getByTestId('solution-length')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('IDA*: pass, bound, pruned and next bound match the core', async ({ page, consoleErrors }) => {
  const start = await openLesson(page, 'IDA*');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('solution-length')).toBeVisible();
  // A cursor in the second pass with something pruned, from the core's log.
  const events = coreEvents(start, 'idastar', 'manhattan');
  const replayer = createReplayer('idastar');
  replayer.append(events);
  let cursor = 1;
  for (; cursor < events.length; cursor++) {
    const it = replayer.seek(cursor).iteration;
    if (it && it.pass >= 2 && it.pruned >= 2) break;
  }
  await page.getByLabel('Recorded events', { exact: true }).fill(String(cursor));
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', String(cursor));
  const it = replayer.seek(cursor).iteration!;
  await expect(page.getByTestId('iteration-pass')).toHaveText(String(it.pass));
  await expect(page.getByTestId('iteration-bound')).toHaveText(String(it.bound));
  await expect(page.getByTestId('iteration-pruned')).toHaveText(String(it.pruned));
  await expect(page.getByTestId('iteration-next')).toHaveText(String(it.nextBound));
  await page.screenshot({ path: 'test-results/screens/visualizer-idastar.png' });
  expect(consoleErrors).toEqual([]);
});

test('a frontier of over 100,000 entries keeps a few DOM rows and scrolls to its last rank', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.goto('./');
  await page.getByLabel('Budget (expansions)', { exact: true }).fill('110000');
  await loadBoard(page, '13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2', 'Breadth-first search (BFS)');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('narration')).toContainText('Limit reached', { timeout: 90_000 });
  const size = Number(await page.getByTestId('stat-frontier').getAttribute('data-value'));
  expect(size).toBeGreaterThan(100_000);
  await expect(page.getByTestId('frontier-count')).toHaveText(`${size.toLocaleString('en')} nodes`);

  const rows = page.getByTestId('frontier-row');
  expect(await rows.count()).toBeLessThan(40);
  await page.locator('.frontier-scroll').evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(rows.last().locator('.rank')).toHaveText(String(size));
  expect(await rows.count()).toBeLessThan(40);
  expect(consoleErrors).toEqual([]);
});

test('the closed set out of view waits while a run plays, and shows the run again once seen or paused', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('./');
  const start = [8, 6, 7, 2, 5, 4, 3, 0, 1];
  await loadBoard(page, start.join(' '), 'Breadth-first search (BFS)');
  const count = page.getByTestId('closed-count');
  await expect(count).toHaveText(closedText(0));
  // Under the listing in the side column, below its scrolled view at 1366x768.
  const inView = () =>
    count.evaluate((el) => el.getBoundingClientRect().top < el.closest('.side-column')!.getBoundingClientRect().bottom);
  // Once the listing above it has loaded.
  await expect(page.getByTestId('pseudocode')).toBeVisible();
  await expect.poll(inView).toBe(false);
  // Some 3,500 events a second: minutes for this run, so it still plays through every check below.
  await page.getByLabel('Speed', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Play' }).click();
  const cursor = () => page.getByTestId('position').evaluate((el) => Number(el.getAttribute('data-cursor')));
  await expect.poll(cursor).toBeGreaterThan(2_000);
  // Held while unseen: the panel still says what it said before Play.
  await expect(count).toHaveText(closedText(0));
  // Seen while the run plays: it repaints. The reader scrolls the side column to its end, past
  // the listing, whose running line from then on no longer pulls the column back to itself.
  const side = page.locator('.side-column');
  await side.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  expect(await runningLineShown(page)).toBe('none');
  await expect(count).not.toHaveText(closedText(0));
  const seenAt = await cursor();
  await expect.poll(cursor).toBeGreaterThan(seenAt + 1_000);
  expect(await runningLineShown(page)).toBe('none');
  expect(await inView()).toBe(true);
  // Out of view again, then paused: the pause repaints it, in view or not, as the core has it.
  await side.evaluate((el) => el.scrollTo(0, 0));
  expect(await inView()).toBe(false);
  await page.getByRole('button', { name: 'Pause' }).click();
  const at = await cursor();
  await expect(count).toHaveText(closedText(coreViewAt(start, 'bfs', 'manhattan', at).counters.closed));
  expect(consoleErrors).toEqual([]);
});
