/**
 * A tour of every screen a lesson meets, in either language: the Japanese check and the axe
 * scans walk the same list, so a screen added here is checked for both. Labels come from the
 * catalogues, so one tour drives the page in English and in Japanese.
 */
import { expect, type Page } from '@playwright/test';
import { ALGORITHMS } from '../../src/core/solvers/algorithms';
import { en } from '../../src/i18n/en';
import { FEATURES } from '../../src/i18n/features';
import { ja } from '../../src/i18n/ja';
import { settled } from './fixtures';

export type Lang = 'en' | 'ja';
type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, path: string[]): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const key of path) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The catalogue string at `key` ('playback.stepForward', 'play.help.hint', ...) in `lang`. */
export function label(lang: Lang, key: string): string {
  const [head, ...rest] = key.split('.');
  const feature = (FEATURES as unknown as Record<string, { en: Tree; ja: Tree }>)[head];
  const value = feature
    ? lookup(feature[lang], rest)
    : lookup((lang === 'en' ? en : ja) as unknown as Tree, [head, ...rest]);
  if (value === undefined) throw new Error(`no catalogue key ${key}`);
  return value;
}

function branchOf(namespace: string): Tree | undefined {
  const feature = (FEATURES as unknown as Record<string, { en: Tree }>)[namespace];
  const branch = feature ? feature.en : (en as unknown as Tree)[namespace];
  return typeof branch === 'object' ? branch : undefined;
}

/** Dotted words (`frontier.order.beam`): what i18next shows in place of a string it cannot find. */
const DOTTED = /\b[a-z][A-Za-z]*(?:\.[A-Za-z0-9_-]+)+/g;

/**
 * Catalogue keys rendered as text or in an accessible name: a dotted word whose first two parts
 * name a catalogue branch (`frontier.order...`), so a file name such as `solution.txt` is not one.
 */
export async function translationKeysOnScreen(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) parts.push(el.getAttribute(attr) ?? '');
    }
    return parts.join('\n');
  });
  return (text.match(DOTTED) ?? []).filter((word) => {
    const [namespace, key] = word.split('.');
    return branchOf(namespace)?.[key] !== undefined;
  });
}

/** Language, theme and projector mode, stored before the page starts (as a returning visitor's). */
export async function presetPreferences(
  page: Page,
  prefs: { language: Lang; theme?: 'light' | 'dark'; projector?: boolean },
): Promise<void> {
  await page.addInitScript((p) => localStorage.setItem('frontier:prefs:v1', JSON.stringify(p)), prefs);
}

const LESSON_LINK = './?mode=play&size=3x3&board=8,1,3/4,0,2/7,6,5&goal=blank-last';
/** One move from the goal: ArrowLeft (the tile slides left) wins. */
const ONE_MOVE_LINK = './?mode=play&size=3x3&board=1,2,3/4,5,6/7,0,8&goal=blank-last';

