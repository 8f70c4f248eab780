/**
 * Japanese everywhere: with the language switched, no English word or phrase from the catalogue
 * is left in the text of any screen of the tour (labels, narration, tables, buttons, aria names).
 * The walk opens every screen anyway, so it is also the routine run's axe scan of the tour (no
 * serious or critical violation on each screen but its variants; a11y.spec.ts scans them all, in
 * two more themes and languages, under `npm run test:full`).
 */
import type { Page } from '@playwright/test';
import { en } from '../../src/i18n/en';
import { PARAM_NAMES } from '../../src/links';
import { FEATURES } from '../../src/i18n/features';
import { ja } from '../../src/i18n/ja';
import { seriousViolations } from './axe';
import { expect, newVisitorContext, settled, test } from './fixtures';
import { SCREENS, label, presetPreferences, translationKeysOnScreen } from './tour';

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

const WORD = /[A-Za-z][A-Za-z'-]*[A-Za-z]/g;
/** Names written the same in both languages (also any word the Japanese catalogue itself uses). */
const SAME_IN_BOTH = new Set([
  'BFS',
  'DFS',
  'IDDFS',
  'IDA',
  'CSV',
  'JSON',
  'TXT',
  'PDB',
  'Korf',
  'Frontier',
  'English',
]);

/**
 * What a Japanese screen must not show: phrases (two words or more) from English catalogue
 * strings, and every single English word of three letters or more, unless the Japanese
 * catalogue uses it too (names such as Korf, BFS, A*).
 */
function englishLeftovers() {
  const all = pairs(en as unknown as Tree, ja as unknown as Tree);
  for (const f of Object.values(FEATURES)) all.push(...pairs(f.en as Tree, f.ja as Tree));
  const jaWords = new Set(all.flatMap(([, japanese]) => japanese?.match(WORD) ?? []));
  const phrases = new Set<string>();
  const words = new Set<string>();
  for (const [english, japanese] of all) {
    if (english === japanese) continue; // names like A*, IDA*, f = g + h are the same in both
    for (const piece of english.split(/\{\{[^}]*\}\}/)) {
      for (const w of piece.trim().match(/[A-Za-z][A-Za-z' -]*[A-Za-z]/g) ?? []) {
        if (w.length >= 5 && /\s/.test(w)) phrases.add(w);
      }
      for (const w of piece.match(WORD) ?? []) {
        if (w.length >= 3 && !SAME_IN_BOTH.has(w) && !jaWords.has(w)) words.add(w);
      }
    }
  }
  return { phrases: [...phrases], words };
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

const MODES = ['app.mode.visualize', 'app.mode.compare', 'app.mode.play', 'app.mode.explore'];

test('Japanese: no English word left on any screen of the tour, and nothing serious for axe', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(480_000);
  const { phrases, words } = englishLeftovers();
  expect(phrases.length).toBeGreaterThan(100);
  expect(words.size).toBeGreaterThan(300);
  // The check itself: single words such as these must be caught.
  for (const w of ['Hint', 'Stop', 'Restart', 'Quiz', 'Log', 'Moves']) expect(words.has(w) || w.length < 3).toBe(true);
  await presetPreferences(page, { language: 'ja' });
  const L = (key: string) => label('ja', key);
  const leftovers: string[] = [];
  const violations: string[] = [];
  const check = async (where: string, shot: string, allowed: readonly string[] = []) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const text = await visibleText(page);
    for (const f of phrases) if (text.includes(f)) leftovers.push(`${where}: "${f}"`);
    for (const w of new Set(text.match(WORD) ?? [])) {
      if (words.has(w) && !allowed.includes(w)) leftovers.push(`${where}: ${w}`);
    }
    for (const key of await translationKeysOnScreen(page)) leftovers.push(`${where}: catalogue key ${key}`);
    await page.screenshot({ path: `test-results/screens/ja-${shot}.png` });
  };
  await page.goto('./');
  for (const [i, mode] of MODES.entries()) {
    await page.getByRole('tab', { name: L(mode), exact: true }).click();
    await settled(page);
    await check(L(mode), String(i));
  }
  for (const screen of SCREENS) {
    await screen.open(page, L);
    // The link notice quotes the link's own parameter names (mode, weight...): code, not prose.
    await check(screen.name, screen.name.replace(/\W+/g, '-'), screen.name === 'link notice' ? PARAM_NAMES : []);
    if (!screen.variant) for (const v of await seriousViolations(page)) violations.push(`${screen.name}: ${v}`);
  }
  expect(leftovers).toEqual([]);
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the language follows the browser, and the choice is remembered', async ({ browser }) => {
  const context = await newVisitorContext(browser, { locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('./');
  await expect(page.getByRole('tab', { name: '可視化' })).toBeVisible();
  await page.getByLabel('言語').selectOption('en');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Visualize' })).toBeVisible();
  await context.close();
});
