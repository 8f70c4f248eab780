/**
 * `npm run statespace -- --size 3x3 [--goal "1 2 3 / 8 0 4 / 7 6 5" | --goal spiral] [--json]`
 *
 * A full breadth-first search from the goal: prints `distance count` lines (the format of the
 * reference tables in tests/fixtures), then the total, the diameter and every hardest state.
 * Bad arguments: one line on stderr, exit 2.
 */
import { pathToFileURL } from 'node:url';
import { formatBoard, parseBoard } from '../core/parse';
import { isGoalKind, makeGoal, makePuzzle, readShape } from '../core/puzzle';
import { solveStateSpace, stateSpaceSize, STATE_SPACE_MAX_STATES } from '../core/stateSpace';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const USAGE = 'usage: statespace --size RxC [--goal "tiles" | blank-last | blank-first | spiral] [--json]';

class UsageError extends Error {}

interface Options {
  rows: number;
  cols: number;
  goal: number[];
  json: boolean;
}

function parseArgs(argv: readonly string[]): Options | 'help' {
  let size: string | undefined;
  let goalText: string | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--help':
      case '-h':
        return 'help';
      case '--size':
        size = value();
        break;
      case '--goal':
        goalText = value();
        break;
      case '--json':
        json = true;
        break;
      default:
        throw new UsageError(`unknown argument "${arg}" (${USAGE})`);
    }
  }
  if (size === undefined) throw new UsageError(`--size is required, e.g. --size 3x3`);
  const shape = readShape(size);
  if (!shape) throw new UsageError(`--size must look like 3x3 or 2x4, got "${size}"`);
  const { rows, cols } = shape;
  if (rows < 2 || rows > 5 || cols < 2 || cols > 5) {
    throw new UsageError(`--size ${rows}x${cols} is not supported: rows and columns must be 2 to 5`);
  }
  const total = stateSpaceSize(rows, cols);
  if (total > STATE_SPACE_MAX_STATES) {
    throw new UsageError(
      `--size ${rows}x${cols} has ${total.toLocaleString('en-US')} reachable states, too many for a full search ` +
        `(limit ${STATE_SPACE_MAX_STATES.toLocaleString('en-US')}; the largest supported is 2x5)`,
    );
  }
  let goal = makeGoal('blank-last', rows, cols);
  if (goalText !== undefined) {
    const kind = goalText.trim();
    if (isGoalKind(kind)) {
      goal = makeGoal(kind, rows, cols);
    } else {
      const parsed = parseBoard(goalText, { rows, cols });
      if (!parsed.ok) throw new UsageError(`--goal: ${parsed.error.message}`);
      goal = parsed.board.tiles;
    }
  }
  return { rows, cols, goal, json };
}

/** Runs the command; returns the exit code. */
export function runStatespace(argv: readonly string[], io: CliIo): number {
  let options: Options | 'help';
  try {
    options = parseArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`statespace: ${e.message}`);
      return 2;
    }
    throw e;
  }
  if (options === 'help') {
    io.out(USAGE);
    return 0;
  }
  const { rows, cols, goal, json } = options;
  const puzzle = makePuzzle(rows, cols, goal);
  const started = performance.now();
  const result = solveStateSpace(puzzle);
  const ms = performance.now() - started;
  if (json) {
    io.out(
      JSON.stringify({
        size: `${rows}x${cols}`,
        goal,
        states: result.states,
        diameter: result.diameter,
        counts: result.counts,
        hardest: result.hardest,
        ms: Math.round(ms * 10) / 10,
      }),
    );
    return 0;
  }
  io.out(`# ${rows}x${cols} full BFS from goal ${formatBoard(goal, cols, 'flat')}`);
  result.counts.forEach((count, d) => io.out(`${d} ${count}`));
  io.out(`# total ${result.states} diameter ${result.diameter}`);
  for (const board of result.hardest) io.out(`# far: ${formatBoard(board, cols, 'flat')}`);
  io.out(`# ${ms.toFixed(1)} ms`);
  return 0;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  process.exitCode = runStatespace(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
}
