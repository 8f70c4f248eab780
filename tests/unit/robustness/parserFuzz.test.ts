/**
 * Parser fuzzing: over 100,000 random and mutated inputs per run, across every format. Each
 * one parses to a valid board or returns a specific error; none throws, none hangs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard, type ParseResult } from '../../../src/core/parse';
import { scale } from '../full';

let inputs = 0;

/** A valid result is a permutation of 0..n-1 for a supported shape; an error has a code and a message. */
function check(result: ParseResult) {
  inputs++;
  if (result.ok) {
    const { rows, cols, tiles } = result.board;
    expect(rows).toBeGreaterThanOrEqual(2);
    expect(cols).toBeLessThanOrEqual(5);
    expect([...tiles].sort((a, b) => a - b)).toEqual(Array.from({ length: rows * cols }, (_, i) => i));
  } else {
    expect(typeof result.error.code).toBe('string');
    expect(result.error.message.length).toBeGreaterThan(10);
  }
}

const shapes = fc.constantFrom([2, 2], [2, 3], [3, 3], [2, 5], [3, 4], [4, 4], [4, 5], [5, 5], [5, 3]);
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
const tokens = fc.constantFrom(
  ...['0', '1', '4', '7', '8', '9', '10', '11', '15', '16', '24', '25', '99', '-1', '1e3', '0x1', '٣', '３'],
  ...[
    ' ',
    '\t',
    '\n',
    '\r\n',
    '/',
    ',',
    ';',
    '[',
    ']',
    '{',
    '}',
    'null',
    '_',
    '*',
    '.',
    '□',
    '"',
    "'",
    '<script>',
    '\u0000',
  ],
);

describe('parser fuzzing', () => {
  it('random token streams', () => {
    fc.assert(
      fc.property(fc.string({ unit: tokens, maxLength: 80 }), (text) => check(parseBoard(text))),
      { numRuns: scale(40_000, 200_000), seed: 101 },
    );
  });

  it('mutated boards in every format, with and without the shape', () => {
    const mutation = fc.record({
      kind: fc.constantFrom('delete', 'insert', 'swap', 'replace'),
      at: fc.nat(),
      text: tokens,
    });
    fc.assert(
      fc.property(boards, formats, fc.array(mutation, { minLength: 1, maxLength: 5 }), (board, format, muts) => {
        let text = formatBoard(board.tiles, board.cols, format);
        for (const m of muts) {
          const at = m.at % (text.length + 1);
          if (m.kind === 'delete') text = text.slice(0, at) + text.slice(at + 2);
          else if (m.kind === 'insert') text = text.slice(0, at) + m.text + text.slice(at);
          else if (m.kind === 'swap') text = text.slice(at) + text.slice(0, at);
          else text = text.slice(0, at) + m.text + text.slice(at + m.text.length);
        }
        check(parseBoard(text, { rows: board.rows, cols: board.cols }));
        check(parseBoard(text));
      }),
      { numRuns: scale(25_000, 100_000), seed: 202 },
    );
  });

  it('arrays, nested arrays and arbitrary values', () => {
    const cell = fc.oneof(
      fc.integer({ min: -3, max: 30 }),
      fc.constant(null),
      fc.double(),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 30 }), (cells) => check(parseBoard(cells))),
      { numRuns: scale(10_000, 50_000), seed: 303 },
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 6 }), (rows) => check(parseBoard(rows))),
      { numRuns: scale(10_000, 50_000), seed: 404 },
    );
    fc.assert(
      fc.property(fc.anything({ maxDepth: 3 }), (value) => check(parseBoard(value))),
      { numRuns: scale(2_000, 10_000), seed: 505 },
    );
  });

  it('huge and hostile inputs come back as errors, fast', () => {
    check(parseBoard('1 '.repeat(200_000)));
    check(parseBoard('['.repeat(100_000)));
    check(parseBoard(Array.from({ length: 100_000 }, (_, i) => i)));
    check(parseBoard('<script>alert(1)</script>'));
    const nested: unknown[] = [];
    let cur = nested;
    for (let i = 0; i < 10_000; i++) {
      const next: unknown[] = [];
      cur.push(next);
      cur = next;
    }
    check(parseBoard(nested));
  });

  it('saw over 100,000 inputs in this run', () => {
    expect(inputs).toBeGreaterThanOrEqual(100_000);
  });
});
