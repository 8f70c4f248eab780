/**
 * Reading frontier-trace v1: each malformed line refused with its number, what was wrong and
 * what was expected; a newer version and an unknown domain refused by name; a trace without a
 * final line read and marked cut off; chunks of any size read as the whole; and 200,000 lines
 * (about 20 MB) read in a few seconds of CPU, timed by this process's own CPU time.
 */
import { describe, expect, it } from 'vitest';
import { puzzleDomain } from '../../../../src/core/domain/puzzle';
import { formatBoard } from '../../../../src/core/parse';
import { seededRandom } from '../../../../src/core/random';
import { FrontierTraceReader, readFrontierTrace, type TraceReadResult } from '../../../../src/core/trace';

const HEADER =
  '{"trace": "frontier", "version": 1, "start": "8 1 3/4 0 2/7 6 5", "goal": "1 2 3/4 5 6/7 8 0", "algorithm": "astar", "heuristic": "manhattan"}';
const GOOD = [
  HEADER,
  '{"expand": "8 1 3/4 0 2/7 6 5", "g": 0, "h": 10}',
  '{"generate": "8 0 3/4 1 2/7 6 5", "parent": "8 1 3/4 0 2/7 6 5", "g": 1, "h": 11}',
  '{"generate": "8 1 3/4 6 2/7 0 5", "parent": "8 1 3/4 0 2/7 6 5", "g": 1, "h": 9}',
  '{"failure": true}',
];

function refusal(lines: readonly string[]): { line: number; code: string; message: string } {
  const read = readFrontierTrace(lines.join('\n'));
  if (read.ok) throw new Error('expected a refusal');
  return read.error;
}

