// `npm test`: typecheck, lint, format check, unit tests, browser tests, stopping at the first
// failure. `npm test -- --full` runs the heavy variants too (FRONTIER_FULL=1 for every step).
// The test Chromium is found first (CHROMIUM_PATH, else the pinned one that npm ci brought), so a
// missing or broken browser fails in a second, not after the unit tests.
import { spawnSync } from 'node:child_process';
import { requireChromium } from './find-chromium.mjs';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--full');
if (unknown.length) {
  // An ignored flag would run a different suite than the one asked for, silently.
  console.error(`Unknown option ${unknown.join(' ')}: npm test takes only --full.`);
  process.exit(2);
}
const env = { ...process.env, CHROMIUM_PATH: await requireChromium() };
if (args.includes('--full')) env.FRONTIER_FULL = '1';

const STEPS = ['typecheck', 'lint', 'format:check', 'test:unit', 'test:e2e'];
const started = Date.now();
const minutes = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}s`;

for (const step of STEPS) {
  const t0 = Date.now();
  const result = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit', env });
  const took = minutes(Date.now() - t0);
  if (result.status !== 0) {
    console.error(`npm test: ${step} failed after ${took}; stopping.`);
    process.exit(result.status ?? 1);
  }
  console.log(`npm test: ${step} passed in ${took}`);
}
console.log(`npm test${env.FRONTIER_FULL ? ' --full' : ''}: all steps passed in ${minutes(Date.now() - started)}`);
