/**
 * Romania on a projector at 1024x768 (issue #26: "city names and g/h/f labels legible"): the
 * labels' type measured on screen, and their boxes (getBoundingClientRect of the SVG texts)
 * clear of each other, in the visualizer mid-run and in a comparison of two Romania panes run to
 * the end; and on a phone, where the map scrolls sideways rather than pile its labels up. Labels
 * are placed by src/ui/domains/roadMap/labelPlacement.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The visualizer's labels, and a compare pane's (two maps share the width), in CSS px. */
const MIN_PX = { visualizer: { name: 16, values: 14 }, pane: { name: 13, values: 11.5 } };

interface Label {
  readonly text: string;
  readonly kind: 'name' | 'values';
  readonly px: number;
  readonly box: { left: number; right: number; top: number; bottom: number };
}

async function labels(view: Locator): Promise<Label[]> {
  return view.locator('text.city-name, text.city-values').evaluateAll((texts) =>
    texts.map((t) => {
      const r = t.getBoundingClientRect();
      // The font size on screen: the attribute in map units times the drawing's scale.
      const px = Number(t.getAttribute('font-size')) * ((t as SVGTextElement).getScreenCTM()?.a ?? 0);
      return {
        text: t.textContent ?? '',
        kind: t.classList.contains('city-name') ? ('name' as const) : ('values' as const),
        px,
        box: { left: r.left, right: r.right, top: r.top, bottom: r.bottom },
      };
    }),
  );
}

function overlapping(all: readonly Label[], kinds: ReadonlySet<string>): string[] {
  const out: string[] = [];
  all.forEach((a, i) =>
    all.slice(i + 1).forEach((b) => {
      if (!kinds.has(`${a.kind}/${b.kind}`) && !kinds.has(`${b.kind}/${a.kind}`)) return;
      const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (w > 0.5 && h > 0.5) out.push(`${a.text} / ${b.text}`);
    }),
  );
  return out;
}

/** A* from Arad to Bucharest at step 16 (six cities waiting), its map once drawn there. */
async function aStarFromAradAtStep16(page: Page): Promise<Locator> {
  await page.goto('./?domain=road-map&start=Arad&goal=Bucharest&algorithm=astar&step=16');
  const map = page.getByTestId('problem-view');
  await expect(map.locator('[data-city="Pitesti"]')).toHaveAttribute('data-status', 'frontier');
  return map;
}

async function projector(page: Page) {
  await page.getByRole('button', { name: 'Projector' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
}

test.use({ viewport: { width: 1024, height: 768 } });

test('projector at 1024x768: Romania’s names and g+h=f at a legible size, clear of each other; two panes too', async ({
  page,
  consoleErrors,
}) => {
  const map = await aStarFromAradAtStep16(page);
  await projector(page);
  // Placed again at the projector's size: the labels settle once the names are 16 px.
  await expect
    .poll(async () => Math.min(...(await labels(map)).filter((l) => l.kind === 'name').map((l) => l.px)))
    .toBeGreaterThanOrEqual(MIN_PX.visualizer.name - 0.1);
  const shown = await labels(map);
  expect(shown.filter((l) => l.kind === 'values')).toHaveLength(6);
  for (const l of shown) expect(l.px, l.text).toBeGreaterThanOrEqual(MIN_PX.visualizer[l.kind] - 0.1);
  expect(overlapping(shown, new Set(['name/name', 'name/values', 'values/values']))).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/romania-projector-1024.png' });

  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByRole('button', { name: 'Greedy vs A* on Romania', exact: true }).click();
  await page.getByRole('button', { name: 'Run to end' }).click();
  await expect(page.getByTestId('pane-B-cost')).toHaveAttribute('data-value', '418');
  for (const letter of ['A', 'B']) {
    const pane = page.getByTestId(`pane-${letter}`).getByTestId('problem-view');
    const inPane = await labels(pane);
    expect(inPane.filter((l) => l.kind === 'values').length).toBeGreaterThan(0);
    for (const l of inPane) expect(l.px, l.text).toBeGreaterThanOrEqual(MIN_PX.pane[l.kind] - 0.1);
    // Two maps in 1024 px: every name and every g + h = f (greedy's h) stands clear of the others.
    expect(overlapping(inPane, new Set(['name/name', 'name/values', 'values/values'])), `pane ${letter}`).toEqual([]);
    if (letter === 'A') {
      // Greedy orders by h alone: its label says h, never a sum that does not add up.
      expect(inPane.filter((l) => l.kind === 'values').map((l) => l.text)).toContain('h=193');
    }
  }
  await page.screenshot({ path: 'test-results/screens/romania-compare-projector-1024.png' });
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the map keeps a readable width and scrolls sideways; its names and g+h=f stand clear', async ({
    page,
    consoleErrors,
  }) => {
    const map = await aStarFromAradAtStep16(page);
    const frame = map.getByRole('region', {
      name: 'Road map, wider than the screen: scroll sideways to see all of it',
    });
    await expect(frame).toBeVisible();
    // Placed at the map's least width: settled once the drawing is wider than its frame.
    await expect.poll(() => frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(100);
    const shown = await labels(map);
    expect(shown.filter((l) => l.kind === 'values')).toHaveLength(6);
    for (const l of shown) expect(l.px, l.text).toBeGreaterThanOrEqual(11.9 * (l.kind === 'values' ? 0.9 : 1));
    expect(overlapping(shown, new Set(['name/name', 'name/values', 'values/values']))).toEqual([]);
    // By keys, each city is a stop: the one that takes focus is scrolled into view.
    await map.locator('[data-city="Eforie"]').focus();
    await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });
});
