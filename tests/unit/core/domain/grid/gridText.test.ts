/**
 * The grid text format: each kind of bad text refused with its code and the row and column at
 * fault; what formatGrid writes read back to the same grid (fast-check); and the parser never
 * throwing, whatever it is given.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGrid, parseGrid, readyMap, READY_MAP_IDS, type GridMap } from '../../../../../src/core/domain/grid';

function gridOf(text: string): GridMap {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.grid;
}

describe('reading a grid', () => {
  it('reads free cells, walls, weights, the start and the goal, row by row', () => {
    const grid = gridOf('\n  S.#\n  19G\n\n');
    expect(grid).toEqual({
      width: 3,
      height: 2,
      costs: [1, 1, 0, 1, 9, 1],
      start: { x: 0, y: 0 },
      goal: { x: 2, y: 1 },
    });
    expect(gridOf('S.\r\n.G   ').costs).toEqual([1, 1, 1, 1]);
  });

  const refusals: [string, unknown, Record<string, unknown>][] = [
    ['not text', null, { code: 'bad-input' }],
    ['nothing', ' \n\n', { code: 'empty' }],
    [
      'a bad character',
      'S..\n.x.\n..G',
      {
        code: 'bad-cell',
        row: 2,
        column: 2,
        token: 'x',
        message: expect.stringMatching(/^Row 2, column 2: expected .* found "x"$/),
      },
    ],
    ['a zero', 'S0\n.G', { code: 'bad-cell', row: 1, column: 2, token: '0' }],
    ['a space inside a row', 'S .\n..G', { code: 'bad-cell', row: 1, column: 2, token: ' ' }],
    [
      'a short row',
      'S...\n..\n...G',
      { code: 'ragged-rows', row: 2, column: 3, message: 'Row 2, column 3: 2 cells, but row 1 has 4' },
    ],
    ['a long row', 'S..\n.....\n..G', { code: 'ragged-rows', row: 2, column: 4 }],
    ['a blank row inside', 'S..\n\n..G', { code: 'blank-row', row: 2 }],
    ['one row', 'SG', { code: 'too-small' }],
    ['too wide', `S${'.'.repeat(300)}\n${'.'.repeat(300)}G`, { code: 'too-large' }],
    ['no start', '...\n..G', { code: 'no-start', message: 'no start: mark it with S' }],
    [
      'two starts',
      'S.S\n..G',
      {
        code: 'two-starts',
        row: 1,
        column: 3,
        message: 'Row 1, column 3: a second start (the first is at row 1, column 1)',
      },
    ],
    ['no goal', 'S..\n...', { code: 'no-goal' }],
    ['two goals', 'SG.\n..G', { code: 'two-goals', row: 2, column: 3 }],
  ];
  for (const [what, text, error] of refusals) {
    it(`refuses ${what}`, () => {
      const parsed = parseGrid(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatchObject(error);
    });
  }
});

describe('writing a grid', () => {
  it('writes cost 1 as ., walls as #, weights as digits, and reads every ready-made map back', () => {
    expect(formatGrid(gridOf('S1#\n92G'))).toBe('S.#\n92G\n');
    for (const id of READY_MAP_IDS) expect(gridOf(formatGrid(readyMap(id)))).toEqual(readyMap(id));
  });

  it('round-trips random grids (fast-check)', () => {
    const grids = fc
      .record({ width: fc.integer({ min: 2, max: 20 }), height: fc.integer({ min: 2, max: 20 }) })
      .chain(({ width, height }) =>
        fc.record({
          width: fc.constant(width),
          height: fc.constant(height),
          costs: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: width * height, maxLength: width * height }),
          start: fc.integer({ min: 0, max: width * height - 1 }),
          goal: fc.integer({ min: 0, max: width * height - 1 }),
        }),
      )
      .filter(({ start, goal }) => start !== goal)
      .map(({ width, height, costs, start, goal }): GridMap => {
        const fixed = costs.map((c, i) => (i === start || i === goal ? 1 : c));
        const cell = (i: number) => ({ x: i % width, y: Math.floor(i / width) });
        return { width, height, costs: fixed, start: cell(start), goal: cell(goal) };
      });
    fc.assert(
      fc.property(grids, (grid) => {
        expect(gridOf(formatGrid(grid))).toEqual(grid);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the parser on anything', () => {
  it('never throws, and names a row and column inside the text (fast-check)', () => {
    const chars = fc.constantFrom('.', '#', 'S', 'G', '1', '5', '9', '0', 'x', ' ', '\n', '\r\n', '\t', '猫');
    const soup = fc.array(chars, { maxLength: 200 }).map((c) => c.join(''));
    const text = fc.oneof(soup, fc.string({ maxLength: 100 }));
    fc.assert(
      fc.property(text, (t) => {
        const parsed = parseGrid(t);
        if (parsed.ok) return parsed.grid.costs.length === parsed.grid.width * parsed.grid.height;
        const rows = t.split(/\r\n|\r|\n/).length;
        return parsed.error.row >= 0 && parsed.error.row <= rows && parsed.error.message.length > 0;
      }),
      { numRuns: 2000 },
    );
  });
});
