/**
 * The pseudocode panel follows the cursor: the highlighted line is the one the textbook solver
 * emits the current event from (lineOf, in Node), the values beside it are the event's node
 * and match its frontier row, stepping back and forth restores it, Japanese shows no English,
 * and IDA*'s bound cut and new pass land on their lines.
 */
import { lineOf } from '../../src/core/solvers/textbook/lines';
import { presetPreferences } from './tour';
import { expect, test } from './fixtures';
import { LESSON, current, expectedLine, link } from './pseudocodeHelpers';
import { coreEvents, coreViewAt } from './visualizerHelpers';

test('A*: the highlighted line and its values follow every step, back and forth', async ({ page, consoleErrors }) => {
  // Cursor 1: the start event, on the line that fills the frontier with the root.
  await page.goto(link('astar', 1));
  const region = page.getByRole('region', { name: 'Pseudocode' });
  await expect(region).toBeVisible();
  const events = coreEvents(LESSON, 'astar', 'manhattan', 12);
  await expect(current(page)).toHaveText(expectedLine('en', 'astar', events[0]));
  const seen = new Set<string>();
  for (let cursor = 2; cursor <= 11; cursor++) {
    await page.getByRole('button', { name: 'Step forward', exact: true }).click();
    const event = events[cursor - 1];
    await expect(current(page), `cursor ${cursor}: ${event.type}`).toHaveText(expectedLine('en', 'astar', event));
    seen.add(lineOf('astar', event));
    const node = 'node' in event ? event.node : 'root' in event ? event.root : null;
    if (node) {
      const [g, h, f] = await Promise.all(
        ['g', 'h', 'f'].map(async (k) => Number(await page.getByTestId(`pseudocode-${k}`).innerText())),
      );
      expect([g, h, f]).toEqual([node.g, node.h, node.f]);
      expect(f).toBe(g + h);
      if (event.type === 'generate' && event.outcome === 'new') {
        const row = page.locator(`[data-testid="frontier-row"][data-id="${node.id}"]`);
        await expect(row).toHaveAttribute('data-f', String(f));
        await expect(row).toHaveAttribute('data-g', String(g));
        await expect(row).toHaveAttribute('data-h', String(h));
      }
    }
    const size = coreViewAt(LESSON, 'astar', 'manhattan', cursor).frontier.size;
    await expect(page.getByTestId('pseudocode-frontier')).toHaveText(String(size));
  }
  // pop, push, closed at least: the line changes with the event kind.
  expect(seen.size).toBeGreaterThanOrEqual(3);
  const at10 = await current(page).innerText();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step back', exact: true }).click();
  await expect(current(page)).toHaveText(expectedLine('en', 'astar', events[7]));
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step forward', exact: true }).click();
  await expect(current(page)).toHaveText(at10);
  // The Source view highlights the marked line of the real textbook file.
  await page.getByRole('region', { name: 'Pseudocode' }).getByLabel('Source').check();
  await expect(current(page)).toContainText('@line');
  expect(consoleErrors).toEqual([]);
});

test('Japanese: the panel is 擬似コード, in Japanese only', async ({ page, consoleErrors }) => {
  await presetPreferences(page, { language: 'ja' });
  const events = coreEvents(LESSON, 'astar', 'manhattan', 12);
  await page.goto(link('astar', 10));
  const region = page.getByRole('region', { name: '擬似コード' });
  await expect(current(page, '擬似コード')).toHaveText(expectedLine('ja', 'astar', events[9]));
  const text = await region.innerText();
  expect(text.match(/[A-Za-z]{2,}/g)).toBeNull();
  expect(consoleErrors).toEqual([]);
});

test('IDA*: the bound cut and the next pass are highlighted on their lines', async ({ page, consoleErrors }) => {
  const events = coreEvents(LESSON, 'idastar', 'manhattan', 5000);
  const cut = events.findIndex((e) => e.type === 'generate' && e.outcome === 'pruned') + 1;
  const pass = events.findIndex((e) => e.type === 'iteration' && e.pass === 2) + 1;
  expect(cut).toBeGreaterThan(0);
  expect(pass).toBeGreaterThan(0);
  await page.goto(link('idastar', cut));
  await expect(current(page)).toHaveText(expectedLine('en', 'idastar', events[cut - 1]));
  await expect(current(page)).toContainText('bound');
  await page.goto(link('idastar', pass));
  await expect(current(page)).toHaveText(expectedLine('en', 'idastar', events[pass - 1]));
  await expect(page.getByTestId('pseudocode-bound')).toHaveText(String((events[pass - 1] as { bound: number }).bound));
  expect(consoleErrors).toEqual([]);
});
