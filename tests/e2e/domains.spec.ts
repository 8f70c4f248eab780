/**
 * The visualizer on a road map and a grid, chosen in the set-up as a teacher would: A* from Arad
 * to Bucharest expands AIMA Fig. 3.24's cities in its order and returns the 418 km route; on the
 * swamp grid breadth-first search wades through the mud and uniform-cost search walks round it
 * for less. Each value is read once the page shows it (the expect polls), and the link follows.
 */
import { readFileSync } from 'node:fs';
import { decompressFrames, parseGIF } from 'gifuct-js';
import { seriousViolations } from './axe';
import { expect, lowerRecordCap, test } from './fixtures';

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
  // The edited map is in the link, compressed: reopened, it is the same map and the same route.
  await expect(page).toHaveURL(/[?&]maptext=[\w-]+(&|$)/);
  const reopened = await page.context().newPage();
  await reopened.goto(page.url());
  const again = reopened.getByTestId('problem-view');
  await expect(again.locator('[data-city="Arad"]')).toHaveAttribute('data-status', /./);
  await reopened.keyboard.press('End');
  await expect(again).toHaveAttribute('data-path', 'Arad > Sibiu > Fagaras > Bucharest');
  await reopened.close();
  expect(consoleErrors).toEqual([]);
});

test('the search tree on Romania names its cities with f = g + h (Fig. 3.24), and on a grid its cells', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./?domain=road-map&algorithm=astar');
  await expect(page.getByTestId('problem-view').locator('[data-city="Arad"]')).toHaveAttribute(
    'data-status',
    'frontier',
  );
  await page.getByRole('button', { name: 'Search tree', exact: true }).click();
  // Arad expanded, Sibiu taken next: Arad's three children are in the tree with their numbers.
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  const tree = page.getByTestId('search-tree');
  await expect(tree).toHaveAttribute('data-nodes', '4');
  await expect(tree).toHaveAttribute('data-drawn', '4');
  // C centres on the current node (Sibiu), Enter picks it; Parent goes up to Arad.
  await tree.focus();
  await page.keyboard.press('c');
  await page.keyboard.press('Enter');
  const details = page.getByTestId('tree-details');
  await expect(details.getByTestId('domain-state')).toHaveText('Sibiu');
  await expect(details.getByTestId('tree-details-f')).toHaveText('393 = 140 + 253');
  await expect(details.getByTestId('tree-details-move')).toContainText('step cost 140');
  await details.getByRole('button', { name: 'Parent' }).click();
  await expect(details.getByTestId('domain-state')).toHaveText('Arad');
  await expect(details.getByTestId('tree-child')).toHaveText([
    'Sibiu 393 = 140 + 253',
    'Timisoara 447 = 118 + 329',
    'Zerind 449 = 75 + 374',
  ]);
  await expect(page.getByTestId('tree-legend')).toContainText('The number on a link is the step cost');
  await page.screenshot({ path: 'test-results/screens/tree-romania.png' });

  // A grid: the tree draws, and a picked node names its cell.
  await page.goto('./?domain=grid&map=u-trap&algorithm=astar');
  await expect(page.getByTestId('problem-view')).toBeVisible();
  await page.getByRole('button', { name: 'Search tree', exact: true }).click();
  for (let k = 0; k < 3; k++) await page.keyboard.press('Shift+ArrowRight');
  await expect(tree).toHaveAttribute('data-nodes', /^([4-9]|\d\d+)$/);
  await expect(tree).toHaveAttribute('data-drawn', /^[1-9]\d*$/);
  await tree.focus();
  await page.keyboard.press('c');
  await page.keyboard.press('Enter');
  await expect(details.getByTestId('domain-state')).toHaveText(/^\d+,\d+$/);
  expect(consoleErrors).toEqual([]);
});

