/**
 * The written contract and the reader agree: docs/frontier-trace-v1.schema.json (JSON Schema
 * 2020-12, validated here by ajv) and the hand-written line check (lineShape.ts) accept and
 * refuse exactly the same lines, over a corpus of good lines, bad lines and lines taken from
 * real exported traces. ajv stays in the tests: the page's CSP forbids the code it compiles.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { lineShape } from '../../../../src/core/trace/lineShape';
import { exportRun, linesOf, randomBoard } from './traceRuns';

const SCHEMA_FILE = resolve(__dirname, '../../../../docs/frontier-trace-v1.schema.json');
const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object;
const validate = new Ajv2020({ strict: true, allErrors: false }).compile(schema);

const S = '8 1 3/4 0 2/7 6 5';
const T = '1 2 3/4 5 6/7 8 0';

const GOOD: unknown[] = [
  { trace: 'frontier', version: 1, start: S, goal: T },
  { trace: 'frontier', version: 1, domain: 'puzzle', start: S, goal: T, algorithm: 'astar', heuristic: 'manhattan' },
  { trace: 'frontier', version: 1, start: '1 2 3 4 0 5', goal: '1 2 3 4 5 0', size: '2x3' },
  { trace: 'frontier', version: 1, start: S, goal: T, algorithm: 'wastar', weight: 1.5 },
  { trace: 'frontier', version: 1.0, start: S, goal: T },
  { expand: S },
  { expand: S, g: 0, h: 10 },
  { expand: S, g: 2.5 },
  { generate: T, parent: S },
  { generate: T, parent: S, g: 1, h: 0 },
  { solution: [S] },
  { solution: [S, T] },
  { failure: true },
];

const BAD: unknown[] = [
  null,
  42,
  'expand',
  [],
  [{ expand: S }],
  {},
  { comment: 'hello' },
  { trace: 'frontier', version: 2, start: S, goal: T },
  { trace: 'frontier', version: 0, start: S, goal: T },
  { trace: 'frontier', version: '1', start: S, goal: T },
  { trace: 'frontier', version: 1.5, start: S, goal: T },
  { trace: 'frontier', start: S, goal: T },
  { trace: 'frontie', version: 1, start: S, goal: T },
  { trace: 'frontier', version: 1, goal: T },
  { trace: 'frontier', version: 1, start: S },
  { trace: 'frontier', version: 1, start: '', goal: T },
  { trace: 'frontier', version: 1, start: S, goal: T, heurstic: 'manhattan' },
  { trace: 'frontier', version: 1, start: S, goal: T, domain: '' },
  { trace: 'frontier', version: 1, start: S, goal: T, algorithm: 7 },
  { trace: 'frontier', version: 1, start: S, goal: T, size: '3 by 3' },
  { trace: 'frontier', version: 1, start: S, goal: T, size: '0x3' },
  { trace: 'frontier', version: 1, start: S, goal: T, weight: 0 },
  { trace: 'frontier', version: 1, start: S, goal: T, weight: -1 },
  { trace: 'frontier', version: 1, start: S, goal: T, weight: '2' },
  { expand: '' },
  { expand: 5 },
  { expand: [8, 1, 3, 4, 0, 2, 7, 6, 5] },
  { expand: S, g: -1 },
  { expand: S, g: '1' },
  { expand: S, h: null },
  { expand: S, f: 3 },
  { expand: S, parent: T },
  { expand: S, generate: T, parent: S },
  { generate: T },
  { generate: T, parent: '' },
  { generate: T, parent: S, g: true },
  { generate: T, parent: S, depth: 1 },
  { solution: [] },
  { solution: S },
  { solution: [S, 3] },
  { solution: [S, ''] },
  { solution: [S], cost: 1 },
  { failure: false },
  { failure: 'yes' },
  { failure: true, reason: 'gave up' },
  { trace: 'frontier', version: 1, start: S, goal: T, expand: S },
];

function agree(value: unknown): { schema: boolean; reader: boolean } {
  return { schema: validate(value) === true, reader: lineShape(value).ok };
}

describe('frontier-trace v1: the JSON Schema and the hand-written reader agree', () => {
  it('the schema compiles in strict mode and accepts every good line', () => {
    for (const line of GOOD) expect(agree(line), JSON.stringify(line)).toEqual({ schema: true, reader: true });
  });

  it('every bad line is refused by both, each with a specific message', () => {
    for (const line of BAD) {
      expect(agree(line), JSON.stringify(line)).toEqual({ schema: false, reader: false });
      const shape = lineShape(line);
      expect(shape.ok || shape.error.message.length > 20, JSON.stringify(line)).toBe(true);
    }
  });

  it('the lines of exported traces of several algorithms are accepted by both', async () => {
    const start = randomBoard(5, 14);
    for (const algorithm of ['astar', 'bfs', 'greedy', 'wastar', 'ucs'] as const) {
      const { text } = await exportRun(algorithm, start);
      const lines = linesOf(text);
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) expect(agree(line)).toEqual({ schema: true, reader: true });
    }
  });

  it('a newer version is refused by name', () => {
    const shape = lineShape({ trace: 'frontier', version: 3, start: S, goal: T });
    expect(shape.ok).toBe(false);
    if (!shape.ok) {
      expect(shape.error.code).toBe('newer-version');
      expect(shape.error.message).toContain('version 3');
    }
  });
});
