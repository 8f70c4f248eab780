// @vitest-environment jsdom
/**
 * Both editors in Japanese leave no English on screen: every English word of three letters or
 * more in their text and accessible names is a city's name (AIMA's spelling is kept) or a word the
 * Japanese catalogue itself uses (the text format's keywords, AIMA). Errors and verdicts too.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROMANIA_TEXT, romaniaGraph } from '../../../../src/core/domain/graph';
import { mapEditorsJa } from '../../../../src/i18n/features/mapEditors.ja';
import { i18n } from '../../../../src/i18n';
import { GridEditor } from '../../../../src/ui/domains/grid/GridEditor';
import { RoadMapEditor } from '../../../../src/ui/domains/roadMap/RoadMapEditor';
import { renderEditor } from './renderEditor';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const WORD = /[A-Za-z][A-Za-z'-]*[A-Za-z]/g;
const allowed = new Set([
  ...JSON.stringify(mapEditorsJa).match(WORD)!,
  ...romaniaGraph().cities.flatMap((c) => c.match(WORD)!),
]);

/** English words on screen, outside the text areas (the map's own text is data, not interface). */
function englishOnScreen(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('textarea')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label]')) texts.push(element.getAttribute('aria-label')!);
  return texts.flatMap((text) => text.match(WORD) ?? []).filter((word) => !allowed.has(word));
}

describe('the editors in Japanese', () => {
  it('grid editor: controls, info line, key help and a refusal', async () => {
    const view = await renderEditor(GridEditor, '8-connected\nS....\n.....\n....G\n', 'ja');
    expect(englishOnScreen(view.container)).toEqual([]);
    expect(screen.getByTestId('grid-editor-admissible').textContent).toContain('8 近傍で許容的');
    cleanup();
    const bad = await renderEditor(GridEditor, 'S.x\n..G\n', 'ja');
    expect(screen.getByTestId('grid-editor-error').textContent).toContain('1 行 3 列');
    expect(englishOnScreen(bad.container)).toEqual([]);
  });

  it('road-map editor: Romania, a broken h, another goal and a bad line', async () => {
    const view = await renderEditor(RoadMapEditor, ROMANIA_TEXT, 'ja');
    expect(englishOnScreen(view.container)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Sibiu の h'), { target: { value: '300' } });
    expect(screen.getByTestId('road-map-verdict').textContent).toContain('許容的ではありません：h(Sibiu) = 300');
    fireEvent.change(screen.getByTestId('road-map-goal'), { target: { value: 'Arad' } });
    expect(englishOnScreen(view.container)).toEqual([]);
    fireEvent.change(screen.getByTestId('road-map-text'), { target: { value: 'Arad Sibiu\n' } });
    expect(screen.getByTestId('road-map-error').textContent).toBe(
      '1 行目：道路の長さ（正の数）が必要ですが、行が終わっています。',
    );
    expect(englishOnScreen(view.container)).toEqual([]);
  });
});
