/**
 * The scripts behind `npm test` and `.ci/run`: the Chromium finder's order and messages, the
 * runner failing on a missing browser before any other step, and the `N passed, M failed` line.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledHint, locateChromium } from '../../../scripts/find-chromium.mjs';
import { summarize } from '../../../scripts/test-summary.mjs';

const root = resolve(import.meta.dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'frontier-scripts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A file at dir/name, executable unless told otherwise. */
function fake(dir: string, name: string, mode = 0o755): string {
  mkdirSync(join(scratch, dir), { recursive: true });
  const path = join(scratch, dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, mode);
  return path;
}
const dir = (d: string) => join(scratch, d);

describe('locateChromium', () => {
  const pinned = fake('pinned', 'chromium');
  const unpacked = async () => pinned;
  const neverAsked = async (): Promise<string> => {
    throw new Error('the pinned Chromium must not be unpacked when CHROMIUM_PATH is set');
  };

  it('takes CHROMIUM_PATH first', async () => {
    const own = fake('own', 'my-chromium');
    expect(await locateChromium({ CHROMIUM_PATH: own }, neverAsked)).toEqual({ path: own });
  });

  it('names a CHROMIUM_PATH that is not an executable, and does not fall back', async () => {
    const found = await locateChromium({ CHROMIUM_PATH: '/no/such/chromium' }, unpacked);
    expect(found.path).toBeUndefined();
    expect(found.error).toContain('CHROMIUM_PATH=/no/such/chromium is not an executable');
    expect(found.error).not.toContain('\n');
    const notExecutable = fake('c', 'chromium-browser', 0o644);
    expect((await locateChromium({ CHROMIUM_PATH: notExecutable }, unpacked)).error).toContain(notExecutable);
  });

  it('then the Chromium pinned in devDependencies, whatever is on PATH', async () => {
    fake('a', 'chromium');
    expect(await locateChromium({ PATH: dir('a') }, unpacked)).toEqual({ path: pinned });
  });

  it('says in one line what to do when the pinned Chromium cannot be unpacked', async () => {
    const broken = async (): Promise<string> => {
      throw new Error('ENOSPC: no space left on device\n    at unpack');
    };
    const found = await locateChromium({}, broken);
    expect(found).toEqual({ error: bundledHint('ENOSPC: no space left on device') });
    expect(found.error).toContain('npm ci');
    expect(found.error).toContain('CHROMIUM_PATH');
    expect(found.error).not.toContain('\n');
    const notExecutable = fake('d', 'chromium', 0o644);
    expect((await locateChromium({}, async () => notExecutable)).error).toBe(
      bundledHint(`${notExecutable} is not executable`),
    );
  });

  it('finds the real pinned Chromium that npm ci installed (no system browser needed)', async () => {
    const found = await locateChromium({});
    expect(found.error).toBeUndefined();
    const version = spawnSync(found.path!, ['--version'], { encoding: 'utf8', timeout: 30_000 });
    expect(version.stdout).toMatch(/Chromium \d+/);
  });
});

describe('npm test (scripts/test.mjs)', () => {
  const runTest = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ['scripts/test.mjs', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });

  it('checks Chromium before typecheck: a bad CHROMIUM_PATH fails at once with one line', () => {
    const t0 = Date.now();
    const result = runTest(['--full'], { CHROMIUM_PATH: '/no/such/chromium' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining('CHROMIUM_PATH=/no/such/chromium')]);
    expect(result.stdout).not.toContain('typecheck');
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it('refuses an option it does not know rather than running another suite', () => {
    const result = runTest(['--ful'], {});
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--ful');
  });
});

describe('the summary line', () => {
  const vitest = { numPassedTests: 412, numFailedTests: 1 };
  const playwright = { stats: { expected: 60, flaky: 2, unexpected: 3, skipped: 0 } };

  it('adds unit and browser totals (flaky counts as passed)', () => {
    expect(summarize(vitest, playwright)).toEqual({
      line: '474 passed, 4 failed',
      passed: 474,
      failed: 4,
      problems: [],
    });
  });

  it('says which report was not written', () => {
    expect(summarize(vitest, null).problems).toEqual(['no browser test results were written']);
    expect(summarize(null, null).line).toBe('0 passed, 0 failed');
  });

  it('flags a report whose shape changed instead of counting zero silently', () => {
    expect(summarize({ numPassed: 3 }, playwright).problems).toEqual([
      'vitest numPassedTests missing from its report',
      'vitest numFailedTests missing from its report',
    ]);
  });

  it('prints the line from test-results/ when run as CI does', () => {
    const cwd = mkdtempSync(join(scratch, 'ci-'));
    mkdirSync(join(cwd, 'test-results'));
    writeFileSync(join(cwd, 'test-results/vitest.json'), JSON.stringify(vitest));
    writeFileSync(join(cwd, 'test-results/playwright.json'), JSON.stringify(playwright));
    const result = spawnSync(process.execPath, [join(root, 'scripts/test-summary.mjs')], {
      cwd,
      env: { TEST_ELAPSED: '7m12s' },
      encoding: 'utf8',
    });
    expect(result.stdout).toBe('474 passed, 4 failed in 7m12s\n');
    expect(result.stderr).toBe('');
  });
});
