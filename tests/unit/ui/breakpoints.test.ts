/**
 * The layout's breakpoints are declared once (src/store/breakpoints.ts). CSS cannot import them,
 * so this reads every stylesheet and every script under src/ and fails on a media query whose
 * width is not one of them: a new 1234px in some .css file, or a matchMedia('(max-width: ...)')
 * typed again in a component, turns this test red.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, EMBED_COMPACT_HEIGHT, FIT_HEIGHT, MEDIA } from '../../../src/store/breakpoints';

const SRC = new URL('../../../src/', import.meta.url).pathname;
const WIDTHS: readonly number[] = Object.values(BREAKPOINTS);

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), ext) : ext.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/**
 * Every `(min-width: N px)`, `(max-width: N px)` and `(min-height: N px)` in a text, with where it
 * is; in a stylesheet only those of @media rules (a container query sizes a component to its own
 * box, not to the screen).
 */
function queries(file: string): { feature: string; px: number; where: string }[] {
  const all = readFileSync(file, 'utf8');
  const text = file.endsWith('.css') ? [...all.matchAll(/@media[^{]*/g)].map((m) => m[0]).join('\n') : all;
  return [...text.matchAll(/\((min-width|max-width|min-height|max-height)\s*:\s*(\d+)px\)/g)].map((m) => ({
    feature: m[1],
    px: Number(m[2]),
    where: `${relative(SRC, file)}: ${m[0]}`,
  }));
}

/** A width the breakpoints allow: `min-width` from a breakpoint up, `max-width` to it or to just below it. */
function allowed({ feature, px }: { feature: string; px: number }): boolean {
  if (feature === 'min-width') return WIDTHS.includes(px);
  if (feature === 'max-width') return WIDTHS.includes(px) || WIDTHS.includes(px + 1);
  return px === FIT_HEIGHT || px === EMBED_COMPACT_HEIGHT;
}

describe('breakpoints', () => {
  const css = filesUnder(SRC, /\.css$/);

  it('every media query in the stylesheets uses a declared breakpoint', () => {
    const found = css.flatMap(queries);
    expect(found.length).toBeGreaterThan(10); // the scan does reach the stylesheets
    expect(found.filter((q) => !allowed(q)).map((q) => q.where)).toEqual([]);
  });

  it('no script types a width of its own: they use MEDIA', () => {
    const scripts = filesUnder(SRC, /\.tsx?$/).filter((f) => !f.endsWith(join('store', 'breakpoints.ts')));
    expect(scripts.flatMap(queries).map((q) => q.where)).toEqual([]);
  });

  it("JavaScript's queries are the stylesheets' ones", () => {
    const all = css.map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(all).toContain(`@media ${MEDIA.fitted}`);
    expect(all).toContain(`(min-width: ${BREAKPOINTS.fit}px) and ${MEDIA.belowWide}`);
  });

  it('flags a width that is not a breakpoint', () => {
    expect(allowed({ feature: 'max-width', px: 1180 })).toBe(false);
    expect(allowed({ feature: 'max-width', px: BREAKPOINTS.wide - 1 })).toBe(true);
    expect(allowed({ feature: 'min-width', px: BREAKPOINTS.wide - 1 })).toBe(false);
  });
});
