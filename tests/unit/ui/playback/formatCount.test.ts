import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../../src/ui/playback/formatCount';

describe('formatCount', () => {
  it('writes a count as the language does, as i18next’s number format did', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: { n: '{{n, number}}' } } } });
    for (const n of [0, 7, 1_000, 664_930, 5_000_000]) {
      expect(formatCount(n, 'en')).toBe(i18n.t('n', { n }));
      expect(formatCount(n, 'ja')).toBe(new Intl.NumberFormat('ja').format(n));
    }
    expect(formatCount(664_930, 'en')).toBe('664,930');
  });
});
