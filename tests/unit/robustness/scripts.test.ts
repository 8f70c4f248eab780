/**
 * The scripts behind `npm test` and `.ci/run`: the Chromium finder's order and messages, the
 * runner failing on a missing browser before any other step, the `N passed, N failed, N skipped`
 * line, and CI failing when any test was skipped.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledHint, locateChromium } from '../../../scripts/find-chromium.mjs';
import { exitCode, skippedNames, summarize } from '../../../scripts/test-summary.mjs';

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
  const vitest = { numPassedTests: 412, numFailedTests: 1, numPendingTests: 0, numTodoTests: 0 };
  const playwright = { stats: { expected: 60, flaky: 2, unexpected: 3, skipped: 0 } };

  it('adds unit and browser totals (flaky counts as passed)', () => {
    expect(summarize(vitest, playwright)).toEqual({
      line: '474 passed, 4 failed, 0 skipped',
      passed: 474,
      failed: 4,
      skipped: 0,
      problems: [],
    });
  });

  it("counts vitest's skipped and todo tests and Playwright's skipped ones", () => {
    const summary = summarize(
      { ...vitest, numPendingTests: 2, numTodoTests: 1 },
      { stats: { ...playwright.stats, skipped: 4 } },
    );
    expect(summary.line).toBe('474 passed, 4 failed, 7 skipped');
    expect(summary.skipped).toBe(7);
  });

  it('says which report was not written', () => {
    expect(summarize(vitest, null).problems).toEqual(['no browser test results were written']);
    expect(summarize(null, null).line).toBe('0 passed, 0 failed, 0 skipped');
  });

  it('flags a report whose shape changed instead of counting zero silently', () => {
    expect(summarize({ numPassed: 3 }, playwright).problems).toEqual([
      'vitest numPassedTests missing from its report',
      'vitest numFailedTests missing from its report',
      'vitest numPendingTests missing from its report',
      'vitest numTodoTests missing from its report',
    ]);
    expect(summarize(vitest, { stats: { expected: 1, flaky: 0, unexpected: 0 } }).problems).toEqual([
      'playwright stats.skipped missing from its report',
    ]);
  });

  it('fails under CI when any test was skipped, and only then', () => {
    const none = summarize(vitest, playwright);
    const some = summarize({ ...vitest, numTodoTests: 1 }, playwright);
    expect(exitCode(none, { CI: 'true' })).toBe(0);
    expect(exitCode(some, { CI: 'true' })).toBe(1);
    expect(exitCode(some, {})).toBe(0);
  });

  it('names the skipped tests from both reports', () => {
    const unit = {
      ...vitest,
      testResults: [
        {
          name: join(process.cwd(), 'tests/unit/a.test.ts'),
          assertionResults: [
            { fullName: 'a runs', status: 'passed' },
            { fullName: 'a is skipped', status: 'skipped' },
            { fullName: 'a is todo', status: 'todo' },
          ],
        },
      ],
    };
    const browser = {
      ...playwright,
      suites: [
        {
          specs: [{ file: 'b.spec.ts', title: 'b runs', tests: [{ status: 'expected' }] }],
          suites: [{ specs: [{ file: 'b.spec.ts', title: 'b is skipped', tests: [{ status: 'skipped' }] }] }],
        },
      ],
    };
    expect(skippedNames(unit, browser)).toEqual([
      'tests/unit/a.test.ts > a is skipped',
      'tests/unit/a.test.ts > a is todo',
      'b.spec.ts > b is skipped',
    ]);
  });

  /** A directory holding the reports, and test-summary.mjs run there as CI does. */
  function runSummary(unit: object, browser: object, env: Record<string, string>) {
    const cwd = mkdtempSync(join(scratch, 'ci-'));
    mkdirSync(join(cwd, 'test-results'));
    writeFileSync(join(cwd, 'test-results/vitest.json'), JSON.stringify(unit));
    writeFileSync(join(cwd, 'test-results/playwright.json'), JSON.stringify(browser));
    return spawnSync(process.execPath, [join(root, 'scripts/test-summary.mjs')], { cwd, env, encoding: 'utf8' });
  }

  it('prints the line from test-results/ when run as CI does', () => {
    const result = runSummary(vitest, playwright, { TEST_ELAPSED: '7m12s', CI: 'true' });
    expect(result.stdout).toBe('474 passed, 4 failed, 0 skipped in 7m12s\n');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('exits 1 under CI with a skipped test, naming it; 0 outside CI', () => {
    const unit = {
      ...vitest,
      numPendingTests: 1,
      testResults: [{ name: 'x.test.ts', assertionResults: [{ fullName: 'x waits', status: 'skipped' }] }],
    };
    const inCi = runSummary(unit, playwright, { CI: 'true' });
    expect(inCi.stdout).toBe('474 passed, 4 failed, 1 skipped\n');
    expect(inCi.status).toBe(1);
    expect(inCi.stderr).toContain('1 test(s) skipped');
    expect(inCi.stderr).toContain('skipped: x.test.ts > x waits');
    expect(runSummary(unit, playwright, {}).status).toBe(0);
  });
});

describe('.ci/run', () => {
  /**
   * The real .ci/run and test-summary.mjs in a scratch copy of the repository's layout, with an
   * `npm` on PATH that succeeds and, for `npm test`, writes the given reports.
   */
  function runCi(unit: object) {
    const repo = mkdtempSync(join(scratch, 'repo-'));
    mkdirSync(join(repo, '.ci'));
    mkdirSync(join(repo, 'scripts'));
    mkdirSync(join(repo, 'bin'));
    copyFileSync(join(root, '.ci/run'), join(repo, '.ci/run'));
    copyFileSync(join(root, 'scripts/test-summary.mjs'), join(repo, 'scripts/test-summary.mjs'));
    writeFileSync(join(repo, 'unit.json'), JSON.stringify(unit));
    writeFileSync(
      join(repo, 'browser.json'),
      JSON.stringify({ stats: { expected: 5, flaky: 0, unexpected: 0, skipped: 0 } }),
    );
    const npm = join(repo, 'bin/npm');
    writeFileSync(
      npm,
      '#!/bin/sh\nif [ "$1" = test ]; then mkdir -p test-results && cp unit.json test-results/vitest.json && cp browser.json test-results/playwright.json; fi\n',
    );
    chmodSync(npm, 0o755);
    return spawnSync('bash', [join(repo, '.ci/run')], {
      env: { PATH: `${join(repo, 'bin')}:${process.env.PATH ?? ''}`, CI: 'true' },
      encoding: 'utf8',
      timeout: 20_000,
    });
  }
  const unit = { numPassedTests: 10, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };

  it('passes when every step passed and nothing was skipped', () => {
    const result = runCi(unit);
    expect(result.stdout).toContain('15 passed, 0 failed, 0 skipped');
    expect(result.status).toBe(0);
  });

  it("fails on a skipped test: its exit code is the summary's", () => {
    const result = runCi({ ...unit, numPendingTests: 2 });
    expect(result.stdout).toContain('15 passed, 0 failed, 2 skipped');
    expect(result.status).toBe(1);
  });
});
