/**
 * The project as a package, the way a course's grader or a notebook gets it: `npm pack` (which
 * builds the library first, its "prepack" script), the tarball unpacked into a scratch project's
 * node_modules, then `import { solve, checkTrace, parseBoard } from 'frontier'` run by plain
 * Node, the bundled types checked by TypeScript under Node's own module resolution, and the
 * packed `frontier check` command run on a trace.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runFrontier } from '../../../src/cli/frontier';

const root = resolve(__dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'frontier-pack-'));
const installed = join(scratch, 'node_modules', 'frontier');
let packedFiles: string[] = [];

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  if (result.error) throw result.error;
  return result;
}

beforeAll(async () => {
  const packed = run('npm', ['pack', '--json', '--pack-destination', scratch], root);
  expect(packed.status, packed.stderr).toBe(0);
  // npm prints the prepack script's output before its JSON on stdout.
  const report = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('\n[') + 1)) as {
    filename: string;
    files: { path: string }[];
  }[];
  packedFiles = report[0].files.map((f) => f.path);
  mkdirSync(installed, { recursive: true });
  const untar = run('tar', ['-xzf', join(scratch, report[0].filename), '-C', installed, '--strip-components=1'], root);
  expect(untar.status, untar.stderr).toBe(0);
  // What `npm install` of the tarball would put beside it: its runtime dependencies the CLI uses.
  for (const dep of ['tsx', 'fflate']) symlinkSync(join(root, 'node_modules', dep), join(scratch, 'node_modules', dep));
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'course-grader', type: 'module' }));
  const trace = await runFrontier(['trace', '--board', '8 1 3/4 0 2/7 6 5', '--out', join(scratch, 'good.jsonl')], {
    out: () => {},
    err: () => {},
  });
  expect(trace).toBe(0);
  const lines = readFileSync(join(scratch, 'good.jsonl'), 'utf8').trim().split('\n');
  const fourth = JSON.parse(lines[3]) as { g: number };
  lines[3] = JSON.stringify({ ...fourth, g: fourth.g + 5 });
  writeFileSync(join(scratch, 'bad.jsonl'), `${lines.join('\n')}\n`);
}, 180_000);

describe('npm pack', () => {
  it('holds the library, its types, the command and the core it runs, and not the app', () => {
    for (const file of ['dist-lib/frontier.js', 'dist-lib/frontier.d.ts', 'bin/frontier.mjs', 'src/cli/frontier.ts']) {
      expect(packedFiles).toContain(file);
    }
    expect(packedFiles).toContain('docs/autograder.md');
    expect(packedFiles.filter((f) => /^(src\/(ui|store|workers)|tests)\//.test(f))).toEqual([]);
  });
});

describe('import ... from "frontier" in a scratch project', () => {
  it('solves, parses and checks with plain Node', () => {
    writeFileSync(
      join(scratch, 'grade.mjs'),
      `import { readFileSync } from 'node:fs';
import { checkTrace, parseBoard, solve } from 'frontier';
const answer = await solve('8 1 3/4 0 2/7 6 5', { algorithm: 'astar', heuristic: 'manhattan' });
const road = await solve('Arad', { domain: 'romania', goal: 'Bucharest', algorithm: 'ucs' });
const good = await checkTrace(readFileSync('good.jsonl', 'utf8'));
const bad = await checkTrace(readFileSync('bad.jsonl'));
console.log(JSON.stringify({ answer, road, board: parseBoard('1 2 3 4 5 6 7 8 0'), good, bad }));
`,
    );
    const ran = run('node', ['grade.mjs'], scratch);
    expect(ran.stderr).toBe('');
    const out = JSON.parse(ran.stdout) as Record<string, Record<string, unknown>>;
    expect(out.answer).toMatchObject({ outcome: 'solved', length: 14, optimal: true });
    expect(out.road).toMatchObject({ outcome: 'solved', cost: 418 });
    expect((out.road.states as string[]).join(' > ')).toBe('Arad > Sibiu > Rimnicu Vilcea > Pitesti > Bucharest');
    expect(out.board).toEqual({ ok: true, board: { rows: 3, cols: 3, tiles: [1, 2, 3, 4, 5, 6, 7, 8, 0] } });
    expect(out.good).toMatchObject({ valid: true, algorithm: 'astar', format: 'frontier-trace' });
    expect(out.bad).toMatchObject({ valid: false, problem: { line: 4, kind: 'g' } });
  });

  it('has types that TypeScript reads under Node’s own module resolution, and that catch a misuse', () => {
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          strict: true,
          noEmit: true,
        },
        files: ['typed.ts'],
      }),
    );
    const typed = `import { checkTrace, solve, type SolveAnswer } from 'frontier';
const answer: SolveAnswer = await solve('8 1 3/4 0 2/7 6 5');
if (answer.outcome === 'solved') console.log(answer.states.length, answer.cost);
const verdict = await checkTrace('');
if ('problem' in verdict && verdict.problem) console.log(verdict.problem.kind === 'order');
`;
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    writeFileSync(join(scratch, 'typed.ts'), typed);
    const clean = run('node', [tsc, '-p', '.'], scratch);
    expect(clean.stdout + clean.stderr).toBe('');
    expect(clean.status).toBe(0);
    // Misuses the types must refuse: `cost` exists only once solved, and a verdict's `valid` is a boolean.
    writeFileSync(
      join(scratch, 'typed.ts'),
      `${typed}const n: number = answer.cost;\nconst v: number = verdict.valid;\n`,
    );
    const misuse = run('node', [tsc, '-p', '.'], scratch);
    expect(misuse.status).not.toBe(0);
    expect(misuse.stdout).toMatch(
      /typed\.ts\(6,26\): error TS2339: Property 'cost' does not exist on type 'SolveAnswer'/,
    );
    expect(misuse.stdout).toMatch(/typed\.ts\(7,7\): error TS2322: Type 'boolean' is not assignable to type 'number'/);
  });

  it('runs the packed `frontier check` with its exit codes', () => {
    const bin = join(installed, 'bin', 'frontier.mjs');
    const good = run('node', [bin, 'check', 'good.jsonl'], scratch);
    expect(good.stdout).toMatch(/^Correct: the trace is a valid run of A\* with manhattan/);
    expect(good.status).toBe(0);
    const bad = run('node', [bin, 'check', 'bad.jsonl', '--json'], scratch);
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({ valid: false, problem: { line: 4, kind: 'g' } });
    const missing = run('node', [bin, 'check', 'nothing.jsonl'], scratch);
    expect(missing.status).toBe(2);
  });
});
