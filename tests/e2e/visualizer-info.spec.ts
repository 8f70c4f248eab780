/**
 * What the visualizer explains beside the search itself: the overlay's linear-conflict pairs,
 * the background run's result, the narration, the statistics while stepping. Every expected
 * value comes from the core, run in Node on the same board.
 */
import { makeHeuristic } from '../../src/core/heuristics';
import { makePuzzle, goalBlankLast } from '../../src/core/puzzle';
import { expect, test } from './fixtures';
import { loadBoard } from './visualizerHelpers';

const CURRENT_BOARD = 'Board of the node being expanded';

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
