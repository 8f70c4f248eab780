/** axe-core on every screen: no violations of serious or critical impact. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

const MODES = ['Visualize', 'Compare', 'Play', 'Explore'] as const;

for (const theme of ['light', 'dark'] as const) {
  test(`every mode, ${theme} theme: no serious or critical axe violations`, async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    await page.goto('./');
    await page.getByLabel('Theme').selectOption(theme);
    for (const mode of MODES) {
      await page.getByRole('tab', { name: mode }).click();
      await page.waitForTimeout(400);
      if (mode === 'Visualize') {
        for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Step forward' }).click();
      }
      expect(await seriousViolations(page), `${mode} (${theme})`).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('visualizer extras: quiz, lesson log, projector mode, Japanese', async ({ page, consoleErrors }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Quiz' }).click();
  expect(await seriousViolations(page), 'quiz').toEqual([]);
  await page.getByRole('button', { name: 'Quiz' }).click();
  await page.getByRole('button', { name: 'Log' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  expect(await seriousViolations(page), 'log').toEqual([]);
  await page.getByRole('button', { name: 'Projector' }).click();
  expect(await seriousViolations(page), 'projector').toEqual([]);
  await page.getByLabel('Language').selectOption('ja');
  expect(await seriousViolations(page), 'Japanese').toEqual([]);
  expect(consoleErrors).toEqual([]);
});
