import { defineConfig } from '@playwright/test';
import { requireChromium } from './scripts/find-chromium.mjs';

// CHROMIUM_PATH, else the Chromium pinned in devDependencies (scripts/find-chromium.mjs); the runner
// sets CHROMIUM_PATH, and `npx playwright test` alone finds the same browser. Playwright's own
// browser download is never used (it fails behind school proxies and on these machines).
const executablePath = await requireChromium();
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_RESULTS ?? 'test-results/e2e',
  timeout: 60_000,
  // Two workers, one a core: each takes a whole file, so a file's tests keep their order. The
  // bars that pages are held to are counted in their own CPU time, which a neighbour does not
  // lengthen. E2E_WORKERS=1 runs one file at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 1366, height: 768 },
    // A test that waits for something that never comes fails in seconds, not at its timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
