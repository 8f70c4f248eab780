/**
 * docs/trace-format.md and its Japanese twin show the very schema file the reader is tested
 * against, and their Python example is correct: run with python3 (when the machine has it), its
 * trace is judged a correct A* run by `frontier check`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/cli/exitCodes';
import { runFrontier } from '../../../src/cli/frontier';

const ROOT = resolve(__dirname, '../../..');
const SCHEMA = readFileSync(join(ROOT, 'docs/frontier-trace-v1.schema.json'), 'utf8').trim();
const PAGES = ['docs/trace-format.md', 'docs/trace-format.ja.md'];

/** The code blocks of one language in a Markdown page. */
function blocks(page: string, language: string): string[] {
  const text = readFileSync(join(ROOT, page), 'utf8');
  return [...text.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```', 'g'))].map((m) => m[1]);
}

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const hasPython = python.status === 0;

describe('docs/trace-format.md and .ja.md', () => {
  for (const page of PAGES) {
    it(`${page}: its JSON Schema block is the schema file, character for character`, () => {
      expect(blocks(page, 'json')).toEqual([SCHEMA]);
    });
  }

  it('the two pages show the same Python example', () => {
    const [en] = blocks(PAGES[0], 'python');
    expect(en.length).toBeGreaterThan(500);
    expect(blocks(PAGES[1], 'python')).toEqual([en]);
  });

  it.skipIf(!hasPython)(
    `the Python example runs, and frontier check judges its trace a correct A* run${hasPython ? '' : ' (skipped: python3 is not installed here)'}`,
    async () => {
      const [code] = blocks(PAGES[0], 'python');
      const run = spawnSync('python3', ['-'], { input: code, encoding: 'utf8', timeout: 60_000 });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const file = join(mkdtempSync(join(tmpdir(), 'frontier-doc-')), 'astar.jsonl');
      writeFileSync(file, run.stdout);
      const out: string[] = [];
      const exit = await runFrontier(['check', file, '--json'], { out: (l) => out.push(l), err: (l) => out.push(l) });
      expect(exit).toBe(EXIT.ok);
      expect(JSON.parse(out.join('\n'))).toMatchObject({
        valid: true,
        algorithm: 'astar',
        heuristic: 'manhattan',
        checked: 'order',
      });
    },
  );
});
