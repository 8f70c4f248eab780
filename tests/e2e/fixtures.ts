/**
 * Shared e2e fixture: every page records console errors and uncaught exceptions, and a test
 * fails if any occurred (a console error is a bug a teacher would see).
 */
import { test as base, expect } from '@playwright/test';
// The core also runs here in Node, for the values a page must show. Install what the page loads
// only when first needed: the pattern-database runtime (importing core/pdb) and the solvers
// that live in chunks of their own.
import '../../src/core/pdb';
import { loadAllSolvers } from '../../src/core/solvers/lazySolvers';

await loadAllSolvers();

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/** The tiles of the board with this accessible name, read from the DOM positions. */
export async function readBoard(page: import('@playwright/test').Page, label: string): Promise<string[]> {
  return page
    .getByRole('group', { name: label })
    .locator('[data-tile]')
    .evaluateAll((els) =>
      els
        .map((el) => ({
          tile: el.getAttribute('data-tile')!,
          x: el.getBoundingClientRect().x,
          y: el.getBoundingClientRect().y,
        }))
        .sort((a, b) => Math.round(a.y - b.y) || a.x - b.x)
        .map((t) => t.tile),
    );
}
