/**
 * `frontier trace` writes a run as a trace in either format, and `frontier check` reads one
 * (plain or gzip, frontier-trace or Posthoc) and prints the verdict and the first mistake, with
 * the exit codes of exitCodes.ts: 0 correct, 1 a problem found, 2 the file cannot be read.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/cli/exitCodes';
import { runFrontier } from '../../../src/cli/frontier';
import { FULL, scale } from '../full';

const dir = mkdtempSync(join(tmpdir(), 'frontier-check-'));

async function frontier(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runFrontier(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('frontier trace, then frontier check', () => {
  it('a run written as frontier-trace v1 is judged correct (exit 0)', async () => {
    const file = join(dir, 'astar.jsonl');
    expect((await frontier('trace', '--board', '8 1 3 4 0 2 7 6 5', '--out', file)).code).toBe(EXIT.ok);
    expect(readFileSync(file, 'utf8').split('\n')[0]).toContain('"trace":"frontier"');
    const checked = await frontier('check', file);
    expect(checked.code).toBe(EXIT.ok);
    expect(checked.out).toMatch(
      /^Correct: the trace is a valid run of A\* with manhattan \(\d+ expansions checked\)\./,
    );
  });

  it('a mistake: exit 1, the first problem printed, and in --json its line, kind and message', async () => {
    const file = join(dir, 'wrong.jsonl');
    await frontier('trace', '--board', '8 1 3 4 0 2 7 6 5', '--algorithm', 'bfs', '--out', file);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const g = JSON.parse(lines[4]) as { g: number };
    lines[4] = JSON.stringify({ ...g, g: g.g + 1 });
    writeFileSync(file, lines.join('\n') + '\n');
    const text = await frontier('check', file);
    expect(text.code).toBe(EXIT.traceProblem);
    expect(text.out).toMatch(/^Problem \(g\), checked as a run of Breadth-first search:\nLine 5: /);
    const json = await frontier('check', file, '--json');
    expect(json.code).toBe(EXIT.traceProblem);
    const verdict = JSON.parse(json.out) as {
      valid: boolean;
      problem: { line: number; kind: string; message: string };
    };
    expect(verdict.valid).toBe(false);
    expect(verdict.problem).toMatchObject({ line: 5, kind: 'g' });
    expect(verdict.problem.message).toMatch(
      /^Line 5: you gave .* g = 2, but g is the parent's g plus the cost of the move/,
    );
  });

  it('gzip is read, and --algorithm checks against another algorithm than the header names', async () => {
    const plain = join(dir, 'greedy.jsonl');
    await frontier('trace', '--board', '8 1 3 4 0 2 7 6 5', '--algorithm', 'greedy', '--out', plain);
    const zipped = join(dir, 'greedy.jsonl.gz');
    writeFileSync(zipped, gzipSync(readFileSync(plain)));
    expect((await frontier('check', zipped)).code).toBe(EXIT.ok);
    const asAstar = await frontier('check', zipped, '--algorithm', 'astar', '--json');
    expect(JSON.parse(asAstar.out)).toMatchObject({ valid: false, algorithm: 'astar' });
  });

  it('Posthoc: written with --format posthoc, checked with the algorithm named on the command line', async () => {
    const file = join(dir, 'astar.json');
    expect((await frontier('trace', '--board', '8 1 3 4 0 2 7 6 5', '--format', 'posthoc', '--out', file)).code).toBe(
      EXIT.ok,
    );
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('events');
    const checked = await frontier('check', file, '--algorithm', 'astar', '--heuristic', 'manhattan', '--json');
    expect(JSON.parse(checked.out)).toMatchObject({ valid: true, format: 'posthoc', checked: 'order' });
  });

  it('a file that cannot be read: exit 2 and a specific message', async () => {
    const missing = await frontier('check', join(dir, 'nope.jsonl'));
    expect(missing.code).toBe(EXIT.badInput);
    expect(missing.err).toMatch(/^frontier check: cannot read .*nope\.jsonl/);
    const file = join(dir, 'broken.jsonl');
    writeFileSync(
      file,
      '{"trace": "frontier", "version": 1, "start": "1 2 3/4 5 6/7 0 8", "goal": "1 2 3/4 5 6/7 8 0"}\n{"expand": 7}\n',
    );
    const broken = await frontier('check', file, '--json');
    expect(broken.code).toBe(EXIT.badInput);
    expect(JSON.parse(broken.out)).toMatchObject({ valid: false });
    expect((JSON.parse(broken.out) as { error: string }).error).toMatch(
      /line 2: "expand" must be a state written as text/,
    );
    expect((await frontier('check', file, '--algorithm', 'astra')).code).toBe(EXIT.badInput);
    expect((await frontier('check')).code).toBe(EXIT.badInput);
    expect((await frontier('trace', '--board', '1 2 3')).code).toBe(EXIT.badInput);
    expect((await frontier('trace', '--board', '8 1 3 4 0 2 7 6 5', '--format', 'csv')).code).toBe(EXIT.badInput);
  });

  // The routine run checks a third of the full run's trace (tests/unit/full.ts); its CPU bar is
  // the full one's share, with room for the start-up both pay.
  const expansions = scale(25_000, 75_000);
  it(`answers on a long trace (${expansions.toLocaleString('en')} BFS expansions) in a few seconds of CPU, here at its end: cut off`, async () => {
    const file = join(dir, 'long.jsonl');
    const wrote = await frontier(
      'trace',
      '--board',
      '8 6 7 2 5 4 3 0 1',
      '--algorithm',
      'bfs',
      '--max-expansions',
      String(expansions),
      '--out',
      file,
    );
    expect(wrote.code).toBe(EXIT.ok);
    const lineCount = readFileSync(file, 'utf8').split('\n').length;
    expect(lineCount).toBeGreaterThan(2 * expansions);
    const c0 = process.cpuUsage();
    const checked = await frontier('check', file, '--json');
    const { user, system } = process.cpuUsage(c0);
    expect(checked.code).toBe(EXIT.traceProblem);
    expect(JSON.parse(checked.out)).toMatchObject({ valid: false, problem: { kind: 'cut-off' }, expansions });
    expect((user + system) / 1000).toBeLessThan(FULL ? 8000 : 4000);
  }, 120_000);
});