test('compare on a grid and on Romania: each pane on its map, its cost and expansions, and a link that reopens it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./');
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByRole('button', { name: 'Dijkstra vs A* vs greedy on a grid', exact: true }).click();
  await expect(page.getByTestId('compare-board-summary')).toContainText('U-shaped trap');
  await expect(page.getByTestId('pane-C').getByTestId('problem-view')).toBeVisible();
  await page.getByRole('button', { name: 'Run to end' }).click();
  // The U trap, 4-connected: Dijkstra and A* both find cost 33, A* in far fewer expansions;
  // greedy walks into the trap and pays 45 (tests/unit/store/compareDomain.test.ts).
  for (const [letter, cost] of [
    ['A', '33'],
    ['B', '33'],
    ['C', '45'],
  ] as const) {
    await expect(page.getByTestId(`pane-${letter}-status`)).toHaveAttribute('data-status', 'solved');
    await expect(page.getByTestId(`pane-${letter}-cost`)).toHaveAttribute('data-value', cost);
    await expect(page.getByTestId(`pane-${letter}`).getByTestId('problem-view')).toHaveAttribute('data-cost', cost);
  }
  const expanded = async (letter: string) =>
    Number(await page.getByTestId(`pane-${letter}-expanded`).getAttribute('data-value'));
  expect(await expanded('B')).toBeLessThan(await expanded('A'));
  await page.screenshot({ path: 'test-results/screens/compare-grid.png' });
  // Each pane's pseudocode follows its own search: at the end, the line that returns the path.
  const code = page.getByTestId('pane-B').getByTestId('pseudocode');
  await code.locator('summary').click();
  await expect(code.locator('[aria-current="step"]')).toHaveAttribute('data-line', /.+/);
  await expect(code).toContainText('h = Manhattan distance');
  // Pane B's own heuristic: with zero, A* expands what Dijkstra does, for the same cost.
  const withManhattan = await expanded('B');
  await page.getByLabel('Heuristic (pane B)').selectOption({ label: 'Zero (h = 0)' });
  await expect(page).toHaveURL(/astar:[^;&]*h-zero/);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('pane-B-status')).toHaveAttribute('data-status', 'solved');
  await expect(page.getByTestId('pane-B-cost')).toHaveAttribute('data-value', '33');
  expect(await expanded('B')).toBeGreaterThan(withManhattan);
  await expect(code).toContainText('h = Zero (h = 0)');
  // Each pane's search tree draws the grid's cells.
  await page.getByRole('button', { name: 'Search tree', exact: true }).click();
  await expect(page.getByTestId('search-tree')).toHaveAttribute('data-drawn', /^[1-9]\d*$/);
  await expect(page.getByTestId('tree-legend')).toContainText('The number on a link is the step cost');

  // Greedy vs A* on Romania: 450 km against 418 km, in the panes and in the results table.
  await page.getByRole('button', { name: 'Greedy vs A* on Romania', exact: true }).click();
  await expect(page).toHaveURL(/[?&]domain=road-map(&|$)/);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('pane-A-cost')).toHaveAttribute('data-value', '450');
  await expect(page.getByTestId('pane-B-cost')).toHaveAttribute('data-value', '418');
  await expect(page.getByTestId('pane-A-status')).toContainText('cost 450');
  await page.getByRole('button', { name: /Results table/ }).click();
  await expect(page.getByTestId('result-A-length')).toHaveAttribute('data-value', '450');
  await expect(page.getByTestId('result-B-length')).toHaveAttribute('data-value', '418');
  await expect(page.getByTestId('result-A-shortest')).toHaveAttribute('data-value', 'false');

  // The link reopens the same comparison on the map.
  await page.goto(page.url());
  await expect(page.getByTestId('pane-B').getByTestId('problem-view').locator('[data-city="Arad"]')).toBeVisible();
  await expect(page.getByTestId('compare-board-summary')).toContainText('Romania');
  expect(consoleErrors).toEqual([]);
});

