// Runs the browser end-to-end tests against the production build in the pinned Chromium (or CHROMIUM_PATH).
// It never skips silently: without a usable Chromium it fails with one line saying what to do.
import { spawnSync } from 'node:child_process';
import { requireChromium } from './find-chromium.mjs';

const chromium = await requireChromium();

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// E2E_DIST and E2E_PORT let several checkouts or engineers run the suite side by side.
const outDir = process.env.E2E_DIST ?? 'dist';
// `--build-only` builds and stops: npm test builds beside the static checks, which leave a core
// idle at times, and then runs the tests with E2E_PREBUILT=1 (scripts/test.mjs).
const args = process.argv.slice(2);
const buildOnly = args.includes('--build-only');
if (buildOnly || process.env.E2E_PREBUILT !== '1')
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir]);
if (buildOnly) process.exit(0);
// The @alone tests' project depends on the others' (playwright.config.ts), and Playwright runs a
// dependency whole whatever the filter: asked for one file or a grep, run just what was asked.
const filtered = args.some((a) => /\.spec\.ts(:\d+)*$/.test(a) || a === '-g' || a.startsWith('--grep'));
run('npx', ['playwright', 'test', ...args, ...(filtered ? ['--no-deps'] : [])], {
  CHROMIUM_PATH: chromium,
  E2E_DIST: outDir,
});
