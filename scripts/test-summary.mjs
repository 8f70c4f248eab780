// Prints one line with the totals of the unit and browser tests: "N passed, M failed".
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

let passed = 0;
let failed = 0;
const vitest = read('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
const playwright = read('test-results/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}
const missing = [!vitest && 'unit', !playwright && 'browser'].filter(Boolean);
if (missing.length) console.error(`(no ${missing.join(' or ')} test results were written)`);
console.log(`${passed} passed, ${failed} failed`);
