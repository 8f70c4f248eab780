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
run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir]);
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { CHROMIUM_PATH: chromium, E2E_DIST: outDir });
