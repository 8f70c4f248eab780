/**
 * Monkey test: a seeded random sequence of 2,000 UI actions (150 in the routine run) that really happened (clicks, keys,
 * speed changes, mode switches, board input and the board editor, rapid play/pause) across every
 * mode; an action whose target is not on screen is redrawn, not counted. An action that times out
 * (what a frozen page produces) is logged and tried once more; a second timeout fails the run. No
 * console error, no uncaught exception or rejection, and at the end the page still shows exactly
 * what the core computes.
 */
import type { Locator, Page } from '@playwright/test';
import { makePuzzle } from '../../src/core/puzzle';
import { seededRandom } from '../../src/core/random';
import { createReplayer } from '../../src/core/replay';
import { runSearchOptions } from '../../src/core/setupOptions';
import { startSearch } from '../../src/core/solvers';
import { readScenario } from '../../src/links';
import { scale } from '../unit/full';
import { expect, test, urlAtCursor } from './fixtures';

// A default visitor's page, with its tiles sliding (the suite runs with reduced motion: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/**
 * Issue #10 asks for at least 2,000 actions: `npm run test:full` performs them (about four
 * minutes). The routine run performs the first 150 of the same seeded sequence, so that `npm test`
 * stays within ten minutes. Fewer than that is allowed only when asked for by name.
 */
const MIN_ACTIONS = scale(150, 2000);
const ACTIONS = Number(process.env.MONKEY_ACTIONS ?? MIN_ACTIONS);
const FEWER_ALLOWED = process.env.MONKEY_ALLOW_FEWER === '1';
/**
 * Each kind issue #10 names must have happened at least once per 40 actions: 3 times in the
 * routine run's 150, 50 in the full run's 2,000.
 */
const ACTIONS_PER_KIND = 40;
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
const KEYS = [' ', 'ArrowRight', 'ArrowLeft', 'Home', 'End', '+', '-', 'Tab', 'Escape', 'p', 'Enter'];

/** Playwright's error when an action waited past its timeout: what a frozen page produces. */
const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';
const firstLine = (error: unknown) => String(error instanceof Error ? error.message : error).split('\n')[0];

/**
 * Clicks, or returns false when the click gave up because the target was disabled meanwhile, or
 * lies under something drawn over it (an open drawer, as the set-up below 1280 px): a user has
 * no way to click it either. A frozen page cannot answer `isEnabled` or `covered` either: those
 * still time out, and are not taken for a disabled or covered button.
 */
async function clickEnabled(target: Locator, wait: Wait): Promise<boolean> {
  try {
    await target.click(wait);
    return true;
  } catch (error) {
    if (isTimeout(error) && (!(await target.isEnabled(wait)) || (await covered(target, wait)))) return false;
    throw error;
  }
}

/** Whether the element at the target's centre is something else, drawn over it. */
function covered(target: Locator, wait: Wait): Promise<boolean> {
  return target.evaluate(
    (el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && !el.contains(top);
    },
    undefined,
    wait,
  );
}

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

/**
 * How long one action may wait for its target. The first try is quick: a target that moved or
 * vanished meanwhile is let go fast. A try that times out is logged and tried once more, the same
 * action (the same random draws), as patiently as every other e2e action (playwright.config's
 * actionTimeout, 15 s): a page that does not take it then is frozen, and the monkey fails. (5 s
 * was too short on this 2-core machine at load 30, where a click in compare mode once took longer.)
 */
const QUICK = { timeout: 400 };
const PATIENT = { timeout: 15_000 };
type Wait = typeof QUICK;

/** A slider moved to a different value; false when none is visible or it cannot move. */
async function slide(range: Locator | null, random: () => number, wait: Wait): Promise<boolean> {
  if (!range) return false;
  const [min, max, now] = await range.evaluate((el: HTMLInputElement) => [
    Number(el.min || 0),
    Number(el.max || 100),
    Number(el.value),
  ]);
  if (max <= min) return false;
  let value = Math.round(min + random() * (max - min));
  if (value === now) value = value === max ? min : max;
  await range.fill(String(value), wait);
  return true;
}

