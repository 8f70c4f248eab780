import { beforeAll, describe, expect, it } from 'vitest';
import { PARSE_ERROR_CODES, type ParseError, type ParseErrorCode } from '../../../src/core/parse';
import { i18n, initI18n } from '../../../src/i18n';
import { play } from '../../../src/i18n/features/play';
import { parseErrorText } from '../../../src/ui/editor/parseErrorText';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const ERRORS: ParseError[] = [
  { code: 'empty', message: '' },
  { code: 'not-a-number', message: '', token: 'x', index: 4 },
  { code: 'out-of-range', message: '', tile: 12, index: 2 },
  { code: 'duplicate-tile', message: '', tile: 5, index: 5, cells: [4, 5] },
  { code: 'missing-tile', message: '', tile: 6, expected: 9, got: 8 },
  { code: 'wrong-count', message: '', expected: 9, got: 7 },
  { code: 'two-blanks', message: '', index: 8, cells: [4, 8], got: 2 },
  { code: 'no-blank', message: '', expected: 9, got: 8 },
  { code: 'ragged-rows', message: '', index: 1, expected: 3, got: 2 },
  { code: 'bad-size', message: '' },
  { code: 'size-unknown', message: '', got: 12 },
  { code: 'too-long', message: '', got: 20_000, expected: 10_000 },
  { code: 'bad-input', message: '' },
  { code: 'unbalanced-brackets', message: '', token: '[', position: 0 },
  { code: 'unbalanced-brackets', message: '', token: ']', position: 23 },
  { code: 'unbalanced-brackets', message: '', token: ')', position: 7, opening: { token: '[', position: 1 } },
];

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('play'); // play mode's strings are a namespace loaded with the mode
});

describe('play and editor strings', () => {
  it('English and Japanese have the same keys', () => {
    expect(keys(play.ja).sort()).toEqual(keys(play.en).sort());
  });

  it('every parser refusal reads as a sentence in both languages, cells counted from 1', async () => {
    const codes = new Set<ParseErrorCode>(ERRORS.map((e) => e.code));
    expect([...codes].sort()).toEqual([...PARSE_ERROR_CODES].sort());
    for (const language of ['en', 'ja']) {
      await i18n.changeLanguage(language);
      for (const error of ERRORS) {
        const text = parseErrorText(i18n.t, language, error, { input: '1 2 3 4 5 5 7 8 0' });
        expect(text, `${language} ${error.code}`).not.toMatch(/\{\{|parseError\.|undefined/);
        expect(text.length).toBeGreaterThan(8);
      }
    }
    await i18n.changeLanguage('en');
    expect(parseErrorText(i18n.t, 'en', ERRORS[3])).toBe('Tile 5 appears more than once (cells 5 and 6)');
    expect(parseErrorText(i18n.t, 'en', ERRORS[2], { shape: { rows: 3, cols: 3 } })).toBe(
      'Tile 12 (cell 3) is out of range: the tiles go from 1 to 8, plus the blank',
    );
    // What the duplicate displaced is said too, as the parser's English message says it.
    const displaced = { ...ERRORS[3], missing: [6] };
    expect(parseErrorText(i18n.t, 'en', displaced)).toBe(
      'Tile 5 appears more than once (cells 5 and 6), and tile 6 is missing',
    );
    expect(parseErrorText(i18n.t, 'en', { ...displaced, missing: [2, 6] })).toMatch(/, and tiles 2 and 6 are missing$/);
    expect(parseErrorText(i18n.t, 'en', { ...displaced, missing: [0] })).toMatch(/, and there is no blank$/);
    expect(ERRORS.slice(-3).map((e) => parseErrorText(i18n.t, 'en', e))).toEqual([
      '“[” (character 1) is never closed: is the end of the board missing?',
      '“]” (character 24) closes nothing: a bracket is missing before it',
      '“)” (character 8) closes “[” (character 2): close [ with ] and ( with )',
    ]);
    await i18n.changeLanguage('ja');
    expect(parseErrorText(i18n.t, 'ja', ERRORS[ERRORS.length - 1])).toBe(
      '「)」（8 文字目）が「[」（2 文字目）を閉じています。[ は ] で、( は ) で閉じてください',
    );
    expect(parseErrorText(i18n.t, 'ja', ERRORS[3])).toBe('タイル 5 が重複しています（5、6 マス目）');
    expect(parseErrorText(i18n.t, 'ja', displaced)).toBe(
      'タイル 5 が重複しています（5、6 マス目）。タイル 6 がありません',
    );
    expect(parseErrorText(i18n.t, 'ja', { ...displaced, missing: [0] })).toMatch(/。空白がありません$/);
    await i18n.changeLanguage('en');
  });
});
