/**
 * The grading script in docs/autograder.md (and the same in its Japanese twin) works as the page
 * says: it grades the A* example 2/2, gives the checker's kind, line and sentence for BFS handed in
 * as A*, and says so when the program does not run or writes no trace Frontier can read.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const PAGES = ['docs/autograder.md', 'docs/autograder.ja.md'];

function pythonBlocks(page: string): string[] {
  const text = readFileSync(join(ROOT, page), 'utf8');
  return [...text.matchAll(/```python\n([\s\S]*?)\n```/g)].map((m) => m[1]);
}

const dir = mkdtempSync(join(tmpdir(), 'frontier-grade-'));
const script = join(dir, 'grade.py');
writeFileSync(script, pythonBlocks(PAGES[0])[0] ?? '');

/** Runs the grading script on a student's command, in its own folder, as a course would. */
function grade(...student: string[]): { status: number | null; out: string } {
  const ran = spawnSync('python3', [script, ...student], {
    cwd: mkdtempSync(join(dir, 'student-')),
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, FRONTIER: `"${process.execPath}" "${join(ROOT, 'bin/frontier.mjs')}"` },
  });
  if (ran.error) throw new Error(`python3 is needed to run the grading script: ${ran.error.message}`);
  expect(ran.stderr).toBe('');
  return { status: ran.status, out: ran.stdout };
}

describe('docs/autograder.md: the grading script', () => {
  it('is one Python block, the same on both pages', () => {
    const [en] = pythonBlocks(PAGES[0]);
    expect(en.length).toBeGreaterThan(500);
    expect(pythonBlocks(PAGES[1])).toEqual([en]);
  });

  it('grades the A* example 2/2 (exit 0), and BFS handed in as A* 0/2 with the checker’s words', () => {
    const astar = grade(process.execPath, join(ROOT, 'examples/javascript/astar.mjs'));
    expect(astar.out).toMatch(/^board 1 \(8 1 3\/4 0 2\/7 6 5\): correct, 77 expansions\n/);
    expect(astar.out).toMatch(/\ngrade: 2\/2\n$/);
    expect(astar.status).toBe(0);
    const bfs = grade('python3', join(ROOT, 'examples/python/bfs.py'));
    expect(bfs.out).toMatch(/^board 1 \(8 1 3\/4 0 2\/7 6 5\): order at line 7 of trace-1\.jsonl\n {4}Line 7: /);
    expect(bfs.out).toContain(
      'A* always takes a node of lowest f = g + h: is your frontier a priority queue ordered by f?',
    );
    expect(bfs.out).toMatch(/\nboard 2 \(.*\): order at line \d+ of trace-2\.jsonl\n[\s\S]*\ngrade: 0\/2\n$/);
    expect(bfs.status).toBe(1);
  }, 60_000);

  it('a program that does not run, and one that writes no trace: said so, exit 1', () => {
    const missing = grade(join(dir, 'no-such-program'));
    expect(missing.out).toMatch(/^board 1 \(.*\): your program did not run: /);
    expect(missing.status).toBe(1);
    // The trace file is the command's third argument: board, --out, file.
    const garbage = grade('sh', '-c', 'echo "not a trace" > "$3"', 'sh');
    expect(garbage.out).toMatch(/^board 1 \(.*\): the trace cannot be read: trace-1\.jsonl: line 1: is not JSON/);
    expect(garbage.out).toMatch(/\ngrade: 0\/2\n$/);
    expect(garbage.status).toBe(1);
  }, 60_000);
});
