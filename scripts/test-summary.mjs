// Prints one line with the totals of the unit and browser tests: "N passed, N failed, N skipped".
// Under CI (the CI variable set) a skipped test fails the run: every test must run there, so the
// skipped ones are named and the exit code is 1 (`.ci/run` passes that on).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The totals from vitest's and Playwright's JSON reports (either may be null: not written).
 * A report that exists but lacks the counts is an error, not a silent zero. Skipped counts
 * vitest's skipped and todo tests and Playwright's skipped ones.
 */
export function summarize(vitest, playwright) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const problems = [];
  const count = (value, what) => {
    if (Number.isInteger(value) && value >= 0) return value;
    problems.push(`${what} missing from its report`);
    return 0;
  };
  if (vitest) {
    passed += count(vitest.numPassedTests, 'vitest numPassedTests');
    failed += count(vitest.numFailedTests, 'vitest numFailedTests');
    skipped += count(vitest.numPendingTests, 'vitest numPendingTests');
    skipped += count(vitest.numTodoTests, 'vitest numTodoTests');
  }
  if (playwright) {
    const stats = playwright.stats ?? {};
    passed += count(stats.expected, 'playwright stats.expected') + count(stats.flaky, 'playwright stats.flaky');
    failed += count(stats.unexpected, 'playwright stats.unexpected');
    skipped += count(stats.skipped, 'playwright stats.skipped');
  }
  const missing = [!vitest && 'unit', !playwright && 'browser'].filter(Boolean);
  if (missing.length) problems.push(`no ${missing.join(' or ')} test results were written`);
  return { line: `${passed} passed, ${failed} failed, ${skipped} skipped`, passed, failed, skipped, problems };
}

const VITEST_NOT_RUN = new Set(['skipped', 'pending', 'todo', 'disabled']);

/** The names of the skipped tests in both reports ("file > title"), so a CI failure says which. */
export function skippedNames(vitest, playwright) {
  const names = [];
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (VITEST_NOT_RUN.has(test.status)) names.push(`${relative(process.cwd(), file.name)} > ${test.fullName}`);
    }
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => t.status === 'skipped')) names.push(`${spec.file} > ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwright?.suites ?? []) walk(suite);
  return names;
}

/** The exit code: 1 under CI when any test was skipped (every test must run there), else 0. */
export function exitCode(summary, env) {
  return env.CI && summary.skipped > 0 ? 1 : 0;
}

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const vitest = read('test-results/vitest.json');
  const playwright = read('test-results/playwright.json');
  const summary = summarize(vitest, playwright);
  for (const problem of summary.problems) console.error(`(${problem})`);
  const elapsed = process.env.TEST_ELAPSED ? ` in ${process.env.TEST_ELAPSED}` : '';
  console.log(summary.line + elapsed);
  const code = exitCode(summary, process.env);
  if (code !== 0) {
    console.error(`CI fails: ${summary.skipped} test(s) skipped; every test must run in CI:`);
    for (const name of skippedNames(vitest, playwright)) console.error(`  skipped: ${name}`);
  }
  process.exitCode = code;
}