export interface Screen {
  name: string;
  /** Opens the screen from a fresh page load, in the page's current language. */
  open: (page: Page, L: (key: string) => string) => Promise<void>;
  /**
   * One of a family laid out alike (every algorithm's frontier): every check reads each one's
   * words, but the routine run's axe scan takes only the first (every one under `--full`).
   */
  variant?: true;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function stepVisualizer(page: Page, L: (key: string) => string, steps: number) {
  await page.goto('./');
  for (let i = 0; i < steps; i++) await button(page, L('playback.stepForward')).click();
  await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', String(1 + steps));
}

/** A small comparison (BFS and A* on the lesson board), run to its end. */
async function compareRun(page: Page, L: (key: string) => string) {
  await page.goto('./?mode=compare&board=8,1,3/4,0,2/7,6,5&goal=blank-last&panes=bfs;astar:manhattan');
  await button(page, L('playback.runToEnd')).click();
  const clock = page.getByTestId('compare-clock');
  await expect
    .poll(
      async () => {
        const end = await clock.getAttribute('data-end');
        return !!end && end === (await clock.getAttribute('data-clock'));
      },
      { timeout: 45_000 },
    )
    .toBe(true);
}

export const SCREENS: Screen[] = [
  { name: 'visualizer after steps', open: (page, L) => stepVisualizer(page, L, 8) },
  {
    name: 'lesson log and search tree',
    open: async (page, L) => {
      await stepVisualizer(page, L, 8);
      await button(page, L('playback.log')).click();
      await button(page, L('compare.tree.show.tree')).click();
      await expect(page.getByTestId('lesson-log')).toBeVisible();
    },
  },
  {
    name: 'keyboard help',
    open: async (page, L) => {
      await stepVisualizer(page, L, 2);
      await button(page, L('app.keyHelp')).click();
      await expect(page.getByTestId('key-help')).toBeVisible();
    },
  },
  {
    name: 'solution in the other move notation',
    open: async (page, L) => {
      await page.goto('./');
      await button(page, L('playback.runToEnd')).click();
      await page.getByTestId('notation-toggle').click();
      await expect(page.getByTestId('solution-moves')).toHaveAttribute('data-notation', 'blank');
    },
  },
  {
    name: 'quiz reveal',
    open: async (page, L) => {
      await page.goto('./');
      await button(page, L('playback.quiz')).click();
      await page.locator('.quiz-choice').first().click();
      await expect(page.getByTestId('quiz-result')).toBeVisible();
    },
  },
  {
    name: 'editor with an error',
    open: async (page, L) => {
      await page.goto('./?mode=play');
      await button(page, L('play.boardPanel.edit')).click();
      await page.getByRole('dialog').getByLabel(L('play.editor.text')).fill('1 2 3 4 5 5 7 8 0');
      await expect(page.getByRole('dialog').getByTestId('editor-error')).toBeVisible();
    },
  },
  {
    name: 'play hint',
    open: async (page, L) => {
      await page.goto(LESSON_LINK);
      await expect(page.getByTestId('play-best')).toHaveAttribute('data-value', '14');
      await button(page, L('play.help.hint')).click();
      await expect(page.getByTestId('play-message')).toHaveAttribute('data-kind', 'hint');
    },
  },
  {
    name: 'play congratulation',
    open: async (page) => {
      await page.goto(ONE_MOVE_LINK);
      await expect(page.getByTestId('play-best')).toHaveAttribute('data-value', '1');
      await page.getByTestId('play-board').focus();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByTestId('congrats')).toBeVisible();
      // The board resizes as the congratulation appears: let the tiles settle before a screenshot.
      await settled(page);
    },
  },
  {
    name: 'compare charts after a run',
    open: async (page, L) => {
      await compareRun(page, L);
      await button(page, L('compare.views.charts')).click();
      await expect(page.getByTestId('chart-frontier')).toBeVisible();
    },
  },
  {
    name: 'compare results table',
    open: async (page, L) => {
      await compareRun(page, L);
      await page
        .getByRole('button', { name: L('compare.views.results') })
        .first()
        .click();
      await expect(page.locator('[data-testid^="result-A-"]').first()).toBeVisible();
    },
  },
  {
    name: 'compare search tree',
    open: async (page, L) => {
      await compareRun(page, L);
      await button(page, L('compare.views.tree')).click();
      await expect(page.locator('svg').first()).toBeVisible();
    },
  },
  {
    name: 'explore after a search',
    open: async (page, L) => {
      await page.goto('./');
      await tab(page, L('app.mode.explore')).click();
      await button(page, L('explorer.controls.run')).click();
      await expect(page.getByRole('button', { name: /31/ }).first()).toBeVisible({ timeout: 60_000 });
    },
  },
  {
    name: 'heuristic lab',
    open: async (page, L) => {
      await page.goto('./');
      await tab(page, L('app.mode.explore')).click();
      await tab(page, L('explorer.tab.lab')).click();
      await settled(page);
    },
  },
  // Every algorithm's frontier, a few events in: each caption of the frontier's order is read.
  ...ALGORITHMS.map((algorithm, i): Screen => ({
    name: `frontier of ${algorithm.id}`,
    ...(i > 0 ? { variant: true as const } : {}),
    open: async (page) => {
      await page.goto(`./?algorithm=${algorithm.id}&step=7`);
      await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', '7');
      await expect(page.getByTestId('frontier-order')).toBeVisible();
    },
  })),
  {
    name: 'link notice',
    open: async (page) => {
      await page.goto('./?mode=nowhere&board=1,1,1&weight=abc');
      await expect(page.getByTestId('link-notice')).toBeVisible();
    },
  },
];

/** Each mode's landing screen, for projector mode. */
export const MODE_KEYS = ['app.mode.visualize', 'app.mode.compare', 'app.mode.play', 'app.mode.explore'] as const;
