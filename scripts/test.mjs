// `npm test`: typecheck, lint and format check side by side, then the unit tests, then the browser
// tests, stopping at the first failure. `npm test -- --full` (`npm run test:full`) runs the heavy
// variants too (FRONTIER_FULL=1 for every step): the monkey's 2,000 actions, every fuzzed link,
// both axe tours, the larger property-test samples.
// The test Chromium is found first (CHROMIUM_PATH, else the pinned one that npm ci brought), so a
// missing or broken browser fails in a second, not after the unit tests.
import { spawn } from 'node:child_process';
import { requireChromium } from './find-chromium.mjs';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--full');
if (unknown.length) {
  // An ignored flag would run a different suite than the one asked for, silently.
  console.error(`Unknown option ${unknown.join(' ')}: npm test takes only --full.`);
  process.exit(2);
}
const env = { ...process.env, CHROMIUM_PATH: await requireChromium(), E2E_PREBUILT: '1' };
if (args.includes('--full')) env.FRONTIER_FULL = '1';

// Each stage's steps run at once: the three static checks are single-threaded, and on a 2-core
// machine side by side they take about half their sum; the browser tests' production build
// joins them (the browser tests then skip it). A stage's output is printed whole when each step
// ends, so the lines of two steps never interleave.
const STAGES = [['typecheck', 'lint', 'format:check', 'test:e2e:build'], ['test:unit'], ['test:e2e']];
const started = Date.now();
const minutes = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}s`;

/** Runs `npm run <step>`: inherits the terminal when alone, else buffers its output. */
function runStep(step, alone) {
  return new Promise((done) => {
    const t0 = Date.now();
    const child = spawn('npm', ['run', '--silent', step], { stdio: alone ? 'inherit' : 'pipe', env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      done({ step, status: code ?? (signal ? 1 : 0), took: minutes(Date.now() - t0) });
    });
  });
}

for (const stage of STAGES) {
  const results = await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
  for (const { step, took, status } of results) {
    console.log(`npm test: ${step} ${status === 0 ? 'passed' : 'failed'} in ${took}`);
  }
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    console.error(`npm test: ${failed.step} failed; stopping.`);
    process.exit(failed.status);
  }
}
console.log(`npm test${env.FRONTIER_FULL ? ' --full' : ''}: all steps passed in ${minutes(Date.now() - started)}`);
