// The `frontier` command, spawned as a user would run it (bin/frontier.mjs, and once through
// `npm run solve`), for each exit code; then finer behaviour in-process through runFrontier.
import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runFrontier } from '../../src/cli/frontier';
import type { Direction } from '../../src/core/puzzle';
import { applyMoves, goalSpiral, makePuzzle, sameTiles } from '../../src/core/puzzle';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/frontier.mjs', import.meta.url));

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

function run(args: string[], input?: string, command = process.execPath, pre: string[] = [bin]): Promise<Ran> {
  return new Promise((resolve) => {
    const child = execFile(command, [...pre, ...args], { cwd: root, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
      resolve({ code, stdout, stderr });
    });
    if (input !== undefined) child.stdin?.end(input);
    else child.stdin?.end();
  });
}

const reaches = (board: number[], moves: Direction[], goal = makePuzzle(3, 3).goal) => {
  const boards = applyMoves(makePuzzle(3, 3, goal), board, moves);
  return boards !== null && sameTiles(boards[boards.length - 1], goal);
};

describe.concurrent('frontier, spawned', () => {
  it('exit 0: --json prints one object with a 31-move optimal solution', async () => {
    const r = await run(['--board', '8 6 7 2 5 4 3 0 1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const o = JSON.parse(lines[0]);
    expect(o).toMatchObject({
      solvable: true,
      length: 31,
      optimal: true,
      algorithm: 'astar',
      heuristic: 'linear-conflict',
    });
    expect(reaches([8, 6, 7, 2, 5, 4, 3, 0, 1], o.moves)).toBe(true);
    expect(o.tiles).toHaveLength(31);
    for (const k of ['expanded', 'generated', 'peakFrontier', 'ms']) expect(typeof o[k]).toBe('number');
  });

  it('exit 0 through npm run solve: the text output shows moves, tiles and boards', async () => {
    const r = await run(
      [
        'run',
        '--silent',
        'solve',
        '--',
        '--board',
        '[[3,1,2],[4,7,5],[6,8,0]]',
        '--goal',
        'blank-first',
        '--algorithm',
        'bfs',
      ],
      undefined,
      'npm',
      [],
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Solved in 4 moves (optimal)');
    expect(r.stdout).toContain('Blank moves: L U L U');
    expect(r.stdout).toContain('Tiles moved: 8 7 4 3');
    expect(r.stdout).toMatch(/ {2}\. 1 2\n {2}3 4 5\n {2}6 7 8/); // the last board is the goal
    expect(r.stdout).toMatch(/expanded \d+, generated \d+/);
  });

  it('a reader that stops early (| head) ends it quietly, with no EPIPE trace', async () => {
    const child = spawn(process.execPath, [bin, '--board', '8 1 3 4 0 2 7 6 5', '--algorithm', 'bfs', '--trace'], {
      cwd: root,
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.once('data', () => child.stdout.destroy()); // the first line read, the pipe closed
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Unhandled/);
    expect(code).toBe(0);
  });

  it('exit 3: an unsolvable board gets the parity explanation', async () => {
    const r = await run(['--board', '2 8 3 / 1 6 4 / 7 0 5', '--json']);
    expect(r.code, r.stderr).toBe(3);
    const o = JSON.parse(r.stdout);
    expect(o.solvable).toBe(false);
    expect(o.reason).toMatch(/11 inversions/);
    expect(o.report.inversions).toBe(11);
  });

  it.each([
    [['--board', '1 2 3 4 5 6 7 8 8'], /tile 8/i],
    [['--board', '8 6 7 2 5 4 3 0 1', '--algorithm', 'dijkstra'], /unknown algorithm "dijkstra"/],
  ])('exit 2: %j is refused with one line naming the problem', async (args, message) => {
    const r = await run(args);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });

  it('exit 4: a spent budget reports which limit, with the stats so far', async () => {
    const r = await run(['--board', '8 6 7 2 5 4 3 0 1', '--algorithm', 'bfs', '--max-expansions', '50', '--json']);
    expect(r.code, r.stderr).toBe(4);
    const o = JSON.parse(r.stdout);
    expect(o).toMatchObject({ solvable: true, limit: 'expansions', expanded: 50 });
  });

  it('--stdin: one JSON line per board, comments and blank lines skipped', async () => {
    const input = '8 6 7 2 5 4 3 0 1\n\n# a comment\n2 8 3 1 6 4 7 0 5\nnot a board\n1 2 3 4 5 6 7 0 8\n';
    const r = await run(['--stdin', '--algorithm', 'idastar'], input);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ solvable: true, length: 31, algorithm: 'idastar' });
    expect(lines[1]).toMatchObject({ solvable: false });
    expect(lines[2].error).toMatch(/bad board/);
    expect(lines[3]).toMatchObject({ solvable: true, length: 1, moves: ['R'] });
    expect(r.code, r.stderr).toBe(3); // the first board that did not end in 0
  });

  it('--trace prints the event stream as JSON lines, then the result', async () => {
    const r = await run(['--board', '1 2 3 4 5 6 0 7 8', '--algorithm', 'bfs', '--trace', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0].type).toBe('start');
    expect(lines.some((e) => e.type === 'expand')).toBe(true);
    expect(lines[lines.length - 2]).toMatchObject({ type: 'solved', path: ['R', 'R'] });
    expect(lines[lines.length - 1]).toMatchObject({ solvable: true, length: 2 });
  });
});

describe('frontier, in-process', () => {
  async function call(args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runFrontier(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('solves toward a custom or spiral goal and a rectangle given by --size', async () => {
    const spiral = await call(['--board', '2 8 3 1 6 4 7 0 5', '--goal', 'spiral', '--json']);
    expect(spiral.code).toBe(0);
    const o = JSON.parse(spiral.out);
    expect(o.length).toBe(5);
    expect(reaches([2, 8, 3, 1, 6, 4, 7, 0, 5], o.moves, goalSpiral(3, 3))).toBe(true);
    const custom = await call(['--board', '1 2 3 4 5 6 7 8 0', '--goal', '1 2 3 4 5 6 7 0 8', '--json']);
    expect(JSON.parse(custom.out)).toMatchObject({ length: 1, moves: ['L'] });
    const rect = await call(['--board', '1 2 3 4 0 5', '--size', '2x3', '--json']);
    expect(JSON.parse(rect.out)).toMatchObject({ size: '2x3', length: 1 });
  });

  it('says when a path is not optimal, and when DFS found nothing within its depth limit', async () => {
    const greedy = await call(['--board', '8 6 7 2 5 4 3 0 1', '--algorithm', 'greedy']);
    expect(greedy.out).toContain('not guaranteed optimal');
    const walk = await call(['--board', '1 2 3 4 5 6 0 7 8', '--algorithm', 'random', '--seed', '7', '--json']);
    expect(JSON.parse(walk.out).optimal).toBe(false);
    const dfs = await call(['--board', '8 6 7 2 5 4 3 0 1', '--algorithm', 'dfs', '--depth-limit', '6', '--json']);
    expect(dfs.code).toBe(4);
    expect(JSON.parse(dfs.out)).toMatchObject({ limit: 'depth', depthLimit: 6 });
    const wastar = await call(['--board', '8 6 7 2 5 4 3 0 1', '--algorithm', 'wastar', '--weight', '3', '--json']);
    expect(JSON.parse(wastar.out)).toMatchObject({ optimal: false, weight: 3 });
  });

  it.each([
    [['--board', '8 6 7 2 5 4 3 0 1', '--frobnicate'], /unknown option "--frobnicate"/],
    [['--board', '8 6 7 2 5 4 3 0 1', '--max-expansions', 'lots'], /--max-expansions must be a whole number/],
    [['--board', '8 6 7 2 5 4 3 0 1', '--weight'], /--weight needs a value/],
    [['--board', '8 6 7 2 5 4 3 0 1', '--goal', '1 2 3'], /bad goal/],
    [['--board', '1 2 3 4 5 6 7 8 0', '--stdin'], /either --board or --stdin/],
    [['--board', '1 2 3 4 5 6 7 8 0', '--size', 'big'], /--size must look like/],
    [['--board', '8 6 7 2 5 4 3 0 1', '--goal-test', 'later'], /--goal-test must be generation or expansion/],
    [[], /no board/],
  ])('exit 2: %j is refused with one line naming the problem', async (args, message) => {
    const r = await call(args);
    expect(r.code, r.err).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
  });

  it("BFS's goal test: --goal-test expansion finds the same length after more expansions, and says so", async () => {
    const board = ['--board', '8 1 3 4 0 2 7 6 5', '--algorithm', 'bfs'];
    const early = JSON.parse((await call([...board, '--json'])).out);
    const late = JSON.parse((await call([...board, '--goal-test', 'expansion', '--json'])).out);
    expect(early).toMatchObject({ goalTest: 'generation', optimal: true });
    expect(late).toMatchObject({ goalTest: 'expansion', optimal: true, length: early.length });
    expect(late.expanded).toBeGreaterThan(early.expanded);
    const text = await call([...board, '--goal-test', 'expansion']);
    expect(text.out).toContain(`expanded ${late.expanded}, generated ${late.generated}`);
    expect(text.out).toContain('(goal tested at expansion)');
  });

  it('refuses a heuristic the board does not support, with exit 2', async () => {
    // Pattern databases stop at 16 cells: a 5x5 board cannot have them.
    const board = [...Array.from({ length: 23 }, (_, i) => i + 1), 0, 24].join(' ');
    const r = await call(['--board', board, '--algorithm', 'idastar', '--heuristic', 'pdb']);
    expect(r.code, r.err).toBe(2);
    expect(r.err).toMatch(/pdb.*5x5/);
  });

  it('prints usage for --help', async () => {
    const r = await call(['--help']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/usage: frontier/);
    // The trace commands are reached by their first word: the usage must name them.
    expect(r.out).toMatch(/frontier check TRACE/);
    expect(r.out).toMatch(/frontier trace --board/);
  });
});
