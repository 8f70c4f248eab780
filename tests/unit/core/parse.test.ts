import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../../../src/core/parse';
import { formatBoard, MAX_INPUT_CHARS, PARSE_ERROR_CODES, parseBoard } from '../../../src/core/parse';

function tilesOf(result: ParseResult): number[] {
  if (!result.ok) throw new Error(`expected a board, got ${result.error.code}: ${result.error.message}`);
  return result.board.tiles;
}

function errorOf(result: ParseResult) {
  if (result.ok) throw new Error(`expected an error, got ${result.board.tiles.join(' ')}`);
  return result.error;
}

/** The invariant every result must satisfy: a valid board, or a specific error. */
function wellFormed(result: ParseResult): boolean {
  if (result.ok) {
    const { rows, cols, tiles } = result.board;
    if (rows < 2 || rows > 5 || cols < 2 || cols > 5 || tiles.length !== rows * cols) return false;
    const sorted = [...tiles].sort((a, b) => a - b);
    return sorted.every((t, i) => t === i && !Object.is(t, -0));
  }
  const e = result.error;
  return PARSE_ERROR_CODES.includes(e.code) && typeof e.message === 'string' && e.message.length > 10;
}

describe('parseBoard: accepted formats', () => {
  const goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
  it.each([
    ['flat with spaces', '1 2 3 4 5 6 7 8 0'],
    ['commas', '1,2,3,4,5,6,7,8,0'],
    ['tabs and several spaces', '1\t2  3   4 5\t6 7 8 0'],
    ['compact digits', '123456780'],
    ['compact with * as blank', '12345678*'],
    ['rows separated by /', '1 2 3 / 4 5 6 / 7 8 0'],
    ['rows separated by new lines', '1 2 3\n4 5 6\n7 8 0\n'],
    ['rows separated by CRLF and ;', '1 2 3\r\n4 5 6; 7 8 0'],
    ['compact rows', '123/456/780'],
    ['nested JSON', '[[1,2,3],[4,5,6],[7,8,0]]'],
    ['flat JSON', '[1, 2, 3, 4, 5, 6, 7, 8, 0]'],
    ['JSON with null as blank', '[1,2,3,4,5,6,7,8,null]'],
    ['quoted cells', '[["1","2","3"],["4","5","6"],["7","8","_"]]'],
    ['tuples', '((1,2,3),(4,5,6),(7,8,0))'],
    ['blank as _', '1 2 3 4 5 6 7 8 _'],
    ['blank as .', '1 2 3 4 5 6 7 8 .'],
    ['blank as NULL', '1 2 3 4 5 6 7 8 NULL'],
    ['blank as □', '1 2 3 4 5 6 7 8 □'],
    ['empty cell between commas', '1,2,3,4,5,6,7,8,'],
    ['space-only cell between commas', '1,2,3\n4,5,6\n7,8, '],
    ['drawn grid with borders', '+---+---+---+\n1 2 3\n4 5 6\n7 8 0\n+---+---+---+'],
    ['one tile per line', '1\n2\n3\n4\n5\n6\n7\n8\n0'],
    ['indented template literal', '\n    1 2 3\n    4 5 6\n    7 8 0\n  '],
  ])('%s', (_name, text) => {
    expect(parseBoard(text)).toEqual({ ok: true, board: { rows: 3, cols: 3, tiles: goal } });
  });

  it('reads the classic exercise board and the blank in any cell', () => {
    expect(tilesOf(parseBoard('[[3,1,2],[4,7,5],[6,8,0]]'))).toEqual([3, 1, 2, 4, 7, 5, 6, 8, 0]);
    expect(tilesOf(parseBoard('[1,2,3,4,null,5,6,7,8]'))).toEqual([1, 2, 3, 4, 0, 5, 6, 7, 8]);
    expect(tilesOf(parseBoard('2 8 3 / 1 6 4 / 7 _ 5'))).toEqual([2, 8, 3, 1, 6, 4, 7, 0, 5]);
  });

  it('accepts arrays: flat, nested, with null, holes and strings, and typed arrays', () => {
    expect(tilesOf(parseBoard([1, 2, 3, 0]))).toEqual([1, 2, 3, 0]);
    expect(
      tilesOf(
        parseBoard([
          [3, 1, 2],
          [4, 7, 5],
          [6, 8, null],
        ]),
      ),
    ).toEqual([3, 1, 2, 4, 7, 5, 6, 8, 0]);
    // eslint-disable-next-line no-sparse-arrays
    expect(tilesOf(parseBoard([1, 2, 3, , 4, 5, 6, 7, 8]))).toEqual([1, 2, 3, 0, 4, 5, 6, 7, 8]);
    expect(tilesOf(parseBoard(['1', '2', '_', '3']))).toEqual([1, 2, 0, 3]);
    expect(tilesOf(parseBoard(new Int8Array([2, 1, 0, 3])))).toEqual([2, 1, 0, 3]);
    expect(parseBoard([1, 2, 3, 4, 5, 6, 7, 0], { rows: 2, cols: 4 })).toEqual({
      ok: true,
      board: { rows: 2, cols: 4, tiles: [1, 2, 3, 4, 5, 6, 7, 0] },
    });
  });

  it('infers rectangles from the rows, or takes the shape given', () => {
    expect(parseBoard('1 2 3 4 / 5 6 7 0')).toEqual({
      ok: true,
      board: { rows: 2, cols: 4, tiles: [1, 2, 3, 4, 5, 6, 7, 0] },
    });
    expect(parseBoard('1 2\n3 4\n5 0')).toEqual({ ok: true, board: { rows: 3, cols: 2, tiles: [1, 2, 3, 4, 5, 0] } });
    expect(parseBoard('1 2 3 4 5 0', { rows: 2, cols: 3 })).toMatchObject({ ok: true, board: { rows: 2, cols: 3 } });
    expect(parseBoard('1 2 3 4 5 0', { cols: 2 })).toMatchObject({ ok: true, board: { rows: 3, cols: 2 } });
    expect(parseBoard('1 2 3 4 5 6 7 8 9 0', { rows: 2 })).toMatchObject({ ok: true, board: { rows: 2, cols: 5 } });
    const big = Array.from({ length: 25 }, (_, i) => (i + 1) % 25);
    expect(parseBoard(big.join(' '))).toMatchObject({ ok: true, board: { rows: 5, cols: 5, tiles: big } });
  });

  describe('the space-only cell (aligned by column position)', () => {
    it.each([
      ['middle', '1 2 3\n4   5\n6 7 8', [1, 2, 3, 4, 0, 5, 6, 7, 8]],
      ['first', '  2 3\n1 4 5\n6 7 8', [0, 2, 3, 1, 4, 5, 6, 7, 8]],
      ['last, trailing spaces kept', '1 2 3\n4 5 6\n7 8  ', [1, 2, 3, 4, 5, 6, 7, 8, 0]],
      ['last, trailing spaces trimmed by an editor', '1 2 3\n4 5 6\n7 8', [1, 2, 3, 4, 5, 6, 7, 8, 0]],
      [
        'two-digit tiles, right-aligned',
        ' 1  2  3  4\n 5  6  7  8\n 9 10    11\n12 13 14 15',
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 11, 12, 13, 14, 15],
      ],
      ['a blank spreadsheet cell (tabs)', '1\t2\t3\n4\t\t5\n6\t7\t8', [1, 2, 3, 4, 0, 5, 6, 7, 8]],
    ])('%s', (_name, text, tiles) => {
      expect(tilesOf(parseBoard(text))).toEqual(tiles);
    });

    it('never guesses across / separators, nor when a blank is already written', () => {
      expect(errorOf(parseBoard('1 2 3 / 4  5 / 6 7 8')).code).toBe('ragged-rows');
      expect(errorOf(parseBoard('1 2 3\n4   5\n6 7 0')).code).toBe('ragged-rows');
    });
  });
});

