/**
 * axe-core on every screen of the tour (tests/e2e/tour.ts): no violations of serious or critical
 * impact. The routine run scans every screen once, in Japanese in the light theme, inside the
 * Japanese walk (japanese.spec.ts), which opens each screen anyway; `npm run test:full` also
 * scans the tour here in the light theme in English and the dark theme in Japanese. Every mode's
 * landing screen is scanned in projector mode in both themes and languages in every run. The
 * helper scans the whole page, boards included.
 */
import { seriousViolations } from './axe';
import { FULL } from '../unit/full';
import { expect, settled, test } from './fixtures';
import { MODE_KEYS, SCREENS, label, presetPreferences, translationKeysOnScreen, type Lang } from './tour';

const COMBOS: { theme: 'light' | 'dark'; language: Lang }[] = FULL
  ? [
      { theme: 'light', language: 'en' },
      { theme: 'dark', language: 'ja' },
    ]
  : [];

for (const { theme, language } of COMBOS) {
  test(`every screen of the tour, ${theme} theme, ${language}: no serious or critical axe violations`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(480_000);
    await presetPreferences(page, { language, theme });
    const L = (key: string) => label(language, key);
    const found: string[] = [];
    for (const screen of SCREENS) {
      await screen.open(page, L);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const v of await seriousViolations(page)) found.push(`${screen.name}: ${v}`);
      // No string missing from the catalogue either: i18next would show its key.
      for (const key of await translationKeysOnScreen(page)) found.push(`${screen.name}: catalogue key ${key}`);
    }
    expect(found).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

for (const { theme, language } of [
  { theme: 'dark', language: 'en' },
  { theme: 'light', language: 'ja' },
] as const) {
  test(`every mode in projector mode, ${theme} theme, ${language}`, async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1024, height: 768 });
    await presetPreferences(page, { language, theme, projector: true });
    await page.goto('./');
    await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
    const found: string[] = [];
    for (const mode of MODE_KEYS) {
      await page.getByRole('tab', { name: label(language, mode), exact: true }).click();
      await settled(page);
      for (const v of await seriousViolations(page)) found.push(`${mode}: ${v}`);
    }
    expect(found).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

/**
 * What the focused element offers a keyboard user: a name a screen reader can say (a simple
 * version of the accessible-name rules, enough for our controls) and a visible focus ring.
 */
async function focusReport(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const labels =
      'labels' in el ? [...((el as HTMLInputElement).labels ?? [])].map((l) => l.textContent).join(' ') : '';
    const name = [
      el.getAttribute('aria-label'),
      byIds(el.getAttribute('aria-labelledby')),
      labels,
      el.textContent,
      el.getAttribute('title'),
    ]
      .map((s) => (s ?? '').trim())
      .find((s) => s.length > 0);
    // The ring must come from focus: compare with the same element unfocused, then focus it again.
    const look = () => {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return { outline, shadow: style.boxShadow, border: style.borderColor };
    };
    const focused = look();
    el.blur();
    const resting = look();
    el.focus();
    const ring =
      (focused.outline && !resting.outline) || focused.shadow !== resting.shadow || focused.border !== resting.border;
    const tag = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
    return { tag, name: name ?? '', ring };
  });
}

test('keyboard sweep: every focusable control in every mode has a name and a visible focus ring', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.goto('./');
  const problems: string[] = [];
  for (const mode of MODE_KEYS) {
    await page.getByRole('tab', { name: label('en', mode), exact: true }).click();
    await settled(page);
    // Start from the top of the page and Tab until focus comes back round.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const seen = new Set<string>();
    let count = 0;
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      const handle = await page.evaluateHandle(() => document.activeElement);
      const id = await handle.evaluate((el) => {
        const e = el as HTMLElement & { __sweep?: string };
        if (!e.__sweep) e.__sweep = Math.random().toString(36).slice(2);
        return e.__sweep;
      });
      if (seen.has(id)) break;
      seen.add(id);
      const r = await focusReport(page);
      if (!r) continue;
      count++;
      if (!r.name) problems.push(`${mode}: ${r.tag} has no name`);
      if (!r.ring) problems.push(`${mode}: ${r.tag} (${r.name.slice(0, 30)}) shows no focus ring`);
    }
    expect(count, `${mode}: controls reached by Tab`).toBeGreaterThan(5);
  }
  expect(problems).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
