/**
 * The visualizer on a road map and a grid, chosen in the set-up as a teacher would: A* from Arad
 * to Bucharest expands AIMA Fig. 3.24's cities in its order and returns the 418 km route; on the
 * swamp grid breadth-first search wades through the mud and uniform-cost search walks round it
 * for less. Each value is read once the page shows it (the expect polls), and the link follows.
 */
import { expect, test } from './fixtures';

/** AIMA Fig. 3.24: the order A* expands the cities in (Bucharest last: the goal test at expansion). */
const FIG_3_24 = ['Arad', 'Sibiu', 'Rimnicu Vilcea', 'Fagaras', 'Pitesti', 'Bucharest'];
const ROUTE = 'Arad > Sibiu > Rimnicu Vilcea > Pitesti > Bucharest';

test('Romania: A* from Arad to Bucharest expands Fig. 3.24 in order and finds the 418 km route', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  await page.getByTestId('problem-kind').selectOption('road-map');
  await expect(page.getByTestId('domain-start')).toHaveValue('Arad');
  await expect(page.getByTestId('domain-goal')).toHaveValue('Bucharest');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('astar');
  await expect(page).toHaveURL(/[?&]domain=road-map(&|$)/);
  await expect(page).toHaveURL(/[?&]algorithm=astar(&|$)/);
  const map = page.getByTestId('problem-view');
  await expect(map.locator('[data-city="Arad"]')).toHaveAttribute('data-status', 'frontier');
  for (const city of FIG_3_24) {
    // One expansion per key press: the city being expanded is the next of the figure's.
    await page.keyboard.press('Shift+ArrowRight');
    await expect(map.locator('[data-status="current"]')).toHaveAttribute('data-city', city);
  }
  await page.keyboard.press('End');
  await expect(map).toHaveAttribute('data-cost', '418');
  await expect(map).toHaveAttribute('data-path', ROUTE);
  await expect(map.locator('[data-status="path"]')).toHaveCount(5);
  await expect(page.getByTestId('narration')).toContainText('418');
  expect(consoleErrors).toEqual([]);
});

test('swamp grid: BFS wades through the mud, uniform-cost search walks round it for less', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  await page.getByTestId('problem-kind').selectOption('grid');
  await page.getByTestId('domain-map').selectOption('swamp');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('bfs');
  await expect(page).toHaveURL(/[?&]map=swamp(&|$)/);
  const grid = page.getByTestId('problem-view');
  await expect(grid).toBeVisible();
  await page.keyboard.press('End');
  await expect(grid).toHaveAttribute('data-cost', /^\d+$/);
  const wading = Number(await grid.getAttribute('data-cost'));

  await page.getByLabel('Algorithm', { exact: true }).selectOption('ucs');
  await expect(page).toHaveURL(/[?&]algorithm=ucs(&|$)/);
  await expect(grid).not.toHaveAttribute('data-cost', /./);
  await page.keyboard.press('End');
  await expect(grid).toHaveAttribute('data-cost', /^\d+$/);
  const round = Number(await grid.getAttribute('data-cost'));
  expect(round).toBeLessThan(wading);
  expect(consoleErrors).toEqual([]);
});

test('the heuristic lesson: h(Pitesti) raised in the map editor, A* returns the 450 km road through Fagaras', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  await page.getByTestId('problem-kind').selectOption('road-map');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('astar');
  await page.getByTestId('domain-edit-map').click();
  const dialog = page.getByTestId('map-editor-dialog');
  // Pitesti is 101 km from Bucharest: 200 overestimates it, and the editor says so at once.
  await dialog.getByLabel('h of Pitesti').fill('200');
  await expect(dialog.getByTestId('road-map-verdict')).toContainText(
    'Not admissible: h(Pitesti) = 200 is above the true distance 101',
  );
  await dialog.getByTestId('map-editor-apply').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('domain-map')).toHaveValue('');
  const map = page.getByTestId('problem-view');
  await expect(map.locator('[data-city="Arad"]')).toHaveAttribute('data-status', 'frontier');
  await page.keyboard.press('End');
  await expect(map).toHaveAttribute('data-cost', '450');
  await expect(map).toHaveAttribute('data-path', 'Arad > Sibiu > Fagaras > Bucharest');
  expect(consoleErrors).toEqual([]);
});
