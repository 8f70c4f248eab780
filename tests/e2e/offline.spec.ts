/** After one visit the app works with no network: the service worker serves everything. */
import { expect, test } from './fixtures';

test('loads offline after one visit (service worker active, network blocked)', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Frontier', exact: true })).toBeVisible();
  // Wait until the service worker controls the page and has precached the app.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve()),
      );
    }
    return registration.active?.state;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Frontier', exact: true })).toBeVisible();
  // Not just the shell: a search runs offline too.
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', '14');
  await context.setOffline(false);
  expect(consoleErrors).toEqual([]);
});