/** In the board editor (open or opened here): one edit, or closing it. */
async function edit(page: Page, random: () => number, wait: Wait): Promise<boolean> {
  const dialog = page.locator('dialog[open]');
  // A dialog over the editor (a lazily loaded one, asked for just before, that arrived after the
  // editor opened) makes the editor inert: close the top one first, as a user would.
  if ((await dialog.count()) > 1) {
    await page.keyboard.press('Escape');
    return true;
  }
  if ((await dialog.count()) === 0) {
    const open = await anyVisible(page.getByRole('button', { name: 'Edit board…', exact: true }), random);
    if (!open || !(await open.isEnabled())) return false;
    await open.click(wait);
    return true;
  }
  const cells = dialog.locator('[data-cell]');
  const r = random();
  if (r < 0.3) {
    // Keyboard: focus a cell, pick it up, carry it, put it down.
    const cell = await anyVisible(cells, random);
    if (!cell) return false;
    await cell.focus();
    for (const key of [' ', pick(random, ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']), ' '])
      await page.keyboard.press(key);
  } else if (r < 0.5) {
    const [from, to] = [await anyVisible(cells, random), await anyVisible(cells, random)];
    if (!from || !to) return false;
    await from.dragTo(to, wait);
  } else if (r < 0.7) {
    const text = dialog.getByLabel('Board (type or paste)', { exact: true });
    if (!(await text.isVisible())) return false;
    await text.fill(pick(random, BOARDS), wait);
  } else if (r < 0.75) {
    const button = await anyVisible(dialog.getByRole('button', { name: /^(Scramble|Solved board)$/ }), random);
    if (!button) return false;
    await button.click(wait);
  } else {
    const apply = dialog.locator('button[type="submit"]');
    if (await apply.isEnabled()) await apply.click(wait);
    else await dialog.getByRole('button', { name: 'Cancel', exact: true }).click(wait);
  }
  return true;
}

/**
 * One random action. Returns its kind when it happened, null when its target was not there
 * (the caller then draws another action: a no-op is not counted as an action).
 */
async function act(page: Page, random: () => number, wait: Wait): Promise<string | null> {
  // The editor is modal: while it is open most actions go to it, as a user's would.
  const modal = (await page.locator('dialog[open]').count()) > 0;
  if (modal && random() < 0.5) return (await edit(page, random, wait)) ? 'editor' : null;
  const r = random();
  // Behind a modal dialog the page is inert: nothing there can be clicked, slid, typed into or
  // chosen, as for a user. Such an action has no target (drawn again); keys still go to the dialog.
  if (modal && !(r >= 0.18 && r < 0.34) && !(r >= 0.64 && r < 0.72)) return null;
  if (r < 0.18) {
    const button = await anyVisible(page.locator('main button:not([disabled]), [role="tab"]'), random);
    if (!button) return null;
    return (await clickEnabled(button, wait)) ? 'click' : null;
  }
  if (r < 0.34) {
    await page.keyboard.press(pick(random, KEYS));
    return 'key';
  }
  if (r < 0.42) {
    const speed = await anyVisible(page.getByRole('slider', { name: 'Speed', exact: true }), random);
    return (await slide(speed, random, wait)) ? 'speed' : null;
  }
  if (r < 0.46) {
    const range = await anyVisible(page.locator('main input[type="range"]:not([disabled])'), random);
    return (await slide(range, random, wait)) ? 'range' : null;
  }
  if (r < 0.52) {
    // Not the problem's kind: the end-state check replays the sliding puzzle's core, and road maps
    // and grids are checked by domains.spec.ts.
    const select = await anyVisible(
      page.locator('main select:not([disabled]):not([data-testid="problem-kind"])'),
      random,
    );
    if (!select) return null;
    const values = await select.evaluate((el: HTMLSelectElement) => [...el.options].map((o) => o.value));
    if (values.length === 0) return null;
    await select.selectOption(pick(random, values), wait);
    return 'select';
  }
  if (r < 0.64) {
    // A board typed into whichever board field this mode shows (Visualize, Compare, Explore),
    // then submitted with Enter as a keyboard user would.
    const fields = page.locator('main form input[type="text"], main form input:not([type])');
    let field = await anyVisible(fields, random);
    // Projector mode keeps the visualizer's set-up in a drawer: open it first, as a user who wants
    // to type a board would. Without this, how many boards a run typed hung on how long its
    // random walk stayed in projector mode ('p' toggles it): 81-86 in most runs, 47 in one.
    const showSetup = page.getByRole('button', { name: 'Show set-up', exact: true });
    if (!field && (await showSetup.isVisible().catch(() => false))) {
      await showSetup.click(wait);
      field = await anyVisible(fields, random);
    }
    if (!field) return null;
    await field.fill(pick(random, BOARDS), wait);
    await field.press('Enter', wait);
    return 'board';
  }
  if (r < 0.72) return (await edit(page, random, wait)) ? 'editor' : null;
  if (r < 0.9) {
    // Rapid play/pause: four clicks with no wait between them.
    const play = page.getByRole('button', { name: /^(Play|Pause)$/ }).first();
    if (!(await play.isVisible().catch(() => false)) || !(await play.isEnabled())) return null;
    for (let i = 0; i < 4; i++) {
      // The run may end, or compare mode start computing, between two clicks, which disables
      // the button: stop there (not a freeze).
      if (!(await clickEnabled(play, wait))) return i > 0 ? 'play-pause' : null;
    }
    return 'play-pause';
  }
  const tab = page.getByRole('tab', { name: pick(random, ['Visualize', 'Compare', 'Play', 'Explore']) });
  if (!(await tab.isVisible().catch(() => false))) return null; // e.g. under an open dialog
  await tab.click(wait);
  return 'mode';
}

test(`monkey: ${ACTIONS} seeded random actions, no errors, state consistent`, async ({ page, consoleErrors }) => {
  test.setTimeout(1_200_000);
  expect(
    ACTIONS >= MIN_ACTIONS || FEWER_ALLOWED,
    `MONKEY_ACTIONS=${ACTIONS} is below this run's ${MIN_ACTIONS}; set MONKEY_ALLOW_FEWER=1 for a short local run`,
  ).toBe(true);
  const random = seededRandom(20261130);
  await page.goto('./');
  const counts: Record<string, number> = {};
  let performed = 0;
  let attempts = 0;
  let missed = 0;
  let retried = 0;
  while (performed < ACTIONS && attempts < ACTIONS * 3) {
    attempts++;
    let kind: string | null = null;
    // The action's random draws, kept so that a retry is the same action.
    const draws: number[] = [];
    const drawn = () => {
      const x = random();
      draws.push(x);
      return x;
    };
    try {
      kind = await act(page, drawn, QUICK);
    } catch (error) {
      if (!isTimeout(error)) {
        missed++; // an element detached between finding and acting: not an app error
      } else {
        retried++;
        console.log(
          `monkey: action ${attempts} timed out (${firstLine(error)}); retrying the same action once, with 15 s`,
        );
        // A drag cut short by the timeout leaves the mouse button down: let go before trying again.
        await page.mouse.up();
        let next = 0;
        const again = () => (next < draws.length ? draws[next++] : random());
        try {
          kind = await act(page, again, PATIENT);
        } catch (second) {
          if (isTimeout(second))
            throw new Error(`action ${attempts} timed out again, the page is frozen: ${firstLine(second)}`, {
              cause: second,
            });
          missed++;
        }
      }
    }
    if (consoleErrors.length) throw new Error(`after action ${attempts} (${kind}): ${consoleErrors.join(' | ')}`);
    if (kind === null) continue;
    counts[kind] = (counts[kind] ?? 0) + 1;
    performed++;
  }
  console.log(
    `monkey: each kind needs ${Math.floor(ACTIONS / ACTIONS_PER_KIND)}; ${performed} actions performed in ${attempts} attempts (${retried} retried after a timeout, ` +
      `${missed} missed): ${JSON.stringify(counts)}`,
  );
  expect(performed, 'actions that really happened').toBeGreaterThanOrEqual(ACTIONS);
  // Every kind issue #10 names, often enough to matter (a monkey stuck on one screen fails here).
  const perKind = Math.floor(ACTIONS / ACTIONS_PER_KIND);
  for (const kind of ['click', 'key', 'speed', 'mode', 'board', 'editor', 'play-pause'])
    expect(counts[kind] ?? 0, `${kind} actions`).toBeGreaterThanOrEqual(perKind);

  // The end state: back to the visualizer, paused, settled; the URL names the run and the step.
  // Close a dialog the monkey left open: in the board editor, Escape first drops a picked-up
  // tile (by design), and only the next one closes the dialog.
  for (let i = 0; i < 3 && (await page.locator('dialog[open]').count()) > 0; i++) await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]'), 'Escape closes every dialog').toHaveCount(0);
  await page.getByRole('tab', { name: 'Visualize' }).click();
  // Read the visualizer once it is drawn (a click returns before React has switched the page).
  await expect(page.locator('main.app-main')).toHaveAttribute('data-mode', 'visualize');
  if (await page.locator('html[data-projector="on"]').count())
    await page.getByRole('button', { name: 'Projector' }).click();
  const pause = page.getByRole('button', { name: 'Pause', exact: true });
  if (await pause.isVisible().catch(() => false)) await pause.click();
  // Load a known run if the last one is not a steppable run, then step a little.
  if (
    !(await page
      .getByTestId('position')
      .isVisible()
      .catch(() => false))
  ) {
    // The monkey may also have left a goal this board cannot reach (then no run, no bar): the
    // default goal, which the lesson board reaches.
    await page.getByLabel('Goal', { exact: true }).selectOption('blank-last');
    await page.getByLabel('Start board', { exact: true }).fill(BOARDS[0]);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await expect(page.getByTestId('position')).toBeVisible();
  }
  // The quiz takes the frontier's place too. Only once a run is loaded: without one the bar and
  // its Quiz button are not drawn, and a quiz the monkey left on comes back with the run.
  const quiz = page.getByRole('button', { name: 'Quiz', exact: true });
  if ((await quiz.count()) > 0 && (await quiz.getAttribute('aria-pressed', { timeout: 2_000 })) === 'true') {
    await quiz.click();
    await expect(quiz).toHaveAttribute('aria-pressed', 'false');
  }
  // The monkey may have left the search tree in the frontier's place: the rows are checked below.
  const showFrontier = page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Frontier', exact: true });
  if (await showFrontier.isVisible().catch(() => false)) await showFrontier.click();
  const forward = page.getByRole('button', { name: 'Step forward' });
  if (await forward.isEnabled()) await forward.click(); // a run already at its end stays there
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await urlAtCursor(page);

  const { scenario } = readScenario(new URL(page.url()).search);
  expect(scenario?.setup, 'the URL names the run').toBeTruthy();
  const setup = scenario!.setup!;
  const cursor = Number(await page.getByTestId('position').getAttribute('data-cursor'));
  expect(scenario!.step).toBe(cursor);
  // The same search the page runs for this set-up (SMA*'s memory, a local search's seed and
  // settings, BFS's goal test included).
  const started = startSearch(makePuzzle(setup.rows, setup.cols, setup.goal), setup.start, runSearchOptions(setup));
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