test('a click on a city or a cell sets the goal, the toggle or Shift the start; the keyboard does too', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./?domain=road-map&algorithm=astar');
  const map = page.getByTestId('problem-view');
  await expect(map.locator('[data-city="Arad"]')).toHaveAttribute('data-status', 'frontier');
  // A click sets the goal: the run starts again on the new problem, the set-up and the link follow.
  await map.locator('[data-city="Sibiu"] circle').last().click();
  await expect(page.getByTestId('domain-goal')).toHaveValue('Sibiu');
  await expect(page).toHaveURL(/[?&]goal=Sibiu(&|$)/);
  await page.keyboard.press('End');
  await expect(map).toHaveAttribute('data-path', 'Arad > Sibiu');
  // Shift-click: the start.
  await map
    .locator('[data-city="Timisoara"] circle')
    .last()
    .click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('domain-start')).toHaveValue('Timisoara');
  // By keyboard: the toggle on Start, a city focused, Enter.
  await page.getByTestId('endpoint-toggle').getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('endpoint-toggle').getByRole('button', { name: 'Start' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const lugoj = map.locator('[data-city="Lugoj"]');
  await expect(lugoj).toHaveAttribute('role', 'button');
  await expect(lugoj).toHaveAttribute('aria-description', 'Enter sets it as the start, Shift+Enter as the start');
  await lugoj.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('domain-start')).toHaveValue('Lugoj');
  await expect(page.getByTestId('domain-goal')).toHaveValue('Sibiu');

  // A grid: a click on an open cell sets the goal; arrows and Enter set the start.
  await page.goto('./?domain=grid&map=open-field&algorithm=astar');
  const grid = page.getByTestId('problem-view');
  const svg = grid.locator('svg');
  await expect(svg).toHaveAttribute('tabindex', '0');
  const box = (await svg.boundingBox())!;
  const width = Number((await svg.getAttribute('viewBox'))!.split(' ')[2]) / 10;
  const cell = box.width / width;
  await page.mouse.click(box.x + 2.5 * cell, box.y + 1.5 * cell);
  await expect(page).toHaveURL(/[?&]goal=2%2C1(&|$)|[?&]goal=2,1(&|$)/);
  await svg.focus();
  const at = (await svg.getAttribute('data-cursor'))!.split(',').map(Number);
  await page.keyboard.press('ArrowRight');
  await expect(svg).toHaveAttribute('data-cursor', `${at[0] + 1},${at[1]}`);
  await page.keyboard.press('Shift+Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]start=${at[0] + 1}(%2C|,)${at[1]}(&|$)`));
  await page.keyboard.press('End');
  await expect(grid).toHaveAttribute('data-cost', /^\d+$/);
  // The map with its buttons and the grid that takes keys: no serious or critical axe violation.
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('./?domain=road-map&algorithm=astar');
  await expect(map.locator('[data-city="Arad"]')).toHaveAttribute('data-status', 'frontier');
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the keyboard help lists the grid editor’s keys and the map’s picking', async ({ page, consoleErrors }) => {
  await page.goto('./?domain=grid&map=maze');
  await expect(page.getByTestId('problem-view')).toBeVisible();
  await page.keyboard.press('?');
  const help = page.getByTestId('key-help');
  const editor = help.getByRole('region', { name: 'Grid editor (the grid focused)' });
  await expect(editor).toContainText('W / #');
  await expect(editor).toContainText('Put the start at the cursor');
  await expect(help.getByRole('region', { name: 'Road map and grid' })).toContainText('Shift + click / Shift + Enter');
  expect(consoleErrors).toEqual([]);
});

test('the pseudocode panel follows A* on the road map, with the step cost written into g', async ({
  page,
  consoleErrors,
}) => {
  // Step 16: expanding Fagaras (g 239) generates Bucharest over the 211 km road.
  await page.goto('./?domain=road-map&start=Arad&goal=Bucharest&algorithm=astar&step=16');
  const panel = page.getByTestId('pseudocode');
  await expect(panel.getByTestId('pseudocode-state')).toHaveText('Bucharest');
  await expect(panel.getByTestId('pseudocode-g')).toHaveText('239 + 211 = 450');
  await expect(panel.getByTestId('pseudocode-f')).toHaveText('450');
  await expect(panel.locator('[aria-current="step"]')).toHaveAttribute('data-line', 'push');
  await expect(panel).toContainText('h = Straight-line distance');
  expect(consoleErrors).toEqual([]);
});

