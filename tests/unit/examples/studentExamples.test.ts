/**
 * The student examples in examples/ (A* and BFS, in Python and in plain Node) write traces that
 * `frontier check` judges correct, and each classic bug, made by changing one line or expression
 * of an example's own source, is caught with the right kind at the line the trace itself says is
 * the first wrong one. A replaced text must stand exactly once in the example, so that an edit of
 * the example that moves it away fails here rather than testing nothing.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/cli/exitCodes';
import { runFrontier } from '../../../src/cli/frontier';

const ROOT = resolve(__dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'frontier-examples-'));

interface Language {
  readonly name: string;
  readonly command: string;
  readonly dir: string;
  readonly astar: string;
  readonly bfs: string;
  /** The module both searches import, copied beside a changed copy. */
  readonly shared: string;
}

// python3's own executable, asked once: a version manager's shim (pyenv) costs half a second a run.
const python3 = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' });

const PYTHON: Language = {
  name: 'Python',
  command: python3.status === 0 ? python3.stdout.trim() : 'python3',
  dir: 'examples/python',
  astar: 'astar.py',
  bfs: 'bfs.py',
  shared: 'puzzle.py',
};
const JAVASCRIPT: Language = {
  name: 'JavaScript',
  command: process.execPath,
  dir: 'examples/javascript',
  astar: 'astar.mjs',
  bfs: 'bfs.mjs',
  shared: 'puzzle.mjs',
};

const START = '8 1 3/4 0 2/7 6 5';
const GOAL = '1 2 3/4 5 6/7 8 0';
const SIX = '4 1 3/7 2 6/0 5 8'; // 6 moves from the goal
// 20 moves from the goal: A* only (breadth-first search there takes a few seconds of checking).
const HARD = '2 6 1/4 3 8/5 7 0';

type Line = Record<string, unknown>;

interface Run {
  /** The trace file. */
  file: string;
  text: string;
  lines: Line[];
}

const runs = new Map<string, Run>();

