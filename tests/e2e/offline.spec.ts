/**
 * After one visit the app works with no network: the service worker serves everything, the
 * pattern databases come back from IndexedDB, and the manifest makes the app installable.
 */
import type { Page } from '@playwright/test';
import { PRESETS } from '../../src/core/presets';
import { expect, test } from './fixtures';

// The suite blocks service workers (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it has then precached the app). */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve()),
      );
    }
    return registration.active?.state;
  });
}

test('loads offline after one visit (service worker active, network blocked)', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Frontier', exact: true })).toBeVisible();
  await serviceWorkerReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Frontier', exact: true })).toBeVisible();
  // Not just the shell: a search runs offline too.
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', '14');
  await context.setOffline(false);
  expect(consoleErrors).toEqual([]);
});

test('every part that loads when first opened also opens offline: each mode, the tree, the lesson log, the quiz, the keyboard help, the editor, Japanese', async ({
  page,
  context,
  consoleErrors,
}) => {
  // One visit to the visualizer only: nothing else was opened before the network went away.
  await page.goto('./');
  await expect(page.getByRole('button', { name: 'Step forward' })).toBeEnabled();
  await serviceWorkerReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Step forward' })).toBeEnabled();
  await page.getByRole('button', { name: 'Search tree' }).click();
  await expect(page.getByRole('heading', { name: 'Search tree' })).toBeVisible();
  await page.getByRole('button', { name: 'Log' }).click();
  await expect(page.getByTestId('lesson-log')).toBeVisible();
  await page.getByRole('button', { name: 'Quiz' }).click();
  await expect(page.getByTestId('quiz')).toBeVisible();
  await page.getByRole('button', { name: 'Quiz' }).click();
  await page.keyboard.press('?');
  await expect(page.getByTestId('key-help')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Edit board…' }).click();
  await expect(page.getByRole('heading', { name: 'Edit the board' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Compare' }).click();
  await expect(page.getByRole('heading', { name: 'Set up the comparison' })).toBeVisible();
  await page.getByRole('tab', { name: 'Play' }).click();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await page.getByRole('tab', { name: 'Explore' }).click();
  await expect(page.getByRole('heading', { name: 'Which state space' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(page.getByRole('tab', { name: 'プレイ' })).toBeVisible();
  await expect(page.getByTestId('loading-placeholder')).toHaveCount(0);
  await context.setOffline(false);
  expect(consoleErrors).toEqual([]);
});

test('Romania and a grid open and run offline after one visit to the puzzle', async ({
  page,
  context,
  consoleErrors,
}) => {
  // One visit to the puzzle only: the maps' modules, the textbook solvers and the map views were never fetched.
  await page.goto('./');
  await expect(page.getByRole('button', { name: 'Step forward' })).toBeEnabled();
  await serviceWorkerReady(page);
  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('problem-kind').selectOption('road-map');
  await page.getByLabel('Algorithm', { exact: true }).selectOption('astar');
  const view = page.getByTestId('problem-view');
  await expect(view.locator('[data-city="Arad"]')).toHaveAttribute('data-status', 'frontier');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(view).toHaveAttribute('data-cost', '418');
  await page.getByTestId('problem-kind').selectOption('grid');
  await page.getByTestId('domain-map').selectOption('u-trap');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(view).toHaveAttribute('data-cost', /^\d+$/);
  await context.setOffline(false);
  expect(consoleErrors).toEqual([]);
});

test('pattern databases built once are used offline: the worksheet 4x4 solves, a play hint works', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(200_000);
  const worksheet = PRESETS.find((p) => p.id === 'worksheet-4x4')!;
  const rows = [0, 4, 8, 12].map((i) => worksheet.start.slice(i, i + 4).join(',')).join('/');
  const link = `./?board=${rows}&goal=blank-last&algorithm=idastar&heuristic=pdb`;
  await page.goto(link);
  await serviceWorkerReady(page);
  // Online, the first time: the tables are built (several seconds), then stored.
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1', { timeout: 150_000 });
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', String(worksheet.optimal));

  await context.setOffline(true);
  // The same link again (the address bar may by now say step=18, which a reload would reopen).
  await page.goto(link);
  // Offline: read back from IndexedDB, far faster than building them again (5 s or more here).
  const started = Date.now();
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '1', { timeout: 3_000 });
  const loadMs = Date.now() - started;
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', String(worksheet.optimal));
  console.log(`pattern databases offline: run ready ${loadMs} ms after the reload`);

  // Play mode's 4x4 hint (its own worker) also comes from the cache.
  await page.goto(`./?mode=play&board=${rows}&goal=blank-last`);
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByTestId('play-message')).toHaveAttribute('data-kind', 'hint', { timeout: 30_000 });
  await expect(page.getByTestId('play-message')).toContainText(`${worksheet.optimal} moves away`);
  await context.setOffline(false);
  expect(consoleErrors).toEqual([]);
});

test('installable: the manifest names the app, has its icons and a relative start URL', async ({ page, request }) => {
  await page.goto('./');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href!, page.url()).toString();
  const manifest = await (await request.get(manifestUrl)).json();
  expect(manifest.name).toContain('Frontier');
  expect(manifest.short_name).toBe('Frontier');
  expect(manifest.display).toBe('standalone');
  // Relative, so the app installs from any sub-path it is hosted under.
  expect(manifest.start_url).not.toMatch(/^(\/|https?:)/);
  expect(manifest.scope).not.toMatch(/^(\/|https?:)/);
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await request.get(new URL(icon.src, manifestUrl).toString());
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type']).toContain('image/png');
  }
});
