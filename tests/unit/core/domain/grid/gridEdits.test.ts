/**
 * The grid editor's edits: painting changes one cell and never the start or the goal, moving an
 * endpoint frees its new cell, resizing keeps what fits and pulls the endpoints in, and the
 * whole text (connectivity line included) reads back to the same grid and moves. Also which
 * heuristics a lab may call admissible under each connectivity.
 */
import { describe, expect, it } from 'vitest';
import {
  WALL,
  admissibleGridHeuristics,
  clearGrid,
  emptyGrid,
  formatGrid,
  formatGridFile,
  moveEndpoint,
  paintCell,
  parseGrid,
  resizeGrid,
  splitConnectivity,
  type GridMap,
} from '../../../../../src/core/domain/grid';
import { openGrid } from '../../../../../src/core/domain/grid/open';

function read(text: string): GridMap {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.grid;
}

const SMALL = read(`
S....
.##..
...9G
`);

describe('grid edits', () => {
  it('paints a cell as a wall, a weight or free again, and leaves the start and goal alone', () => {
    const walled = paintCell(SMALL, { x: 1, y: 0 }, WALL);
    expect(formatGrid(walled)).toBe('S#...\n.##..\n...9G\n');
    expect(formatGrid(paintCell(walled, { x: 1, y: 0 }, 5))).toBe('S5...\n.##..\n...9G\n');
    expect(formatGrid(paintCell(walled, { x: 1, y: 0 }, 1))).toBe(formatGrid(SMALL));
    expect(paintCell(SMALL, SMALL.start, WALL)).toBe(SMALL);
    expect(paintCell(SMALL, SMALL.goal, 7)).toBe(SMALL);
    expect(paintCell(SMALL, { x: 9, y: 0 }, WALL)).toBe(SMALL);
    expect(paintCell(SMALL, { x: 1, y: 0 }, 10)).toBe(SMALL);
  });

  it('moves the start or the goal onto a free cell, a wall (freeing it) but not onto the other', () => {
    expect(formatGrid(moveEndpoint(SMALL, 'start', { x: 1, y: 1 }))).toBe('.....\n.S#..\n...9G\n');
    expect(formatGrid(moveEndpoint(SMALL, 'goal', { x: 3, y: 2 }))).toBe('S....\n.##..\n...G.\n');
    expect(moveEndpoint(SMALL, 'start', SMALL.goal)).toBe(SMALL);
    expect(moveEndpoint(SMALL, 'goal', { x: -1, y: 0 })).toBe(SMALL);
  });

  it('resizes keeping what fits, new cells free, endpoints pulled inside and kept apart', () => {
    expect(formatGrid(resizeGrid(SMALL, 7, 4))).toBe('S......\n.##....\n...9G..\n.......\n');
    expect(formatGrid(resizeGrid(SMALL, 3, 3))).toBe('S..\n.##\n..G\n');
    const corner = read('..\n.S\n.G\n');
    expect(formatGrid(resizeGrid(corner, 2, 2))).toBe('..\nGS\n');
    expect(resizeGrid(SMALL, 1, 5)).toBe(SMALL);
  });

  it('clears every cell but keeps the endpoints; an empty grid has them on its middle row', () => {
    expect(formatGrid(clearGrid(SMALL))).toBe('S....\n.....\n....G\n');
    expect(formatGrid(emptyGrid(6, 3))).toBe('......\n.S..G.\n......\n');
  });
});

describe('the grid as a whole text', () => {
  it('writes the connectivity line only for 8-connected, and reads it back', () => {
    expect(formatGridFile(SMALL, 4)).toBe(formatGrid(SMALL));
    const eight = formatGridFile(SMALL, 8);
    expect(eight.startsWith('8-connected\n')).toBe(true);
    const { connectivity, body } = splitConnectivity(eight);
    expect(connectivity).toBe(8);
    expect(read(body)).toEqual(SMALL);
    expect(splitConnectivity('4-connected\nS.G\n...').connectivity).toBe(4);
  });

  it('is what the registry opens, with the same moves', () => {
    for (const connectivity of [4, 8] as const) {
      const opened = openGrid(formatGridFile(SMALL, connectivity));
      if (!opened.ok) throw new Error(opened.error.message);
      expect((opened.domain as unknown as { connectivity: number }).connectivity).toBe(connectivity);
    }
  });
});

describe('admissible heuristics by connectivity', () => {
  it('has Manhattan only 4-connected', () => {
    expect(admissibleGridHeuristics(4)).toEqual(['manhattan', 'euclidean', 'octile', 'chebyshev', 'zero']);
    expect(admissibleGridHeuristics(8)).toEqual(['euclidean', 'octile', 'chebyshev', 'zero']);
  });
});
