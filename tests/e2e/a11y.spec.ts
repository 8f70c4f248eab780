/**
 * axe-core on every screen of the tour (tests/e2e/tour.ts): no violations of serious or critical
 * impact. Every screen is scanned in the light and the dark theme, once of them in Japanese, and
 * every mode's landing screen in projector mode; the helper scans the whole page, boards included.
 */
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { MODE_KEYS, SCREENS, label, presetPreferences, type Lang } from './tour';

const COMBOS: { theme: 'light' | 'dark'; language: Lang }[] = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'ja' },
];

for (const { theme, language } of COMBOS) {
  test(`every screen of the tour, ${theme} theme, ${language}: no serious or critical axe violations`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(300_000);
    await presetPreferences(page, { language, theme });
    const L = (key: string) => label(language, key);
    const found: string[] = [];
    for (const screen of SCREENS) {
      await screen.open(page, L);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const v of await seriousViolations(page)) found.push(`${screen.name}: ${v}`);
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
      await page.waitForTimeout(400);
      for (const v of await seriousViolations(page)) found.push(`${mode}: ${v}`);
    }
    expect(found).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
