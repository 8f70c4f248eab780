/** Every kind of frontier the registry names has its caption in both languages (the panel reads it by kind). */
import { describe, expect, it } from 'vitest';
import { ALGORITHMS } from '../../../src/core/solvers/algorithms';
import { en } from '../../../src/i18n/en';
import { ja } from '../../../src/i18n/ja';

const kinds = [...new Set(ALGORITHMS.map((a) => a.frontierKind))];

describe('frontier captions', () => {
  it.each(kinds)('%s has a caption in English and Japanese', (kind) => {
    const captions = { en: en.frontier.order, ja: ja.frontier.order } as Record<string, Record<string, string>>;
    expect(captions.en[kind]).toMatch(/\S/);
    expect(captions.ja[kind]).toMatch(/\S/);
  });
});