test('a grid run too large to record finishes in the background on the grid itself, not on a puzzle board', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  // IDA* on the U trap re-expands without end: 200,000 expansions are about a million events, more
  // than a run records on a 1 GB device, and the background run ends at the same budget on the same grid.
  await lowerRecordCap(page);
  await page.goto('./?domain=grid&map=u-trap&algorithm=idastar&heuristic=manhattan');
  await expect(page.getByTestId('problem-view')).toBeVisible();
  await page.getByRole('button', { name: 'Run to end' }).click();
  const notice = page.getByTestId('too-large');
  await expect(notice).toContainText('Recorded what fits; the rest runs in the background', { timeout: 120_000 });
  await expect(page.getByTestId('background-final')).toHaveText(
    'Limit reached (expansions): the search stopped after 200,000 expansions.',
    { timeout: 120_000 },
  );
  await expect(page.getByTestId('problem-view')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('compare on a grid: each pane is measured against the cheapest path of its own moves, and a pane too large to record finishes in the background on the grid', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await lowerRecordCap(page); // a comparison on a 1 GB device shares 750,000 events
  await page.goto('./');
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByRole('button', { name: '4- vs 8-connected', exact: true }).click();
  await page.getByRole('button', { name: 'Run to end' }).click();
  await page.getByRole('button', { name: /Results table/ }).click();
  // Two A* runs on two problems (the same map, 4- and 8-connected): both found their cheapest.
  await expect(page.getByTestId('result-A-shortest')).toHaveAttribute('data-value', 'true');
  await expect(page.getByTestId('result-B-shortest')).toHaveAttribute('data-value', 'true');

  // Greedy guarantees nothing: Dijkstra in a worker measures each pane on its own moves.
  await page.getByLabel('Algorithm (pane A)').selectOption({ label: 'Greedy best-first' });
  await page.getByLabel('Algorithm (pane B)').selectOption({ label: 'IDA*' });
  await expect(page).toHaveURL(/panes=greedy[^;&]*;idastar/);
  // A budget large enough that IDA*'s re-expansions outgrow what a comparison records.
  await page.goto(page.url().replace(/budget=\d+/, 'budget=400000'));
  await page.getByRole('button', { name: 'Run to end' }).click();
  // IDA* re-expands the U trap past what a comparison records: finished in the worker, on the grid.
  await expect(page.getByTestId('pane-B-status')).toHaveAttribute('data-status', 'too-large', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Finish it in the background' }).click();
  await expect(page.getByTestId('pane-B-status')).toContainText(
    /Finished in the background: Limit reached \(expansions\) after [\d,]+ expansions/,
    { timeout: 120_000 },
  );
  // Every pane has ended: greedy's 4-connected path is measured against Dijkstra's.
  await page.getByRole('button', { name: /Results table/ }).click();
  await expect(page.getByTestId('result-A-shortest')).toHaveAttribute('data-value', 'false');
  expect(consoleErrors).toEqual([]);
});

test('export on Romania: a GIF of the map step by step, and the frontier table as an SVG naming its cities with f = g + h', async ({
  page,
  consoleErrors,
}) => {
  // Step 16 of Fig. 3.24's run: Fagaras expanded, Bucharest (450) joins the frontier.
  await page.goto('./?domain=road-map&start=Arad&goal=Bucharest&algorithm=astar&step=16');
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '16');
  await page.getByTestId('export-open').click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog.getByTestId('export-puzzle-only')).toHaveCount(0);
  await dialog.getByTestId('export-to').fill('22');
  await dialog.getByTestId('export-width').selectOption('320');
  const [gifDownload] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('export-gif').click()]);
  expect(gifDownload.suggestedFilename()).toBe('frontier-astar-steps-16-22.gif');
  const gif = parseGIF(new Uint8Array(readFileSync((await gifDownload.path())!)).buffer);
  expect(gif.lsd.width).toBe(320);
  const frames = decompressFrames(gif, true);
  expect(frames).toHaveLength(7);
  // The map changes colour from frame to frame (a city joins the frontier, another is expanded).
  const pixels = frames.map((f) => f.patch.join(','));
  expect(new Set(pixels).size).toBeGreaterThan(1);
  // The page did not move: the frames came from the log.
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '16');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('export-frontier-svg').click(),
  ]);
  const svg = readFileSync((await download.path())!, 'utf8');
  const rows = [...svg.matchAll(/<g class="frontier-row"[^>]*>(.*?)<\/g>/g)].map((m) => m[1].replace(/<[^>]+>/g, ' '));
  // The first row is the node A* takes next: Pitesti, f = 317 + 100 = 417 (AIMA Fig. 3.24 e).
  expect(rows[0]).toMatch(/Pitesti\s+317\s+100\s+417/);
  expect(rows.some((r) => /Bucharest\s+450\s+0\s+450/.test(r))).toBe(true);
  expect(consoleErrors).toEqual([]);
});
