/**
 * The keyboard help's grid-editor rows say what the editor's keys do (gridEditorModel.ts's
 * keyAction), in English and in Japanese: a key added to the editor or to the help without the
 * other fails here.
 */
import { describe, expect, it } from 'vitest';
import { WALL } from '../../../src/core/domain/grid';
import { keyHelpEn } from '../../../src/i18n/features/keyHelp.en';
import { keyHelpJa } from '../../../src/i18n/features/keyHelp.ja';
import { keyAction, type KeyAction } from '../../../src/ui/domains/grid/gridEditorModel';

/** The keys a row names: "W / #" is W and #, "2 … 9" the digits between, "Space" the space bar. */
function keysOf(text: string): string[] {
  const range = /^(\d) … (\d)$/.exec(text);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    return Array.from({ length: to - from + 1 }, (_, k) => String(from + k));
  }
  return text.split(' / ').map((k) => (k === 'Space' ? ' ' : k));
}

const EXPECTED: Record<string, (key: string) => KeyAction> = {
  gridWall: () => ({ kind: 'paint', cost: WALL }),
  gridWeight: (key) => ({ kind: 'paint', cost: Number(key) }),
  gridErase: () => ({ kind: 'paint', cost: 1 }),
  gridPaint: () => ({ kind: 'tool' }),
  gridStart: () => ({ kind: 'place', which: 'start' }),
  gridGoal: () => ({ kind: 'place', which: 'goal' }),
};

describe('the keyboard help lists the grid editor’s keys', () => {
  for (const [language, catalogue] of [
    ['en', keyHelpEn],
    ['ja', keyHelpJa],
  ] as const) {
    it(`${language}: each listed key does what its row says`, () => {
      for (const [row, expected] of Object.entries(EXPECTED)) {
        const keys = keysOf(catalogue.row[row as keyof typeof catalogue.row].keys);
        expect(keys.length, row).toBeGreaterThan(0);
        for (const key of keys) expect(keyAction(key), `${row}: ${key}`).toEqual(expected(key));
      }
      // The cursor's moves: the arrow keys.
      for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
        expect(keyAction(key)?.kind).toBe('move');
      }
      expect(catalogue.section.gridEditor).not.toBe('');
    });
  }
});
