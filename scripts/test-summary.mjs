// Prints one line with the totals of the unit and browser tests: "N passed, M failed".
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * The totals from vitest's and Playwright's JSON reports (either may be null: not written).
 * A report that exists but lacks the counts is an error, not a silent zero.
 */
export function summarize(vitest, playwright) {
  let passed = 0;
  let failed = 0;
  const problems = [];
  const count = (value, what) => {
    if (Number.isInteger(value) && value >= 0) return value;
    problems.push(`${what} missing from its report`);
    return 0;
  };
  if (vitest) {
    passed += count(vitest.numPassedTests, 'vitest numPassedTests');
    failed += count(vitest.numFailedTests, 'vitest numFailedTests');
  }
  if (playwright) {
    const stats = playwright.stats ?? {};
    passed += count(stats.expected, 'playwright stats.expected') + count(stats.flaky, 'playwright stats.flaky');
    failed += count(stats.unexpected, 'playwright stats.unexpected');
  }
  const missing = [!vitest && 'unit', !playwright && 'browser'].filter(Boolean);
  if (missing.length) problems.push(`no ${missing.join(' or ')} test results were written`);
  return { line: `${passed} passed, ${failed} failed`, passed, failed, problems };
}

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { line, problems } = summarize(read('test-results/vitest.json'), read('test-results/playwright.json'));
  for (const problem of problems) console.error(`(${problem})`);
  const elapsed = process.env.TEST_ELAPSED ? ` in ${process.env.TEST_ELAPSED}` : '';
  console.log(line + elapsed);
}
