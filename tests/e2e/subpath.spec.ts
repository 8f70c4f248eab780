/**
 * Issue #2: the build works from any sub-path. dist/ is served under /some/dir/frontier/ by a
 * small static server (not vite preview, which serves at /): every request stays under that
 * path, the service worker's scope is that path, a search runs in its worker, the rewritten link
 * reloads, and the app works offline there too.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, settled, test } from './fixtures';

// The suite blocks service workers (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' });

const PREFIX = '/some/dir/frontier/';
const root = resolve(process.env.E2E_DIST ?? 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    // Anything outside the prefix is a 404: an absolute URL in the build would show up here.
    if (!path.startsWith(PREFIX)) return void res.writeHead(404).end();
    const file = normalize(join(root, path.slice(PREFIX.length) || 'index.html'));
    if (!file.startsWith(root)) return void res.writeHead(404).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

test('served under a sub-path: assets, worker and service worker stay there, a board runs', async ({
  page,
  context,
  consoleErrors,
}) => {
  const outside: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('http') && !r.url().startsWith(origin + PREFIX)) outside.push(r.url());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });

  await page.goto(origin + PREFIX);
  await expect(page).toHaveTitle('Frontier');
  await expect(page.getByRole('heading', { name: 'Frontier', exact: true })).toBeVisible();
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve()),
      );
    }
    return registration.scope;
  });
  expect(scope).toBe(origin + PREFIX);

  // Run to end uses the search worker: its script must load from under the prefix too.
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', /^\d+$/);
  const length = await page.getByTestId('solution-length').getAttribute('data-length');

  // The link the app wrote keeps the sub-path and reloads to the same run, at its last step (the
  // link holds the step: the page replays to it, so there is no Run to end to press).
  // The address is rewritten at most every 300 ms: wait for the last step to be in it.
  await page.waitForURL((url) => Number(url.searchParams.get('step')) > 1);
  expect(new URL(page.url()).pathname).toBe(PREFIX);
  await page.reload();
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', length!);

  // And offline, from the service worker's cache at this path.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', length!);
  await context.setOffline(false);
  await settled(page);
  await page.screenshot({ path: 'test-results/screens/subpath-1366.png' });

  expect(outside, 'requests outside the sub-path').toEqual([]);
  expect(failed, 'failed requests').toEqual([]);
  expect(consoleErrors).toEqual([]);
});
