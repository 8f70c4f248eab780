/**
 * BFS's goal test (issue #19): the set-up panel, the link, the pseudocode and compare mode all
 * follow the choice, and the counters show what testing at expansion costs, with the core's
 * numbers (the 14-move lesson board: 3,633 expansions at generation, 5,961 at expansion).
 */
import { makePuzzle } from '../../src/core/puzzle';
import { runToEnd } from '../../src/core/solvers';
import { findPreset, presetSetup } from '../../src/store/comparePresets';
import { coreRun } from '../unit/store/compareHelpers';
import { expect, test, urlAtCursor } from './fixtures';
import { current } from './pseudocodeHelpers';
import { presetPreferences } from './tour';

const LESSON = [8, 1, 3, 4, 0, 2, 7, 6, 5];
const BFS_LINK = './?mode=visualize&size=3x3&board=8,1,3/4,0,2/7,6,5&goal=blank-last&algorithm=bfs';

const coreExpanded = (goalTest: 'generation' | 'expansion') =>
  runToEnd(makePuzzle(3, 3), LESSON, { algorithm: 'bfs', goalTest, trace: 'progress' }).final.stats;

test('visualizer: the goal test is a set-up choice, in the counters, the pseudocode and the link', async ({
  page,
  consoleErrors,
}) => {
  const early = coreExpanded('generation');
  const late = coreExpanded('expansion');
  expect(late.expanded).toBeGreaterThan(early.expanded);
  await page.goto(BFS_LINK);
  const choice = page.getByLabel('Goal test', { exact: true });
  await expect(choice).toHaveValue('generation');
  await page.keyboard.press('End');
  await expect(page.getByTestId('stat-expanded')).toHaveAttribute('data-value', String(early.expanded));
  await expect(page.getByTestId('stat-generated')).toHaveAttribute('data-value', String(early.generated));
  await expect(current(page)).toContainText('IS-GOAL(s)'); // the test on the generated child

  await choice.selectOption('expansion');
  await expect(page).toHaveURL(/[?&]goaltest=expansion(&|$)/);
  await page.keyboard.press('End');
  await expect(page.getByTestId('stat-expanded')).toHaveAttribute('data-value', String(late.expanded));
  await expect(page.getByTestId('stat-generated')).toHaveAttribute('data-value', String(late.generated));
  await expect(current(page)).toContainText('IS-GOAL(node.STATE)'); // the test after the pop

  // The link reopens the same run.
  await urlAtCursor(page);
  await page.reload();
  await expect(page.getByLabel('Goal test', { exact: true })).toHaveValue('expansion');
  await page.keyboard.press('End');
  await expect(page.getByTestId('stat-expanded')).toHaveAttribute('data-value', String(late.expanded));
  // Another algorithm has no such choice.
  await page.getByLabel('Algorithm', { exact: true }).selectOption('astar');
  await expect(page.getByLabel('Goal test', { exact: true })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

for (const language of ['en', 'ja'] as const) {
  test(`compare: the goal-test lesson, BFS at generation, at expansion and UCS (${language})`, async ({
    page,
    consoleErrors,
  }) => {
    const setup = presetSetup(findPreset('goal-test')!);
    const finals = setup.panes.map((p) => coreRun(setup, p).final);
    if (language === 'ja') await presetPreferences(page, { language: 'ja' });
    await page.goto('./?mode=compare');
    const title =
      language === 'ja'
        ? 'BFS：生成時のゴール判定・展開時のゴール判定・一様コスト探索'
        : 'BFS: goal test at generation vs at expansion vs UCS';
    await page.getByRole('button', { name: title, exact: true }).click();
    await expect(page.getByTestId('preset-lesson')).toContainText(language === 'ja' ? '5,961' : '5,961 expansions');
    const paneB = language === 'ja' ? 'ゴール判定（パネル B）' : 'Goal test (pane B)';
    await expect(page.getByLabel(paneB, { exact: true })).toHaveValue('expansion');
    await page.getByRole('button', { name: language === 'ja' ? '最後まで実行' : 'Run to end' }).click();
    const end = Math.max(...finals.map((f) => f.stats.expanded));
    await expect(page.getByTestId('compare-clock')).toHaveAttribute('data-end', String(end), { timeout: 45_000 });
    for (const [k, final] of finals.entries()) {
      const L = 'ABC'[k];
      expect(final.type).toBe('solved');
      await expect(page.getByTestId(`pane-${L}-status`)).toHaveAttribute('data-length', '14');
      await expect(page.getByTestId(`pane-${L}-expanded`)).toHaveAttribute('data-value', String(final.stats.expanded));
      await expect(page.getByTestId(`pane-${L}-generated`)).toHaveAttribute(
        'data-value',
        String(final.stats.generated),
      );
    }
    // Pane B back to testing at generation: the comparison restarts, and the link says so.
    await page.getByLabel(paneB, { exact: true }).selectOption('generation');
    await expect(page).toHaveURL(/panes=bfs(%3B|;)bfs(%3B|;)ucs/);
    await page.screenshot({ path: `test-results/screens/goal-test-${language}.png`, fullPage: true });
    expect(consoleErrors).toEqual([]);
  });
}
