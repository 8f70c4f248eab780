// @vitest-environment jsdom
/**
 * The grid editor writes the grid text format as the teacher paints: a drag paints every cell
 * it crosses, a stroke starting on a wall erases, the start and the goal are dragged, keys move a
 * cursor and paint, resizing keeps what fits, the diagonal toggle writes `8-connected`, the
 * generators give the same grid for the same seed, and the info line names the admissible
 * heuristics for the moves.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyGrid, formatGridFile, perfectMaze } from '../../../../src/core/domain/grid';
import { GridEditor } from '../../../../src/ui/domains/grid/GridEditor';
import { renderEditor } from './renderEditor';

const CELL = 10;
const GRID = ['S....', '.....', '.....', '.....', '....G', ''].join('\n');

/** The grid element, laid out as if each cell were CELL pixels (jsdom lays nothing out). */
function gridElement(width: number, height: number): HTMLElement {
  const element = screen.getByTestId('grid-editor-grid');
  element.getBoundingClientRect = () =>
    ({ left: 0, top: 0, width: width * CELL, height: height * CELL, right: 0, bottom: 0, x: 0, y: 0 }) as DOMRect;
  return element;
}

const at = (x: number, y: number) => ({
  clientX: x * CELL + CELL / 2,
  clientY: y * CELL + CELL / 2,
  pointerId: 1,
  button: 0,
});

function stroke(element: HTMLElement, cells: [number, number][]) {
  const [first, ...rest] = cells;
  fireEvent.pointerDown(element, at(...first));
  for (const cell of rest) fireEvent.pointerMove(element, at(...cell));
  fireEvent.pointerUp(element, at(...cells[cells.length - 1]));
}

afterEach(cleanup);

describe('grid editor', () => {
  it('paints walls along a drag, in one change, and a stroke from a wall erases', async () => {
    const view = await renderEditor(GridEditor, GRID);
    const grid = gridElement(5, 5);
    stroke(grid, [
      [1, 1],
      [4, 1],
    ]);
    expect(view.text()).toBe('S....\n.####\n.....\n.....\n....G\n');
    expect(view.changes()).toBe(1);
    stroke(grid, [
      [2, 1],
      [3, 1],
    ]);
    expect(view.text()).toBe('S....\n.#..#\n.....\n.....\n....G\n');
  });

  it('paints weights with the weight tool and its cost', async () => {
    const view = await renderEditor(GridEditor, GRID);
    fireEvent.change(screen.getByLabelText('Cost of a weighted cell'), { target: { value: '7' } });
    stroke(gridElement(5, 5), [
      [0, 2],
      [0, 3],
    ]);
    expect(view.text()).toBe('S....\n.....\n7....\n7....\n....G\n');
  });

  it('drags the start and the goal, never onto each other', async () => {
    const view = await renderEditor(GridEditor, GRID);
    const grid = gridElement(5, 5);
    stroke(grid, [
      [0, 0],
      [1, 0],
      [2, 2],
    ]);
    expect(view.text()).toBe('.....\n.....\n..S..\n.....\n....G\n');
    stroke(grid, [
      [4, 4],
      [2, 2],
      [3, 3],
    ]);
    expect(view.text()).toBe('.....\n.....\n..S..\n...G.\n.....\n');
  });

  it('moves a cursor with the arrow keys and paints with keys', async () => {
    const view = await renderEditor(GridEditor, GRID);
    const grid = gridElement(5, 5);
    grid.focus();
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'w' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: '4' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'g' });
    expect(view.text()).toBe('S#...\n.4G..\n.....\n.....\n.....\n');
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    fireEvent.keyDown(grid, { key: 'Delete' });
    expect(view.text()).toBe('S#...\n..G..\n.....\n.....\n.....\n');
  });

  it('resizes keeping what fits, and toggles diagonal moves in the text', async () => {
    const view = await renderEditor(GridEditor, 'S.#..\n.....\n.....\n.....\n....G\n');
    fireEvent.change(screen.getByLabelText('Width'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Height'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resize' }));
    expect(view.text()).toBe('S.#....\n.......\n.......\n.......\n....G..\n.......\n');
    expect(screen.getByTestId('grid-editor-admissible').textContent).toContain('Manhattan');
    fireEvent.click(screen.getByLabelText('Diagonal moves (8-connected)'));
    expect(view.text().startsWith('8-connected\nS.#....\n')).toBe(true);
    const info = screen.getByTestId('grid-editor-admissible').textContent!;
    expect(info).toMatch(/^Admissible 8-connected: Euclidean, octile, Chebyshev, and zero\./);
  });

  it('generates the same grid from the same seed, and shows a ready-made map', async () => {
    const view = await renderEditor(GridEditor, formatGridFile(emptyGrid(30, 20), 4));
    fireEvent.change(screen.getByLabelText('Generator'), { target: { value: 'maze' } });
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const maze = perfectMaze({ width: 30, height: 20, seed: 42 });
    if (!maze.ok) throw new Error(maze.message);
    expect(view.text()).toBe(formatGridFile(maze.grid, 4));
    const first = view.text();
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(view.text()).toBe(first);
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: '43' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(view.text()).not.toBe(first);
    fireEvent.change(screen.getByLabelText('Ready-made map'), { target: { value: 'swamp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(view.text()).toContain('..S....99999999999.....G..');
  });

  it('shows a text that does not read with its row and column, and starts over on request', async () => {
    const view = await renderEditor(GridEditor, 'S..\n.x.\n..G\n');
    expect(screen.getByTestId('grid-editor-error').textContent).toContain('Row 2, column 2');
    expect(screen.getByTestId('grid-editor-error').textContent).toContain('“x”');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start with an empty grid' })));
    expect(view.text().split('\n')[0]).toHaveLength(20);
  });
});
