/**
 * Every relative link and image in README.md and docs/*.md resolves: the file exists, and an
 * anchor names a heading of the file it points into. A renamed image or heading fails here, not
 * on a teacher's screen. The fixture proves the check fires on each kind of break.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingIds, markdownLinks } from './markdownLinks';

const ROOT = resolve(__dirname, '../../..');
const DOCS = join(ROOT, 'docs');
const pages = [
  join(ROOT, 'README.md'),
  ...readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(DOCS, name)),
];

describe('links in README.md and docs/', () => {
  it('finds the pages and their links (the check below is not vacuous)', () => {
    expect(pages.length).toBeGreaterThanOrEqual(6);
    const links = pages.flatMap((page) => markdownLinks(readFileSync(page, 'utf8')));
    expect(links.filter((l) => !/^[a-z]+:/.test(l.target)).length).toBeGreaterThan(20);
  });

  for (const page of pages) {
    it(`${page.slice(ROOT.length + 1)}: every relative link and image exists`, () => {
      expect(brokenLinks(page).map((b) => `line ${b.line}: ${b.target} (${b.reason})`)).toEqual([]);
    });
  }

  it('the README links every page in docs/', () => {
    const linked = new Set(
      markdownLinks(readFileSync(pages[0], 'utf8')).map((l) => l.target.split('#')[0].replace(/^\.\//, '')),
    );
    const unlinked = pages
      .slice(1)
      .map((page) => page.slice(ROOT.length + 1))
      .filter((page) => !linked.has(page));
    expect(unlinked).toEqual([]);
  });

  it('every file in docs/images is shown by some page (none left behind by a renamed shot)', () => {
    const shown = new Set(
      pages.flatMap((page) =>
        markdownLinks(readFileSync(page, 'utf8'))
          .map((l) => resolve(dirname(page), l.target.split('#')[0]))
          .filter((target) => target.startsWith(join(DOCS, 'images'))),
      ),
    );
    const unused = readdirSync(join(DOCS, 'images')).filter((name) => !shown.has(join(DOCS, 'images', name)));
    expect(unused).toEqual([]);
  });

  it('the README shows at least one image from docs/images', () => {
    const images = markdownLinks(readFileSync(pages[0], 'utf8')).filter((l) => l.image);
    expect(images.some((l) => l.target.startsWith('docs/images/'))).toBe(true);
  });
});

describe('the check itself', () => {
  const fixture = join(__dirname, 'fixtures', 'broken.md');

  it('fires on a missing file, a missing image and an anchor that names no heading, and only on them', () => {
    const found = brokenLinks(fixture).map((b) => b.target);
    expect(found).toEqual(['missing.md', 'images/missing.png', '#no-such-heading', 'good.md#nowhere', 'missing.gif']);
  });

  it('reads GitHub heading ids, repeated headings numbered', () => {
    expect([
      ...headingIds('# Run times\n## Run times\n### `npm test` vs `npm run test:full`\n## 最初の 10 分'),
    ]).toEqual(['run-times', 'run-times-1', 'npm-test-vs-npm-run-testfull', '最初の-10-分']);
  });

  it('skips code: a link shown in a code block or inline code is not followed', () => {
    expect(markdownLinks('```\n[a](nowhere.md)\n```\n`[b](nowhere.md)` and [c](here.md)').map((l) => l.target)).toEqual(
      ['here.md'],
    );
  });
});
