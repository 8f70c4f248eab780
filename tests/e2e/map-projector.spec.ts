/**
 * Romania on a projector at 1024x768 (issue #26: "city names and g/h/f labels legible"): the
 * labels' type measured on screen, and their boxes (getBoundingClientRect of the SVG texts)
 * clear of each other, in the visualizer mid-run and in a comparison of two Romania panes run to
 * the end. Labels are placed by src/ui/domains/roadMap/labelPlacement.ts.
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

async function projector(page: Page) {
  await page.getByRole('button', { name: 'Projector' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-projector', 'on');
}

test.use({ viewport: { width: 1024, height: 768 } });

test('projector at 1024x768: Romania’s names and g+h=f at a legible size, clear of each other; two panes too', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('./?domain=road-map&start=Arad&goal=Bucharest&algorithm=astar&step=16');
  const map = page.getByTestId('problem-view');
  await expect(map.locator('[data-city="Pitesti"]')).toHaveAttribute('data-status', 'frontier');
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
    // Two maps in 1024 px: every city's name stands clear of every other.
    expect(overlapping(inPane, new Set(['name/name'])), `pane ${letter}`).toEqual([]);
  }
  await page.screenshot({ path: 'test-results/screens/romania-compare-projector-1024.png' });
  expect(consoleErrors).toEqual([]);
});
