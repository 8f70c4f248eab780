/**
 * Parser fuzzing: over 100,000 random and mutated inputs per run, across every format. Each
 * one parses to a valid board or returns a specific error (never the catch-all for an internal
 * exception); none throws; none hangs (each parse is timed). Seeds come from tests/unit/setup.ts:
 * fixed under CI, fresh otherwise, FC_SEED=<seed> replays a failure.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParseErrorCode, ParseResult } from '../../../src/core/parse';
import { formatBoard, PARSE_ERROR_CODES, parseBoard } from '../../../src/core/parse';
import { scale } from '../full';

let inputs = 0;
let slowest = 0;
/** No single parse may take longer (a hang or a quadratic blow-up shows up here). */
const PER_INPUT_MS = 50;
/** parseBoard's catch-all for an exception inside the parser: a bug, never a specific error. */
const CRASHED = 'Could not read the input';

/** Parses one input, timed: a valid board (a permutation for a supported shape) or a specific error. */
function parse(input: unknown, shape?: { rows: number; cols: number }): void {
  checked(input, shape); // nothing returned: a property that returns a value is judged by it
}

/** `parse`, returning what was parsed. */
function checked(input: unknown, shape?: { rows: number; cols: number }): ParseResult {
  // Timed by this process's own CPU time, not the wall clock: on a busy machine the process is
  // descheduled mid-call, and that is not the parser's doing.
  const timed = () => {
    const c0 = process.cpuUsage();
    const result = parseBoard(input, shape);
    const { user, system } = process.cpuUsage(c0);
    return { result, took: (user + system) / 1000 };
  };
  let { result, took } = timed();
  // A GC pause can stall any one call; a slow parser is slow twice running.
  if (took >= PER_INPUT_MS) ({ result, took } = timed());
  slowest = Math.max(slowest, took);
  inputs++;
  // Described only on failure: String() of a 10,000-deep array would itself overflow the stack.
  if (took >= PER_INPUT_MS) expect.fail(`parsing took ${took.toFixed(0)} ms: ${JSON.stringify(input)?.slice(0, 80)}`);
  if (result.ok) {
    const { rows, cols, tiles } = result.board;
    expect(rows).toBeGreaterThanOrEqual(2);
    expect(rows).toBeLessThanOrEqual(5);
    expect(cols).toBeGreaterThanOrEqual(2);
    expect(cols).toBeLessThanOrEqual(5);
    expect([...tiles].sort((a, b) => a - b)).toEqual(Array.from({ length: rows * cols }, (_, i) => i));
  } else {
    expect(PARSE_ERROR_CODES).toContain(result.error.code);
    expect(result.error.message.startsWith(CRASHED), result.error.message).toBe(false);
    expect(result.error.message.length).toBeGreaterThan(10);
  }
  return result;
}

/** Parses one input as `parse` does, and it must be refused with this code. */
function refused(input: unknown, code: ParseErrorCode): void {
  const result = checked(input);
  expect(result.ok ? 'a board' : result.error.code).toBe(code);
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
    '|',
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
      fc.property(fc.string({ unit: tokens, maxLength: 80 }), (text) => parse(text)),
      { numRuns: scale(40_000, 200_000) },
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
        parse(text, { rows: board.rows, cols: board.cols });
        parse(text);
      }),
      { numRuns: scale(25_000, 100_000) },
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
      fc.property(fc.array(cell, { maxLength: 30 }), (cells) => parse(cells)),
      { numRuns: scale(10_000, 50_000) },
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 6 }), (rows) => parse(rows)),
      { numRuns: scale(10_000, 50_000) },
    );
    // Holes (undefined cells) and typed arrays: both are documented inputs.
    fc.assert(
      fc.property(fc.sparseArray(cell, { maxLength: 30 }), (cells) => parse(cells)),
      { numRuns: scale(5_000, 20_000) },
    );
    fc.assert(
      fc.property(fc.int32Array({ min: -3, max: 30, maxLength: 30 }), (cells) => parse(cells)),
      { numRuns: scale(5_000, 20_000) },
    );
    fc.assert(
      fc.property(fc.anything({ maxDepth: 3 }), (value) => parse(value)),
      { numRuns: scale(2_000, 10_000) },
    );
  });

  it('huge and hostile inputs come back as errors, each under 50 ms', () => {
    refused('1 '.repeat(200_000), 'too-long');
    refused('['.repeat(100_000), 'too-long');
    refused('['.repeat(9_999), 'unbalanced-brackets');
    refused(
      Array.from({ length: 100_000 }, (_, i) => i),
      'too-long',
    );
    refused('<script>alert(1)</script>', 'not-a-number');
    const nested: unknown[] = [];
    let cur = nested;
    for (let i = 0; i < 10_000; i++) {
      const next: unknown[] = [];
      cur.push(next);
      cur = next;
    }
    refused(nested, 'not-a-number');
  });

  it('saw over 100,000 inputs in this run, none slower than 50 ms of CPU (twice running)', () => {
    console.log(`parser fuzz: ${inputs} inputs, slowest ${slowest.toFixed(1)} ms`);
    expect(inputs).toBeGreaterThanOrEqual(100_000);
    expect(slowest).toBeLessThan(PER_INPUT_MS);
  });
});
