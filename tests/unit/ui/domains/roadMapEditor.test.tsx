// @vitest-environment jsdom
/**
 * The road-map editor: a bad line is shown with its number and what was expected (never a
 * crash); dragging a city rewrites its position line; picking two cities and a length adds a
 * road; and the heuristic lesson says at once whether h is admissible and consistent, naming
 * the city or road that breaks it, and says when h comes from positions rather than a table.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROMANIA_TEXT, parseGraph } from '../../../../src/core/domain/graph';
import { RoadMapEditor } from '../../../../src/ui/domains/roadMap/RoadMapEditor';
import { renderEditor } from './renderEditor';

afterEach(cleanup);

const SMALL = `A B 10
B C 10
A @ 0 0
B @ 10 0
C @ 20 0
`;

function drawn(width: number, height: number): SVGSVGElement {
  const svg = screen.getByTestId('road-map-drawing') as unknown as SVGSVGElement;
  svg.getBoundingClientRect = () =>
    ({ left: 0, top: 0, width, height, right: width, bottom: height, x: 0, y: 0 }) as DOMRect;
  return svg;
}

const city = (name: string) => document.querySelector(`[data-city="${name}"]`)!;

describe('road-map editor', () => {
  it('shows a bad line with its number and what was expected', async () => {
    await renderEditor(RoadMapEditor, 'Arad Sibiu 140\nArad Zerind\n');
    const error = screen.getByTestId('road-map-error');
    expect(error.dataset.line).toBe('2');
    expect(error.textContent).toBe(
      'Line 2: expected the road’s length (a positive number), found the end of the line.',
    );
    fireEvent.change(screen.getByTestId('road-map-text'), { target: { value: 'Arad @ 1 x\n' } });
    expect(screen.getByTestId('road-map-error').textContent).toBe(
      'Line 1: expected the city’s y (a number), found “x”.',
    );
  });

  it('keeps the last map that read, dimmed, while the text does not read', async () => {
    await renderEditor(RoadMapEditor, SMALL);
    fireEvent.change(screen.getByTestId('road-map-text'), { target: { value: `${SMALL}h\n` } });
    expect(screen.getByTestId('road-map-error').textContent).toMatch(/^Line 6: /);
    expect(screen.getByTestId('road-map-drawing').getAttribute('class')).toContain('rm-stale');
  });

  it('rewrites a dragged city’s position line', async () => {
    const view = await renderEditor(RoadMapEditor, SMALL);
    const svg = drawn(1000, 1000);
    const viewBox = svg.getAttribute('viewBox')!.split(' ').map(Number);
    // The drawing's units per pixel, with the viewBox fitted into a 1000 x 1000 box.
    const scale = Math.min(1000 / viewBox[2], 1000 / viewBox[3]);
    const offsetY = (1000 - viewBox[3] * scale) / 2;
    const offsetX = (1000 - viewBox[2] * scale) / 2;
    const screenOf = (x: number, y: number) => ({
      clientX: offsetX + (x - viewBox[0]) * scale,
      clientY: offsetY + (y - viewBox[1]) * scale,
      pointerId: 1,
      button: 0,
    });
    fireEvent.pointerDown(city('B'), screenOf(10, 0));
    fireEvent.pointerMove(city('B'), screenOf(12, -3));
    fireEvent.pointerUp(city('B'), screenOf(12, -3));
    // y grows northward on the map and downward on the screen.
    expect(view.text()).toBe(SMALL.replace('B @ 10 0', 'B @ 12 3'));
  });

  it('adds a road between two picked cities at the length typed', async () => {
    const view = await renderEditor(RoadMapEditor, SMALL);
    drawn(1000, 1000);
    for (const name of ['A', 'C']) {
      fireEvent.pointerDown(city(name), { clientX: 5, clientY: 5, pointerId: 1, button: 0 });
      fireEvent.pointerUp(city(name), { clientX: 5, clientY: 5, pointerId: 1, button: 0 });
    }
    const length = screen.getByLabelText('Length') as HTMLInputElement;
    expect(length.value).toBe('20');
    fireEvent.change(length, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add road' }));
    expect(view.text()).toBe(`${SMALL}A C 25\n`);
    const parsed = parseGraph(view.text());
    expect(parsed.ok && parsed.graph.roads.length).toBe(3);
  });

  it('refuses a road the map already has, saying why', async () => {
    const view = await renderEditor(RoadMapEditor, SMALL);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: 'B' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add road' }));
    expect(view.changes()).toBe(0);
    expect(screen.getByRole('alert').textContent).toContain('a second road between these cities');
  });

  it('says h(Sibiu) raised above its true distance is not admissible, naming Sibiu', async () => {
    const view = await renderEditor(RoadMapEditor, ROMANIA_TEXT);
    const verdict = screen.getByTestId('road-map-verdict');
    expect(within(verdict).getAllByText(/^(Admissible|Consistent):/)).toHaveLength(2);
    expect(screen.getByTestId('road-map-source').dataset.source).toBe('table');
    fireEvent.change(screen.getByLabelText('h of Sibiu'), { target: { value: '300' } });
    expect(view.text()).toContain('h Sibiu 300');
    expect(view.text().split('\n').length).toBe(ROMANIA_TEXT.split('\n').length);
    const [admissible, consistent] = within(screen.getByTestId('road-map-verdict')).getAllByRole('paragraph');
    expect(admissible.textContent).toBe(
      'Not admissible: h(Sibiu) = 300 is above the true distance 278. A* may return a longer path.',
    );
    expect(consistent.textContent).toMatch(/^Not consistent: on the road Sibiu → /);
  });

  it('says an h lowered to 0 stays admissible but breaks consistency, naming the road', async () => {
    await renderEditor(RoadMapEditor, ROMANIA_TEXT);
    // Pitesti's h falls from 100 to 0: never above a true distance, but Craiova (h 160) is only
    // 138 km from Pitesti, so h drops by more than the road along it.
    fireEvent.change(screen.getByLabelText('h of Pitesti'), { target: { value: '0' } });
    const [admissible, consistent] = within(screen.getByTestId('road-map-verdict')).getAllByRole('paragraph');
    expect(admissible.dataset.ok).toBe('true');
    expect(consistent.textContent).toBe(
      'Not consistent: on the road Craiova → Pitesti (138), h(Craiova) = 160 is more than 138 + h(Pitesti) = 138. A* may reopen closed cities.',
    );
  });

  it('computes h from positions toward a goal the table is not for, and says so', async () => {
    await renderEditor(RoadMapEditor, ROMANIA_TEXT);
    fireEvent.change(screen.getByTestId('road-map-goal'), { target: { value: 'Arad' } });
    const source = screen.getByTestId('road-map-source');
    expect(source.dataset.source).toBe('positions');
    expect(source.textContent).toBe(
      'The map gives no table of h toward Arad: h is the straight-line distance computed from the positions.',
    );
    expect((screen.getByLabelText('h of Sibiu') as HTMLInputElement).disabled).toBe(true);
  });

  it('loads Romania on request', async () => {
    const view = await renderEditor(RoadMapEditor, SMALL);
    fireEvent.click(screen.getByRole('button', { name: 'Romania' }));
    expect(view.text()).toBe(ROMANIA_TEXT);
    expect(document.querySelectorAll('[data-city]')).toHaveLength(20);
  });
});