describe('frontier-trace v1: the reader', () => {
  it('reads a good trace: header on the puzzle, steps with their lines, the end', () => {
    const read = readFrontierTrace(GOOD.join('\n') + '\n');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const { trace } = read;
    expect(trace.header.domainName).toBe('puzzle');
    expect(trace.header.algorithm).toBe('astar');
    expect(trace.steps.map((s) => [s.type, s.line])).toEqual([
      ['expand', 2],
      ['generate', 3],
      ['generate', 4],
    ]);
    expect(trace.end).toEqual({ type: 'failure', line: 5 });
  });

  it('refuses each malformed line with its number, what was wrong and what was expected', () => {
    expect(refusal([HEADER, '{"expand": "8 1 3/4 0 2/7 6 5", "g": 0,}'])).toMatchObject({ line: 2, code: 'not-json' });
    expect(refusal([HEADER, '{"expand": "8 1 3/4 0 2/7 6 5", "cost": 0}']).message).toBe(
      'line 2: an expand line has no field "cost" (its fields: "expand", "g", "h")',
    );
    expect(refusal([HEADER, GOOD[1], '{"generate": "8 0 3/4 1 2/7 6 5", "g": 1}']).message).toMatch(
      /^line 3: a generate line needs "parent"/,
    );
    expect(refusal([HEADER, '{"expand": "8 1 3/4 0 2/7 6 5", "g": -1}']).message).toMatch(
      /^line 2: "g" .* must be a number >= 0, got the number -1/,
    );
    expect(refusal([HEADER, '{"expand": "8 1 3/4 0 2/7 6 9"}'])).toMatchObject({ line: 2, code: 'bad-state' });
    expect(refusal([HEADER, '{"expand": "1 2 3/4 5 6/7 8"}']).message).toMatch(
      /^line 2: "expand" is not a puzzle state: /,
    );
    expect(refusal(['{"expand": "8 1 3/4 0 2/7 6 5"}']).message).toMatch(/^line 1: expected the header first/);
    expect(refusal([HEADER, HEADER]).message).toBe(
      'line 2: is a second header; the header is the first line only (line 1)',
    );
    expect(refusal([HEADER, '{"failure": true}', GOOD[1]]).message).toMatch(
      /^line 3: nothing may follow the failure line \(line 2\)/,
    );
    expect(refusal([HEADER, '[1, 2]']).message).toBe('line 2: expected one JSON object, got a list');
    expect(refusal([HEADER, '{"goal": "x"}']).message).toMatch(
      /^line 2: expected a line with "expand", "generate", "solution" or "failure"/,
    );
  });

  it('refuses a newer version by name, and an unknown domain, algorithm or heuristic by name', () => {
    const newer = refusal([
      '{"trace": "frontier", "version": 2, "start": "1 2 3/4 5 6/7 8 0", "goal": "1 2 3/4 5 6/7 8 0"}',
    ]);
    expect(newer.code).toBe('newer-version');
    expect(newer.message).toMatch(/frontier-trace version 2, newer than this reader understands \(version 1\)/);
    const hex = refusal(['{"trace": "frontier", "version": 1, "domain": "hex", "start": "3,7", "goal": "0,0"}']);
    expect(hex.message).toBe(
      'line 1: the domain "hex" is not one Frontier reads traces on (known: puzzle, romania, road-map, graph, grid, grid:open-field, grid:u-trap, grid:maze, grid:swamp)',
    );
    expect(refusal([HEADER.replace('"astar"', '"astra"')]).message).toMatch(
      /"astra" is not an algorithm Frontier knows/,
    );
    expect(refusal([HEADER.replace('"manhattan"', '"euclid"')]).message).toMatch(
      /"euclid" is not a heuristic of this domain/,
    );
    expect(refusal(['{"trace": "frontier", "version": 1, "start": "1 2 3/4 5 6/7 8 0", "goal": "1 2 3 4"}']).code).toBe(
      'bad-goal',
    );
  });

  it('reads a trace with no final line, and marks it cut off at its last line', () => {
    const read = readFrontierTrace(GOOD.slice(0, 4).join('\n'));
    expect(read.ok && read.trace.end).toEqual({ type: 'cut-off', line: 4 });
  });

  it('an empty file is refused: a header is expected', () => {
    expect(readFrontierTrace('\n\n')).toMatchObject({ ok: false, error: { code: 'empty' } });
  });

  it('chunks of any size, and Windows line ends, read as the whole', () => {
    const text = GOOD.join('\r\n') + '\r\n';
    const whole = readFrontierTrace(text);
    const random = seededRandom(7);
    for (let round = 0; round < 20; round++) {
      const reader = new FrontierTraceReader();
      for (let at = 0; at < text.length;) {
        const size = 1 + Math.floor(random() * 30);
        reader.push(text.slice(at, at + size));
        at += size;
      }
      expect(summary(reader.finish())).toEqual(summary(whole));
    }
    expect(whole.ok).toBe(true);
  });

  it('200,000 lines (about 20 MB) read in a few seconds of CPU: no quadratic step', () => {
    const text = largeTrace(200_000);
    expect(text.length).toBeGreaterThan(18_000_000);
    const c0 = process.cpuUsage();
    const reader = new FrontierTraceReader();
    const CHUNK = 1 << 20;
    for (let at = 0; at < text.length; at += CHUNK) reader.push(text.slice(at, at + CHUNK));
    const read = reader.finish();
    const { user, system } = process.cpuUsage(c0);
    const ms = (user + system) / 1000;
    expect(read.ok).toBe(true);
    expect(read.ok && read.trace.steps.length).toBe(199_999);
    expect(ms).toBeLessThan(6000);
  }, 60_000);
});

function summary(read: TraceReadResult) {
  return read.ok
    ? { steps: read.trace.steps.map((s) => [s.type, s.line, s.node.key]), end: read.trace.end }
    : read.error;
}

/**
 * A trace of `lines` lines as a search of the 3x4 puzzle writes them (spaced as the format's
 * example is): every state of a breadth-first sweep expanded and its children generated (tens
 * of thousands of distinct states, each written several times), without a final line.
 */
function largeTrace(lines: number): string {
  const domain = puzzleDomain(3, 4);
  const goal = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0];
  const text = (t: readonly number[]) => formatBoard([...t], 4, 'rows');
  const spaced = (o: object) => JSON.stringify(o).replace(/":/g, '": ').replace(/,"/g, ', "');
  const out: string[] = [spaced({ trace: 'frontier', version: 1, start: text(goal), goal: text(goal), size: '3x4' })];
  const queue: { tiles: readonly number[]; g: number }[] = [{ tiles: goal, g: 0 }];
  const seen = new Set<string>([goal.join()]);
  for (let head = 0; out.length < lines; head++) {
    const { tiles, g } = queue[head];
    const name = text(tiles);
    out.push(spaced({ expand: name, g, h: 0 }));
    for (const step of domain.successors(tiles)) {
      if (out.length >= lines) break;
      out.push(spaced({ generate: text(step.state), parent: name, g: g + 1, h: 0 }));
      const k = step.state.join();
      if (!seen.has(k)) {
        seen.add(k);
        queue.push({ tiles: step.state, g: g + 1 });
      }
    }
  }
  return out.join('\n') + '\n';
}