/** Runs one example (its own file, or `source` in its place) on a board; the trace's lines. */
function run(language: Language, file: string, board: string, source?: string): Run {
  const own = `${language.name} ${file} ${board}`;
  const done = source === undefined ? runs.get(own) : undefined;
  if (done) return done;
  const dir = mkdtempSync(join(work, 'run-'));
  copyFileSync(join(ROOT, language.dir, language.shared), join(dir, language.shared));
  writeFileSync(join(dir, file), source ?? readFileSync(join(ROOT, language.dir, file), 'utf8'));
  const out = join(dir, 'trace.jsonl');
  const ran = spawnSync(language.command, [join(dir, file), board, '--out', out], {
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  if (ran.error) {
    throw new Error(
      `could not run ${language.command} for the ${language.name} examples (${ran.error.message}): ` +
        'these tests need it installed and on the PATH',
    );
  }
  expect(ran.stderr, `${language.name} ${file} on ${board}`).toBe('');
  expect(ran.status).toBe(0);
  const text = readFileSync(out, 'utf8');
  const result = {
    file: out,
    text,
    lines: text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Line),
  };
  if (source === undefined) runs.set(own, result);
  return result;
}

interface Verdict {
  valid: boolean;
  problem?: { line: number; kind: string; message: string };
  algorithm: string;
}

/** `frontier check FILE --json`, in process; the exit code is held to the verdict. */
async function check(file: string): Promise<Verdict> {
  const out: string[] = [];
  const code = await runFrontier(['check', file, '--json'], { out: (l) => out.push(l), err: (l) => out.push(l) });
  const verdict = JSON.parse(out.join('\n')) as Verdict;
  expect(code).toBe(verdict.valid ? EXIT.ok : EXIT.traceProblem);
  return verdict;
}

/** The example's source with `from` replaced by `to`; `from` must stand in it exactly once. */
function changed(language: Language, file: string, from: string, to: string): string {
  const source = readFileSync(join(ROOT, language.dir, file), 'utf8');
  expect(source.split(from).length - 1, `"${from}" in ${language.dir}/${file}`).toBe(1);
  return source.replace(from, () => to);
}

// Where the first mistake of each bug is, read off the trace (1-based line numbers).

/**
 * The first expansion of a state whose key is above the lowest key in the frontier: the frontier
 * holds each generated state not yet expanded, with the lowest key it was generated with.
 */
function firstOutOfOrder(lines: Line[], key: (line: Line) => number): number {
  const frontier = new Map<string, number>();
  const expanded = new Set<string>();
  for (const [i, line] of lines.entries()) {
    if (typeof line.generate === 'string' && !expanded.has(line.generate)) {
      frontier.set(line.generate, Math.min(key(line), frontier.get(line.generate) ?? Infinity));
    } else if (typeof line.expand === 'string') {
      if (key(line) > Math.min(...frontier.values())) return i + 1;
      frontier.delete(line.expand);
      expanded.add(line.expand);
    }
  }
  throw new Error('every expansion took a node of lowest key');
}

/** The line that expands a state a second time. */
function secondExpansion(lines: Line[]): number {
  const expanded = new Set<string>();
  const at = lines.findIndex((line) => {
    if (typeof line.expand !== 'string') return false;
    if (expanded.has(line.expand)) return true;
    expanded.add(line.expand);
    return false;
  });
  expect(at, 'no state is expanded twice').toBeGreaterThan(0);
  return at + 1;
}

/** The first generate line whose g is not its parent's (the state being expanded) plus one. */
function firstWrongG(lines: Line[]): number {
  let parentG = NaN;
  const at = lines.findIndex((line) => {
    if ('expand' in line) parentG = line.g as number;
    return 'generate' in line && line.g !== parentG + 1;
  });
  expect(at, 'every g is right').toBeGreaterThan(0);
  return at + 1;
}

const f = (line: Line) => (line.g as number) + (line.h as number);
const depth = (line: Line) => line.g as number;

describe.each([PYTHON, JAVASCRIPT])('the $name examples', (language) => {
  it(`${language === PYTHON ? 'python3' : 'node'} is there to run them`, () => {
    const version = spawnSync(language.command, ['--version'], { encoding: 'utf8' });
    expect(version.error?.message ?? '', `python3 (or node) is needed for the ${language.name} examples`).toBe('');
    expect(version.status).toBe(0);
  });

  it('A*: correct runs on an easy board, a 20-move one and the goal itself', async () => {
    for (const [board, moves] of [
      [START, 14],
      [HARD, 20],
      [GOAL, 0],
    ] as const) {
      const { file: trace, lines } = run(language, language.astar, board);
      expect(lines[0]).toMatchObject({ trace: 'frontier', version: 1, start: board, algorithm: 'astar' });
      expect(lines.at(-1)?.solution).toHaveLength(moves + 1);
      expect(await check(trace), board).toMatchObject({ valid: true, algorithm: 'astar' });
    }
  });

  it('BFS: correct runs on two boards', async () => {
    for (const [board, moves] of [
      [START, 14],
      [SIX, 6],
    ] as const) {
      const { file: trace, lines } = run(language, language.bfs, board);
      expect(lines.at(-1)?.solution).toHaveLength(moves + 1);
      expect(await check(trace), board).toMatchObject({ valid: true, algorithm: 'bfs' });
    }
  });
});

describe('the Python and the JavaScript examples write the same search', () => {
  it('line for line, A* and BFS', () => {
    for (const search of ['astar', 'bfs'] as const) {
      expect(run(JAVASCRIPT, JAVASCRIPT[search], START).lines).toEqual(run(PYTHON, PYTHON[search], START).lines);
    }
  });
});

interface Bug {
  readonly name: string;
  readonly search: 'astar' | 'bfs';
  readonly python: readonly [string, string];
  readonly javascript: readonly [string, string];
  readonly board: string;
  /** Where the checker must stop and with which kind, from the trace; and words its message must have. */
  readonly expected: (lines: Line[]) => { line: number; kind: string };
  readonly message?: RegExp;
}

const BUGS: readonly Bug[] = [
  {
    name: 'a first-in, first-out queue called A*: an expansion out of order',
    search: 'astar',
    python: ['(child_g + child_h, count,', '(0, count,'],
    javascript: ['a.f < b.f || (a.f === b.f && a.count < b.count)', 'a.count < b.count'],
    board: SIX,
    expected: (lines) => ({ line: firstOutOfOrder(lines, f), kind: 'order' }),
    message: /A\* always takes a node of lowest f = g \+ h/,
  },
  {
    name: 'no closed set: a state expanded twice, at its second expansion',
    search: 'astar',
    python: ['        closed.add(board)\n', ''],
    javascript: ['    closed.add(show(node.board));\n', ''],
    board: START,
    expected: (lines) => ({ line: secondExpansion(lines), kind: 'duplicate' }),
    message: /never expands one twice/,
  },
  {
    name: 'g counted as the expansions so far: the first child whose g is not its parent’s plus one',
    search: 'astar',
    python: ['child_g, child_h = g + 1,', 'child_g, child_h = len(closed),'],
    javascript: ['const g = node.g + 1;', 'const g = closed.size;'],
    board: START,
    expected: (lines) => ({ line: firstWrongG(lines), kind: 'g' }),
    message: /g is the parent's g plus the cost of the move/,
  },
  {
    name: 'a doubled h: at the first line with an h, the start’s expansion',
    search: 'astar',
    python: ['return sum(', 'return 2 * sum('],
    javascript: ['return sum;', 'return 2 * sum;'],
    board: START,
    expected: () => ({ line: 2, kind: 'h' }),
    message: /the heuristic Manhattan distance \(manhattan\) gives 10/,
  },
  {
    name: 'A* stopping when the goal is generated: a goal-test problem at the solution line',
    search: 'astar',
    python: [
      '            if child not in closed:',
      '            if child == goal:\n' +
        '                write(solution=path_to((child, child_g, node)))\n' +
        '                return\n' +
        '            if child not in closed:',
    ],
    javascript: [
      '      if (!closed.has(show(child)))',
      '      if (show(child) === show(goal)) return write({ solution: pathTo({ board: child, parent: node }) });\n' +
        '      if (!closed.has(show(child)))',
    ],
    board: START,
    expected: (lines) => {
      // The goal is generated just before the solution and never expanded.
      expect(lines.at(-2)).toMatchObject({ generate: GOAL });
      expect(lines.some((l) => l.expand === GOAL)).toBe(false);
      return { line: lines.length, kind: 'goal-test' };
    },
    message: /not when it generates it/,
  },
  {
    name: 'a stack called BFS: an expansion out of order, the queue named',
    search: 'bfs',
    python: ['frontier.popleft()', 'frontier.pop()'],
    javascript: ['frontier.shift()', 'frontier.pop()'],
    // A board the depth-first run leaves soon: on most, it wanders the whole state space.
    board: '1 2 3/4 0 5/7 8 6',
    expected: (lines) => ({ line: firstOutOfOrder(lines, depth), kind: 'order' }),
    message: /is your frontier a first-in, first-out queue \(not a stack\)\?/,
  },
  {
    name: 'BFS without a seen set: a state expanded again (the start, two moves down), a duplicate',
    search: 'bfs',
    python: ['            if child not in seen:', '            if True:'],
    javascript: ['      if (!seen.has(show(child))) {', '      if (true) {'],
    board: SIX,
    expected: (lines) => {
      const line = secondExpansion(lines);
      expect(lines[line - 1]).toEqual({ expand: lines[0].start, g: 2 });
      return { line, kind: 'duplicate' };
    },
    message: /Breadth-first search is a graph search/,
  },
];

describe.each([PYTHON, JAVASCRIPT])('seeded bugs in the $name examples', (language) => {
  const key = language === PYTHON ? 'python' : 'javascript';
  for (const bug of BUGS) {
    it(bug.name, async () => {
      const file = language[bug.search];
      const { file: trace, lines } = run(language, file, bug.board, changed(language, file, ...bug[key]));
      const verdict = await check(trace);
      expect(verdict.valid).toBe(false);
      expect(verdict.problem).toMatchObject(bug.expected(lines));
      if (bug.message) expect(verdict.problem?.message).toMatch(bug.message);
    });
  }

  it('A* with other tie-breaking (the newest first, the deepest first) is still correct', async () => {
    const own = run(language, language.astar, START).text;
    const ties =
      language === PYTHON
        ? [
            ['count, (child, child_g, node)', '-count, (child, child_g, node)'],
            ['count, (child, child_g, node)', '(-child_g, count), (child, child_g, node)'],
          ]
        : [
            ['a.f === b.f && a.count < b.count', 'a.f === b.f && a.count > b.count'],
            ['a.f === b.f && a.count < b.count', 'a.f === b.f && (a.g > b.g || (a.g === b.g && a.count < b.count))'],
          ];
    for (const [from, to] of ties) {
      const { file: trace, text } = run(language, language.astar, START, changed(language, language.astar, from, to));
      // Another order of equal f: a different trace, and a correct one.
      expect(text).not.toBe(own);
      expect(await check(trace), to).toMatchObject({ valid: true });
    }
  });
});
