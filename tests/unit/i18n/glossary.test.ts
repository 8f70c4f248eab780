/**
 * One word per term on every screen (issue #20, item 10): no Japanese catalogue (the app's, each
 * mode's, the pseudocode's) uses a variant the glossary rejects (閾値, never 上限値, for the IDA*
 * bound; 上限, never 予算, for the budget...), and the screens that name a term use its word.
 */
import { describe, expect, it } from 'vitest';
import { ja } from '../../../src/i18n/ja';
import { FEATURES } from '../../../src/i18n/features';
import { PSEUDOCODE } from '../../../src/i18n/pseudocode';
import { GLOSSARY, term, type TermId } from '../../../src/i18n/glossary';

/** Every string in a catalogue, with its key path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

const JA_CATALOGUES: Record<string, unknown> = {
  app: ja,
  play: FEATURES.play.ja,
  compare: FEATURES.compare.ja,
  explorer: FEATURES.explorer.ja,
  local: FEATURES.local.ja,
  pseudocodePanel: FEATURES.pseudocode.ja,
  share: FEATURES.share.ja,
  lessons: FEATURES.lessons.ja,
  domain: FEATURES.domain.ja,
  quiz: FEATURES.quiz.ja,
  tooLarge: FEATURES.tooLarge.ja,
  keyHelp: FEATURES.keyHelp.ja,
  presetNote: FEATURES.presetNote.ja,
  log: FEATURES.log.ja,
  solvability: FEATURES.solvability.ja,
  passes: FEATURES.passes.ja,
  pseudocode: PSEUDOCODE.ja,
};

describe('glossary', () => {
  const ids = Object.keys(GLOSSARY) as TermId[];

  it.each(ids)('%s: no Japanese catalogue uses a rejected variant', (id) => {
    const found: string[] = [];
    for (const [name, catalogue] of Object.entries(JA_CATALOGUES)) {
      for (const [key, text] of strings(catalogue)) {
        for (const variant of GLOSSARY[id].rejectedJa) {
          if (text.includes(variant)) found.push(`${name}:${key} uses ${variant} (say ${GLOSSARY[id].ja}): ${text}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('no rejected variant is another term’s word', () => {
    const words = new Set<string>(ids.map((id) => GLOSSARY[id].ja));
    for (const id of ids) for (const v of GLOSSARY[id].rejectedJa) expect(words.has(v), `${id}: ${v}`).toBe(false);
  });

  it('the IDA* bound is the same word in the visualizer, the pass table, compare, play and the pseudocode', () => {
    const bound = term('bound', 'ja');
    for (const text of [
      FEATURES.passes.ja.iteration.bound,
      FEATURES.passes.ja.iteration.nextBound,
      FEATURES.passes.ja.passTable.bound,
      FEATURES.compare.ja.charts.byBound,
      FEATURES.compare.ja.tree.passLabel,
      FEATURES.play.ja.help.progressSearch,
      FEATURES.pseudocode.ja.bound,
    ]) {
      expect(text).toContain(bound);
    }
    expect(FEATURES.passes.en.iteration.bound.toLowerCase()).toContain(term('bound', 'en'));
  });

  it('one word each for node, frontier and present: ノード, フロンティア, 発表 on the screens and in the pseudocode', () => {
    const all = Object.entries(JA_CATALOGUES).flatMap(([name, c]) =>
      strings(c).map(([key, text]) => [`${name}:${key}`, text] as const),
    );
    // The other textbooks' "open list" is named once, beside the frontier's own word, as in English.
    const openList = all.filter(([, text]) => text.includes(term('openList', 'ja'))).map(([key]) => key);
    expect(openList).toEqual(['app:frontier.title']);
    expect(ja.frontier.title).toContain(term('frontier', 'ja'));
    for (const [key, text] of all) {
      expect(text, key).not.toContain('節点');
      expect(text, key).not.toContain('提示');
    }
    expect(FEATURES.pseudocode.ja.node).toBe(term('node', 'ja'));
    expect(FEATURES.lessons.ja.panel.present).toBe(term('present', 'ja'));
  });

  it('the mode names are glossary words', () => {
    expect(ja.app.mode.explore).toBe(term('exploreMode', 'ja'));
    expect(ja.app.mode.explore).not.toContain('探');
  });
});
