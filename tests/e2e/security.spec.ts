/**
 * Issue #10's Content Security Policy: present in the built page, only the app's own origin
 * (no blob:, no data:, no eval), and enforced: eval and an injected inline script are blocked
 * and reported, while a normal run raises no violation at all.
 */
import { expect, test } from './fixtures';

const EXPECTED = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'worker-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

type Violations = { directive: string; blocked: string }[];

test('the CSP is in the built page and blocks eval and injected scripts', async ({ page, consoleErrors }) => {
  // Recorded from before the first script runs (init scripts are not subject to the page's CSP).
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: Violations };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push({ directive: e.effectiveDirective, blocked: e.blockedURI }),
    );
  });
  await page.goto('./');
  const content = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const policy = Object.fromEntries(
    content!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
  expect(policy).toEqual(EXPECTED);

  // A normal run (a search in its worker) raises no violation.
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('solution-length')).toHaveAttribute('data-length', /^\d+$/);
  const violations = () => page.evaluate(() => (window as unknown as { __violations: Violations }).__violations);
  expect(await violations()).toEqual([]);

  // eval is refused. Tried from a timer: code Playwright evaluates directly is exempt from CSP.
  await page.evaluate(() =>
    setTimeout(() => {
      const w = window as unknown as { __eval?: string };
      try {
        // eslint-disable-next-line no-eval -- the point: the page's CSP must refuse it
        w.__eval = String((0, eval)('1 + 1'));
      } catch (e) {
        w.__eval = e instanceof Error ? e.name : String(e);
      }
    }),
  );
  await expect.poll(() => page.evaluate(() => (window as unknown as { __eval?: string }).__eval)).toBe('EvalError');
  // An inline script someone managed to insert does not run.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  await expect.poll(async () => (await violations()).map((v) => v.blocked).sort()).toEqual(['eval', 'inline']);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  // The browser reports each blocked attempt as a console error: exactly these, and nothing else.
  expect(consoleErrors.every((e) => e.includes('Content Security Policy'))).toBe(true);
  expect(consoleErrors.length).toBeGreaterThan(0);
  consoleErrors.length = 0;
});
