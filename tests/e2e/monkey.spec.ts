/**
 * Monkey test: a seeded random sequence of 2,000 UI actions (clicks, keys, speed changes, mode
 * switches, board input, rapid play/pause) across every mode. No console error, no uncaught
 * exception or rejection, and at the end the page still shows exactly what the core computes.
 */
import type { Locator, Page } from '@playwright/test';
import { makePuzzle } from '../../src/core/puzzle';
import { seededRandom } from '../../src/core/random';
import { createReplayer } from '../../src/core/replay';
import { startSearch } from '../../src/core/solvers';
import { readScenario } from '../../src/store/urlState';
import { expect, test } from './fixtures';

const ACTIONS = Number(process.env.MONKEY_ACTIONS ?? 2000);
const BOARDS = [
  '8 1 3 / 4 0 2 / 7 6 5',
  '1 2 3 4 5 6 7 0 8',
  '2 8 3 / 1 6 4 / 7 0 5', // unsolvable for blank last
  '1 2 3 4 5 5 7 8 0', // a duplicated tile
  '1 2 3 / 4 5 6 / 0 7 8 / 9',
  '<script>alert(1)</script>',
  '[[1,2],[3,0]]',
  '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15',
  '',
  '０１２３４５６７８',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** One random visible element of a kind, or null. */
async function anyVisible(locator: Locator, random: () => number): Promise<Locator | null> {
  const count = await locator.count();
  for (let tries = 0; tries < 4 && count > 0; tries++) {
    const el = locator.nth(Math.floor(random() * count));
    if (await el.isVisible().catch(() => false)) return el;
  }
  return null;
}

async function act(page: Page, random: () => number): Promise<string> {
  const r = random();
  const quick = { timeout: 400 };
  if (r < 0.3) {
    const button = await anyVisible(page.locator('main button:not([disabled]), [role="tab"]'), random);
    if (button) await button.click(quick);
    return 'click';
  }
  if (r < 0.55) {
    await page.keyboard.press(
      pick(random, [' ', 'ArrowRight', 'ArrowLeft', 'Home', 'End', '+', '-', 'Tab', 'Escape', 'p', 'Enter']),
    );
    return 'key';
  }
  if (r < 0.65) {
    const range = await anyVisible(page.locator('main input[type="range"]:not([disabled])'), random);
    if (range) {
      const [min, max] = await range.evaluate((el: HTMLInputElement) => [Number(el.min || 0), Number(el.max || 100)]);
      await range.fill(String(Math.round(min + random() * (max - min))), quick);
    }
    return 'range';
  }
  if (r < 0.75) {
    const select = await anyVisible(page.locator('main select:not([disabled])'), random);
    if (select) {
      const values = await select.evaluate((el: HTMLSelectElement) => [...el.options].map((o) => o.value));
      if (values.length) await select.selectOption(pick(random, values), quick);
    }
    return 'select';
  }
  if (r < 0.85) {
    const board = page.getByLabel('Start board', { exact: true });
    if (await board.isVisible().catch(() => false)) {
      await board.fill(pick(random, BOARDS), quick);
      await page.getByRole('button', { name: 'Load', exact: true }).click(quick);
    }
    return 'board';
  }
  if (r < 0.93) {
    // Rapid play/pause.
    const play = page.getByRole('button', { name: /^(Play|Pause)$/ }).first();
    for (let i = 0; i < 4; i++) if (await play.isVisible().catch(() => false)) await play.click(quick);
    return 'play-pause';
  }
  await page.getByRole('tab', { name: pick(random, ['Visualize', 'Compare', 'Play', 'Explore']) }).click(quick);
  return 'mode';
}

test(`monkey: ${ACTIONS} seeded random actions, no errors, state consistent`, async ({ page, consoleErrors }) => {
  test.setTimeout(900_000);
  const random = seededRandom(20261130);
  await page.goto('./');
  const counts: Record<string, number> = {};
  for (let i = 0; i < ACTIONS; i++) {
    let kind: string;
    try {
      kind = await act(page, random);
    } catch {
      kind = 'missed'; // an element moved or vanished between finding and acting: not an app error
    }
    counts[kind] = (counts[kind] ?? 0) + 1;
    if (consoleErrors.length) throw new Error(`after action ${i} (${kind}): ${consoleErrors.join(' | ')}`);
  }
  console.log(`monkey actions: ${JSON.stringify(counts)}`);

  // The end state: back to the visualizer, paused, settled; the URL names the run and the step.
  // Close a dialog the monkey left open: in the board editor, Escape first drops a picked-up
  // tile (by design), and only the next one closes the dialog.
  for (let i = 0; i < 3 && (await page.locator('dialog[open]').count()) > 0; i++) await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]'), 'Escape closes every dialog').toHaveCount(0);
  await page.getByRole('tab', { name: 'Visualize' }).click();
  if (await page.locator('html[data-projector="on"]').count())
    await page.getByRole('button', { name: 'Projector' }).click();
  const pause = page.getByRole('button', { name: 'Pause', exact: true });
  if (await pause.isVisible().catch(() => false)) await pause.click();
  const quiz = page.getByRole('button', { name: 'Quiz', exact: true });
  if ((await quiz.count()) > 0 && (await quiz.getAttribute('aria-pressed', { timeout: 2_000 })) === 'true') {
    await quiz.click();
  }
  // Load a known run if the last one is not a steppable run, then step a little.
  if (
    !(await page
      .getByTestId('position')
      .isVisible()
      .catch(() => false))
  ) {
    await page.getByLabel('Start board', { exact: true }).fill(BOARDS[0]);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
  }
  const forward = page.getByRole('button', { name: 'Step forward' });
  if (await forward.isEnabled()) await forward.click(); // a run already at its end stays there
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await page.waitForTimeout(800); // the address bar is rewritten at most every 300 ms

  const { scenario } = readScenario(new URL(page.url()).search);
  expect(scenario?.setup, 'the URL names the run').toBeTruthy();
  const setup = scenario!.setup!;
  const cursor = Number(await page.getByTestId('position').getAttribute('data-cursor'));
  expect(scenario!.step).toBe(cursor);
  const started = startSearch(makePuzzle(setup.rows, setup.cols, setup.goal), setup.start, {
    algorithm: setup.algorithm,
    heuristic: setup.heuristic,
    weight: setup.weight,
    depthLimit: setup.depthLimit,
    budget: { maxExpansions: setup.maxExpansions },
  });
  if (!started.ok) throw new Error(`the page runs a search the core refuses: ${started.reason}`);
  const events = [];
  for (const e of started.search) {
    events.push(e);
    if (events.length >= cursor) break;
  }
  const replayer = createReplayer(setup.algorithm);
  replayer.append(events);
  const core = replayer.seek(cursor);
  const rows = await page
    .getByTestId('frontier-row')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))));
  expect(rows.length > 0).toBe(core.frontier.size > 0);
  await expect(page.getByTestId('stat-frontier')).toHaveAttribute('data-value', String(core.frontier.size));
  expect(rows).toEqual(core.frontier.slice(0, rows.length).map((n) => n.id));
  await expect(page.getByTestId('stat-expanded')).toHaveAttribute('data-value', String(core.counters.expanded));
  await expect(page.getByTestId('stat-generated')).toHaveAttribute('data-value', String(core.counters.generated));
  expect(consoleErrors).toEqual([]);
});
