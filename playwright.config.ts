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
  // Two browsers at a time, one a core: on this 2-core machine a single page keeps about one core
  // busy (docs/testing.md). Files are the unit of sharing: the tests of a file run in order.
  // Tests tagged @alone do heavy work under a wall-clock wait (recording 750,000 events, building
  // pattern databases); they run after the others, one at a time, so that a neighbour's page
  // never stretches their work past their waits.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'side by side', grepInvert: /@alone/ },
    { name: 'alone', grep: /@alone/, workers: 1, dependencies: ['side by side'] },
  ],
  retries: 0,
  // A part of the page loaded on first use (a mode, a panel) can take over Playwright's default
  // 5 s to appear on a busy 2-core machine; a condition that holds still passes the moment it holds.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    // Every new page would install the service worker, which precaches the whole build (about 200
    // files, 7.7 MB) in each test's fresh profile: a third of the suite's CPU time. Only the specs
    // about working offline or as a returning visitor allow it (test.use in offline, subpath and
    // url-fuzz).
    serviceWorkers: 'block',
    // Tiles that spring to their cells and charts that ease in cost about a quarter of the suite's
    // CPU and make each step wait for the slide (measured: 583 against 782 CPU-s). The tests of a
    // default visitor's animated page opt back in (test.use or emulateMedia 'no-preference'): the
    // monkey, the skeleton, the visualizer's own spec and every top-speed playback measurement.
    reducedMotion: 'reduce',
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
