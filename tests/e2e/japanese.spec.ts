/**
 * Japanese everywhere: with the language switched, no English string from the catalogue is
 * left in any main screen's text (labels, narration, tables, buttons, aria names).
 */
import type { Page } from '@playwright/test';
import { en } from '../../src/i18n/en';
import { FEATURES } from '../../src/i18n/features';
import { ja } from '../../src/i18n/ja';
import { expect, test } from './fixtures';

type Tree = { [key: string]: string | Tree };

/** Pairs of (English, Japanese) leaf strings with the same key path. */
function pairs(a: Tree, b: Tree | undefined, out: [string, string | undefined][] = []) {
  for (const [key, value] of Object.entries(a)) {
    const other = b?.[key];
    if (typeof value === 'string') out.push([value, typeof other === 'string' ? other : undefined]);
    else pairs(value, typeof other === 'object' ? other : undefined, out);
  }
  return out;
}

/** The literal pieces of English strings that a Japanese screen must not show. */
function englishFragments(): string[] {
  const all = pairs(en as unknown as Tree, ja as unknown as Tree);
  for (const f of Object.values(FEATURES)) all.push(...pairs(f.en as Tree, f.ja as Tree));
  const fragments = new Set<string>();
  for (const [english, japanese] of all) {
    if (english === japanese) continue; // names like A*, IDA*, f = g + h are the same in both
    for (const piece of english.split(/\{\{[^}]*\}\}/)) {
      const words = piece.trim().match(/[A-Za-z][A-Za-z' -]*[A-Za-z]/g) ?? [];
      for (const w of words) if (w.length >= 5 && /\s/.test(w)) fragments.add(w); // two words or more
    }
  }
  return [...fragments];
}

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (el && el.closest('[hidden], [aria-hidden="true"]') === null && n.textContent?.trim())
        parts.push(n.textContent);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const attr of ['aria-label', 'title', 'placeholder']) {
        const v = el.getAttribute(attr);
        if (v) parts.push(v);
      }
    }
    return parts.join('\n');
  });
}

const MODES = ['可視化', '比較', 'プレイ', '探検'] as const;

test('Japanese: no English left on the main screens', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  const fragments = englishFragments();
  expect(fragments.length).toBeGreaterThan(100);
  await page.goto('./');
  await page.getByLabel('Language').selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const leftovers: string[] = [];
  for (const mode of MODES) {
    await page.getByRole('tab', { name: mode }).click();
    await page.waitForTimeout(500);
    if (mode === '可視化') {
      for (let i = 0; i < 10; i++) await page.getByRole('button', { name: '1 ステップ進む' }).click();
      await page.getByRole('button', { name: 'ログ' }).click();
    }
    const text = await visibleText(page);
    for (const f of fragments) if (text.includes(f)) leftovers.push(`${mode}: "${f}"`);
    await page.screenshot({ path: `test-results/screens/ja-${MODES.indexOf(mode)}.png` });
  }
  expect(leftovers).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the language follows the browser, and the choice is remembered', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('./');
  await expect(page.getByRole('tab', { name: '可視化' })).toBeVisible();
  await page.getByLabel('言語').selectOption('en');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Visualize' })).toBeVisible();
  await context.close();
});
