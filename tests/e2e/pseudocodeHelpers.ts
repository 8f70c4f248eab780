/** Shared by the pseudocode specs: links to the lesson board, and the line the core says is running. */
import type { Page } from '@playwright/test';
import type { AlgorithmId, SearchEvent } from '../../src/core/events';
import { lineOf } from '../../src/core/solvers/textbook/lines';
import { PSEUDOCODE, pseudoLineIndex, pseudoLineText } from '../../src/i18n/pseudocode';

export const LESSON = [8, 1, 3, 4, 0, 2, 7, 6, 5];

export function link(algorithm: AlgorithmId, step: number): string {
  return `./?mode=visualize&size=3x3&board=8,1,3/4,0,2/7,6,5&goal=blank-last&algorithm=${algorithm}&heuristic=manhattan&step=${step}`;
}

/** The 1-based pseudocode line number `event` highlights. */
export function lineNumber(language: 'en' | 'ja', algorithm: AlgorithmId, event: SearchEvent): number {
  return pseudoLineIndex(PSEUDOCODE[language][algorithm], lineOf(algorithm, event)) + 1;
}

/** The pseudocode line (text) that `event` highlights. */
export function expectedLine(language: 'en' | 'ja', algorithm: AlgorithmId, event: SearchEvent): string {
  const line = PSEUDOCODE[language][algorithm][lineNumber(language, algorithm, event) - 1];
  return pseudoLineText(line, language === 'en' ? 'Manhattan distance' : 'マンハッタン距離');
}

export const current = (page: Page, name = 'Pseudocode') =>
  page.getByRole('region', { name }).locator('li[aria-current="step"]');

/**
 * How much of the running line the side column shows: 'none', 'part' (cut by an edge) or 'whole'.
 * Read from the layout at the moment of the call.
 */
export const runningLineShown = (page: Page) =>
  current(page).evaluate((el) => {
    const [r, box] = [el.getBoundingClientRect(), el.closest('.side-column')!.getBoundingClientRect()];
    if (r.bottom <= box.top || r.top >= box.bottom) return 'none';
    return r.top >= box.top && r.bottom <= box.bottom ? 'whole' : 'part';
  });
