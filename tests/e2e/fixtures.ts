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

// Screenshots saved for a person to look at (test-results/screens) cost a page render and a PNG
// encoding each, about a hundred of them a run: they are written when asked for (E2E_SCREENS=1)
// and in the full run. A screenshot whose bytes a test reads (no `path`) is always taken.
const SAVE_SCREENS = process.env.E2E_SCREENS === '1' || process.env.FRONTIER_FULL === '1';

export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    if (!SAVE_SCREENS) {
      const take = page.screenshot.bind(page);
      page.screenshot = (options) => (options?.path ? Promise.resolve(Buffer.alloc(0)) : take(options));
    }
    await use(page);
  },
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

/**
 * A second visitor's browser context, made with the suite's options (playwright.config.ts `use`):
 * a bare `browser.newContext()` gets none of them, so its page installed the service worker and
 * precached the whole build while the test waited on it (a compare link's lazy mode then took
 * over 5 s to appear on a busy machine).
 */
export function newVisitorContext(
  browser: import('@playwright/test').Browser,
  options: import('@playwright/test').BrowserContextOptions = {},
) {
  const { serviceWorkers, reducedMotion, viewport, baseURL } = test.info().project.use;
  return browser.newContext({ serviceWorkers, reducedMotion, viewport, baseURL, ...options });
}

/**
 * Makes the page see a device of 1 GB (navigator.deviceMemory), so that it records at most
 * 750,000 events (src/store/deviceRecordCap.ts) instead of millions: for the tests of runs too
 * large to record, which would otherwise record for tens of seconds on a shared machine before
 * they reach the cap. Call it before the page is opened.
 */
export async function lowerRecordCap(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'deviceMemory', { get: () => 1, configurable: true }),
  );
}

/**
 * The tiles of the board with this accessible name, in board order: read from the cell each tile
 * belongs in (`data-at`), not from where it is drawn, which is mid-slide for a moment after the
 * board changes (framer-motion springs the tiles to their new cells).
 */
export async function readBoard(page: import('@playwright/test').Page, label: string): Promise<string[]> {
  return page
    .getByRole('group', { name: label })
    .locator('[data-tile]')
    .evaluateAll((els) =>
      els
        .map((el) => ({ tile: el.getAttribute('data-tile')!, at: Number(el.getAttribute('data-at')) }))
        .sort((a, b) => a.at - b.at)
        .map((t) => t.tile),
    );
}

/**
 * Resolves once no tile of any board on the page moves between two animation frames: the
 * picture has settled (before a screenshot, or a measure of where tiles are drawn).
 */
export async function tilesSettled(page: import('@playwright/test').Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const where = () =>
          [...document.querySelectorAll('[data-tile]')].map((el) => {
            const r = el.getBoundingClientRect();
            return `${r.x},${r.y}`;
          });
        const before = where().join(';');
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return before === where().join(';');
      }),
    )
    .toBe(true);
}

/**
 * The page has settled: no lazily loaded part is still on its way (no loading placeholder), the
 * tiles stand still, and two frames have been drawn since (charts and canvases draw on a frame).
 */
export async function settled(page: import('@playwright/test').Page): Promise<void> {
  await expect(page.getByTestId('loading-placeholder')).toHaveCount(0);
  await tilesSettled(page);
}

/** The search tree's canvas shows the tree its element describes (it draws on the next frame). */
export async function treeDrawn(tree: import('@playwright/test').Locator): Promise<void> {
  await expect
    .poll(async () => {
      const [drawn, nodes] = await Promise.all([tree.getAttribute('data-drawn-size'), tree.getAttribute('data-nodes')]);
      return drawn !== null && drawn === nodes;
    })
    .toBe(true);
}

/** The address bar says the step the page shows (it is rewritten at most every 300 ms). */
export async function urlAtCursor(page: import('@playwright/test').Page): Promise<void> {
  const cursor = await page.getByTestId('position').getAttribute('data-cursor');
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe(cursor);
}