describe('parseBoard: every error, with a specific message', () => {
  it('empty', () => {
    for (const input of ['', '   \n\t', [], null, undefined, '[]']) {
      const e = errorOf(parseBoard(input));
      expect(e.code).toBe('empty');
      expect(e.message).toMatch(/empty/);
    }
  });

  it('not-a-number names the token and its cell', () => {
    const e = errorOf(parseBoard('1 2 3 4 x 6 7 8 0'));
    expect(e).toMatchObject({ code: 'not-a-number', token: 'x', index: 4 });
    expect(e.message).toBe(
      '"x" (cell 5) is not a tile number: write tiles as whole numbers and the blank as 0, _ or *',
    );
    expect(errorOf(parseBoard('1 2 3 2.5')).token).toBe('2.5');
    expect(errorOf(parseBoard([1, 2, 3, 0.5])).token).toBe('0.5');
    expect(errorOf(parseBoard([1, 2, 3, { tile: 4 }])).token).toBe('{...}');
  });

  it('out-of-range names the tile and the range', () => {
    const e = errorOf(parseBoard('1 2 3 4 5 6 7 8 9'));
    expect(e).toMatchObject({ code: 'out-of-range', tile: 9, index: 8 });
    expect(e.message).toBe('Tile 9 (cell 9) is out of range for a 3x3 board: tiles go from 1 to 8, plus the blank');
    expect(errorOf(parseBoard('1 -2 3 0'))).toMatchObject({ code: 'out-of-range', tile: -2 });
  });

  it('duplicate-tile names the tile, both cells, and what is missing', () => {
    const e = errorOf(parseBoard('1 5 3 4 2 6 5 8 0'));
    expect(e).toMatchObject({ code: 'duplicate-tile', tile: 5, cells: [1, 6] });
    expect(e.message).toBe('Tile 5 appears twice (cells 2 and 7), and tile 7 is missing');
    const thrice = errorOf(parseBoard('1 1 1 0'));
    expect(thrice.message).toBe('Tile 1 appears 3 times (cells 1, 2 and 3), and tiles 2 and 3 are missing');
    // The fields carry it too, so a translation can say it: the displaced tiles, or the blank (0).
    expect(e.missing).toEqual([7]);
    expect(thrice.missing).toEqual([2, 3]);
    expect(errorOf(parseBoard('1 2 3 4 5 6 7 8 8'))).toMatchObject({ missing: [0] });
    expect(errorOf(parseBoard('1 2 3 4 5 5 7 8 0'))).toMatchObject({
      missing: [6],
    });
  });

  it('missing-tile names the tile when one cell is left out', () => {
    const e = errorOf(parseBoard('1 2 3 4 5 6 7 8 10 11 12 13 14 15 0', { rows: 4, cols: 4 }));
    expect(e).toMatchObject({ code: 'missing-tile', tile: 9, expected: 16, got: 15 });
    expect(e.message).toBe('Tile 9 is missing: 15 cells given, a 4x4 board has 16');
    // Without a shape: tile 8 proves a 3x3 board.
    expect(errorOf(parseBoard('1 2 3 4 0 6 7 8'))).toMatchObject({ code: 'missing-tile', tile: 5 });
  });

  it('wrong-count gives the expected and actual counts', () => {
    const e = errorOf(parseBoard('1 2 3 4 5 6 0', { rows: 3, cols: 3 }));
    expect(e).toMatchObject({ code: 'wrong-count', expected: 9, got: 7 });
    expect(e.message).toBe('Expected 9 tiles for a 3x3 board, got 7');
    expect(errorOf(parseBoard('1 2 3 4 5 6 7 8 0 9', { rows: 3, cols: 3 }))).toMatchObject({ expected: 9, got: 10 });
  });

  it('two-blanks names the cells', () => {
    const e = errorOf(parseBoard('1 2 3 4 _ 6 7 8 0'));
    expect(e).toMatchObject({ code: 'two-blanks', cells: [4, 8] });
    expect(e.message).toBe('2 blanks (cells 5 and 9): a board has exactly one');
  });

  it('no-blank when every tile is there but the blank is not', () => {
    const e = errorOf(parseBoard('1 2 3 4 5 6 7 8'));
    expect(e).toMatchObject({ code: 'no-blank', expected: 9, got: 8 });
    expect(e.message).toBe('No blank: 8 tiles given for a 3x3 board, which has 9 cells (write the blank as 0, _ or *)');
  });

  it('ragged-rows names the short row', () => {
    const e = errorOf(parseBoard('1 2 3 / 4 5 / 6 7 8 0'));
    expect(e).toMatchObject({ code: 'ragged-rows', index: 1, expected: 3, got: 2 });
    expect(e.message).toMatch(/^Row 2 has 2 cells but row 1 has 3/);
    expect(errorOf(parseBoard([[1, 2], 3, 0])).code).toBe('ragged-rows');
  });

  it('bad-size outside 2x2..5x5', () => {
    expect(errorOf(parseBoard('1 2 0')).message).toBe('3 cells are too few for a board: the smallest is 2x2 (4 cells)');
    const many = Array.from({ length: 36 }, (_, i) => i).join(' ');
    expect(errorOf(parseBoard(many)).message).toBe('36 cells are too many: the largest board is 5x5 (25 cells)');
    expect(errorOf(parseBoard('1 2 3 4 5 6 / 7 8 9 10 11 0')).message).toBe(
      'A 2x6 board is not supported: rows and columns must be 2 to 5',
    );
    expect(errorOf(parseBoard('1 2 3 0', { rows: 1, cols: 4 })).code).toBe('bad-size');
    expect(errorOf(parseBoard('1 2 3 4 / 5 6 7 0', { rows: 4, cols: 2 })).message).toBe(
      'The rows make a 2x4 board, but the size given is 4x2',
    );
  });

  it('size-unknown when the count is not a square and nothing else tells', () => {
    const e = errorOf(parseBoard('1 2 3 4 5 6 7 0'));
    expect(e).toMatchObject({ code: 'size-unknown', got: 8 });
    expect(e.message).toMatch(/from 8 cells/);
  });

  it('too-long and bad-input', () => {
    expect(errorOf(parseBoard('1 '.repeat(MAX_INPUT_CHARS))).code).toBe('too-long');
    expect(errorOf(parseBoard(new Array(5000).fill(1))).code).toBe('too-long');
    expect(errorOf(parseBoard({ tiles: [1, 2, 3, 0] }))).toMatchObject({ code: 'bad-input' });
    expect(errorOf(parseBoard(true)).code).toBe('bad-input');
    const hostile = new Proxy([1, 2, 3, 0], {
      get(target, p) {
        if (p === '0') throw new Error('trap');
        return Reflect.get(target, p);
      },
    });
    expect(errorOf(parseBoard(hostile)).code).toBe('bad-input');
  });

  it('unbalanced-brackets: a paste cut short, a bracket too many, or [ closed by )', () => {
    const cutShort = errorOf(parseBoard('[[1,2,3],[4,5,6],[7,8,0]'));
    expect(cutShort).toMatchObject({ code: 'unbalanced-brackets', token: '[', position: 0 });
    expect(cutShort.message).toBe('"[" (character 1) is never closed: is the end of the board missing?');
    expect(errorOf(parseBoard('[[1,2,3],[4,5,6],[7,8'))).toMatchObject({ token: '[', position: 17 });

    const stray = errorOf(parseBoard('[1,2,3],[4,5,6],[7,8,0]]'));
    expect(stray).toMatchObject({ code: 'unbalanced-brackets', token: ']', position: 23 });
    expect(stray.message).toBe('"]" (character 24) closes nothing: a bracket is missing before it');

    const mismatched = errorOf(parseBoard('[[1,2,3),(4,5,6]]'));
    expect(mismatched).toMatchObject({
      code: 'unbalanced-brackets',
      token: ')',
      position: 7,
      opening: { token: '[', position: 1 },
    });
    expect(mismatched.message).toBe('")" (character 8) closes "[" (character 2): close [ with ] and ( with )');
    // Characters are counted in the text as typed, leading spaces included.
    expect(errorOf(parseBoard('  ((1,2),(3,0)'))).toMatchObject({ token: '(', position: 2 });
    expect(errorOf(parseBoard('[1,2,3,4,5,6,7,8,0)')).code).toBe('unbalanced-brackets');
    expect(errorOf(parseBoard('['.repeat(5_000))).code).toBe('unbalanced-brackets');
    // Balanced forms are still boards: rows as groups with or without the outer brackets.
    expect(tilesOf(parseBoard('[1,2,3],[4,5,6],[7,8,0]'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    expect(tilesOf(parseBoard('((1,2),(3,0))'))).toEqual([1, 2, 3, 0]);
  });
});

describe('formatBoard', () => {
  const tiles = [1, 2, 3, 4, 5, 6, 7, 8, 0];
  it('writes the four formats, and each parses back', () => {
    expect(formatBoard(tiles, 3, 'flat')).toBe('1 2 3 4 5 6 7 8 0');
    expect(formatBoard(tiles, 3, 'rows')).toBe('1 2 3 / 4 5 6 / 7 8 0');
    expect(formatBoard(tiles, 3, 'matrix')).toBe('[[1,2,3],[4,5,6],[7,8,0]]');
    expect(formatBoard(tiles, 3, 'compact')).toBe('123456780');
  });
  it('falls back to flat when a tile has two digits', () => {
    const t16 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
    expect(formatBoard(t16, 4, 'compact')).toBe(t16.join(' '));
  });
});

describe('parseBoard: properties', () => {
  const shapes = fc.constantFrom([2, 2], [2, 3], [3, 2], [2, 4], [3, 3], [2, 5], [3, 4], [4, 4], [4, 5], [5, 5]);
  const boards = shapes.chain(([rows, cols]) =>
    fc
      .shuffledSubarray(
        Array.from({ length: rows * cols }, (_, i) => i),
        { minLength: rows * cols, maxLength: rows * cols },
      )
      .map((tiles) => ({ rows, cols, tiles })),
  );
  const formats = fc.constantFrom('flat', 'rows', 'matrix', 'compact') as fc.Arbitrary<
    'flat' | 'rows' | 'matrix' | 'compact'
  >;

  it('round-trips every board in every format (with the shape when the count is not square)', () => {
    fc.assert(
      fc.property(boards, formats, ({ rows, cols, tiles }, format) => {
        const text = formatBoard(tiles, cols, format);
        const result = parseBoard(text, { rows, cols });
        expect(result).toEqual({ ok: true, board: { rows, cols, tiles } });
        // Without the shape, only the row structure (or a square count) tells the size.
        if (format === 'rows' || format === 'matrix' || (rows === cols && tiles.every((t) => t < 10))) {
          expect(parseBoard(text)).toEqual({ ok: true, board: { rows, cols, tiles } });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on random text: a valid board or a specific error', () => {
    const pieces = fc.constantFrom(
      ...['0', '1', '2', '3', '5', '8', '9', '10', '15', '24', ' ', '  ', '\t', '\n', '/', ',', ';', '|'],
      ...['[', ']', '(', ')', '_', '*', '.', 'null', '□', '-', '"', 'x', '+---+', '\r', '1.5', '⁉️'],
    );
    fc.assert(
      fc.property(fc.string({ unit: pieces, maxLength: 60 }), (text) => {
        const result = parseBoard(text);
        expect(wellFormed(result)).toBe(true);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(wellFormed(parseBoard(text))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on mutated boards, and a mutation that breaks the board says so', () => {
    const mutation = fc.record({
      kind: fc.constantFrom('delete', 'insert', 'duplicate', 'replace'),
      at: fc.nat(),
      text: fc.constantFrom('0', '7', '12', ' ', '/', ',', 'x', '_', '\n', '[', ']', '99', '-1'),
    });
    fc.assert(
      fc.property(boards, formats, fc.array(mutation, { minLength: 1, maxLength: 4 }), (board, format, muts) => {
        let text = formatBoard(board.tiles, board.cols, format);
        for (const m of muts) {
          const at = m.at % (text.length + 1);
          if (m.kind === 'delete') text = text.slice(0, at) + text.slice(at + 1);
          else if (m.kind === 'insert') text = text.slice(0, at) + m.text + text.slice(at);
          else if (m.kind === 'duplicate') text = text.slice(0, at) + text.slice(at, at + 3) + text.slice(at);
          else text = text.slice(0, at) + m.text + text.slice(at + m.text.length);
        }
        const shaped = parseBoard(text, { rows: board.rows, cols: board.cols });
        expect(wellFormed(shaped)).toBe(true);
        expect(wellFormed(parseBoard(text))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws on arbitrary values', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 3 }), (value) => {
        expect(wellFormed(parseBoard(value))).toBe(true);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: -2, max: 30 }), fc.constant(null), fc.double()), { maxLength: 30 }),
        (cells) => {
          expect(wellFormed(parseBoard(cells))).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
