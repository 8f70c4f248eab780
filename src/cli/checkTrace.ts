/**
 * `frontier check <trace>`: reads a search trace (frontier-trace v1 JSON Lines, or a Posthoc
 * JSON trace; gzip too), replays it against the reference algorithm, and prints the verdict and
 * the first mistake. `frontier trace --board ...`: runs a Frontier search and writes it as a
 * trace in either format. Both are reached from frontier.ts by their first word.
 *
 * Exit codes (exitCodes.ts): check: 0 a correct run, 1 a problem found, 2 the file or a flag
 * cannot be used; trace: 0 written, 2 bad input.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { puzzleDomain } from '../core/domain/puzzle';
import type { AlgorithmId } from '../core/events';
import { parseBoard } from '../core/parse';
import { isGoalKind, makeGoal, makePuzzle } from '../core/puzzle';
import { ALGORITHMS, describeRefusal, isAlgorithmId, isHeuristicId, loadSolver, startSearch } from '../core/solvers';
import { algorithmInfo } from '../core/solvers/algorithms';
import {
  checkTrace,
  loadTraceDomains,
  frontierTraceLines,
  posthocTrace,
  readAnyTrace,
  resolveMethod,
  traceFileText,
  verdictSummary,
  type TraceVerdict,
} from '../core/trace';
import { EXIT } from './exitCodes';

export interface TraceCliIo {
  out(line: string): void;
  err(line: string): void;
}

const CHECK_USAGE = `usage: frontier check <trace.jsonl | trace.json | *.gz> [options]
  --algorithm ID    check against this algorithm instead of the trace's header
  --heuristic ID    check h against this heuristic instead of the header's
  --weight W        weighted A*'s w (default: the header's, else 2)
  --json            one JSON object: valid, problem {line, kind, message}, notes
exit codes: 0 a correct run, 1 a problem found, 2 the file cannot be read`;

const TRACE_USAGE = `usage: frontier trace --board "8 1 3 4 0 2 7 6 5" [options]
  --goal "..." | blank-last | blank-first | spiral   (default blank-last)
  --size RxC  --algorithm ID (default astar)  --heuristic ID (default manhattan)  --weight W
  --format frontier|posthoc   frontier-trace v1 JSON Lines (default) or a Posthoc JSON trace
  --out FILE                  write there instead of standard output
  --max-expansions N          the search's budget (default 200,000): a run stopped by it is a cut-off trace
exit codes: 0 written, 2 bad input`;

const DEFAULT_TRACE_EXPANSIONS = 200_000;

/** Whether `argv` is one of the trace commands (its first word). */
export function isTraceCommand(argv: readonly string[]): boolean {
  return argv[0] === 'check' || argv[0] === 'trace';
}

export async function runTraceCommand(argv: readonly string[], io: TraceCliIo): Promise<number> {
  const [command, ...rest] = argv;
  const flags = readFlags(rest);
  if (typeof flags === 'string') {
    io.err(`frontier ${command}: ${flags}`);
    return EXIT.badInput;
  }
  if (flags.values.has('help')) {
    io.out(command === 'check' ? CHECK_USAGE : TRACE_USAGE);
    return EXIT.ok;
  }
  return command === 'check' ? check(flags, io) : writeTrace(flags, io);
}

interface Flags {
  readonly values: Map<string, string>;
  readonly positional: string[];
}

const VALUE_FLAGS = ['algorithm', 'heuristic', 'weight', 'board', 'goal', 'size', 'format', 'out', 'max-expansions'];
const SWITCHES = ['json', 'help'];

function readFlags(argv: readonly string[]): Flags | string {
  const values = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-h') {
      values.set('help', '');
      continue;
    }
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (SWITCHES.includes(name)) values.set(name, '');
    else if (VALUE_FLAGS.includes(name)) {
      const v = inline ?? argv[++i];
      if (v === undefined) return `--${name} needs a value`;
      values.set(name, v);
    } else return `unknown option "${arg}" (try --help)`;
  }
  return { values, positional };
}

function positiveNumber(text: string | undefined, flag: string): number | string | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || n <= 0) return `--${flag} must be a number above 0, got "${text}"`;
  return n;
}

async function check(flags: Flags, io: TraceCliIo): Promise<number> {
  const asJson = flags.values.has('json');
  const fail = (message: string): number => {
    if (asJson) io.out(JSON.stringify({ valid: false, error: message }));
    else io.err(`frontier check: ${message}`);
    return EXIT.badInput;
  };
  if (flags.positional.length !== 1) return fail('give one trace file: frontier check trace.jsonl (try --help)');
  const algorithm = flags.values.get('algorithm');
  if (algorithm !== undefined && !isAlgorithmId(algorithm)) {
    return fail(`unknown algorithm "${algorithm}" (one of ${ALGORITHMS.map((a) => a.id).join(', ')})`);
  }
  const weight = positiveNumber(flags.values.get('weight'), 'weight');
  if (typeof weight === 'string') return fail(weight);
  const file = flags.positional[0];
  let text: string;
  try {
    text = traceFileText(readFileSync(file));
  } catch (e) {
    return fail(`cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const heuristic = flags.values.get('heuristic');
  await loadTraceDomains();
  const read = readAnyTrace(text, { algorithm, heuristic, weight });
  if (!read.ok) return fail(`${file}: ${read.error.message}`);
  const { trace } = read;
  if (heuristic !== undefined || algorithm !== undefined) {
    const method = resolveMethod(trace.header.domain, trace.header.goal, algorithm, heuristic);
    if (!method.ok) return fail(method.message);
  }
  const verdict = checkTrace(trace, {
    algorithm: algorithm as AlgorithmId | undefined,
    heuristic,
    weight,
  });
  if (asJson) io.out(JSON.stringify({ ...verdictSummary(verdict), lines: trace.lines, format: trace.format }));
  else printVerdict(verdict, io);
  return verdict.valid ? EXIT.ok : EXIT.traceProblem;
}

function printVerdict(verdict: TraceVerdict, io: TraceCliIo): void {
  const info = verdict.algorithm === null ? undefined : algorithmInfo(verdict.algorithm);
  const by = info ? ` of ${info.name}${verdict.heuristic ? ` with ${verdict.heuristic}` : ''}` : '';
  if (verdict.valid) {
    io.out(`Correct: the trace is a valid run${by} (${verdict.expansions} expansions checked).`);
  } else {
    const p = verdict.problem!;
    io.out(`Problem (${p.kind}), checked as a run${by}:`);
    io.out(p.message);
  }
  for (const note of verdict.notes) io.out(`Note: ${note.message}`);
}

async function writeTrace(flags: Flags, io: TraceCliIo): Promise<number> {
  const fail = (message: string): number => {
    io.err(`frontier trace: ${message}`);
    return EXIT.badInput;
  };
  const v = flags.values;
  if (flags.positional.length > 0) return fail(`unexpected "${flags.positional[0]}" (try --help)`);
  const boardText = v.get('board');
  if (boardText === undefined) return fail('no board: give --board "1 2 3 ..."');
  let shape: { rows: number; cols: number } | undefined;
  const size = v.get('size');
  if (size !== undefined) {
    const m = /^\s*(\d+)\s*x\s*(\d+)\s*$/i.exec(size);
    if (!m) return fail(`--size must look like 3x3 or 2x4, got "${size}"`);
    shape = { rows: Number(m[1]), cols: Number(m[2]) };
  }
  const board = parseBoard(boardText, shape);
  if (!board.ok) return fail(`bad board: ${board.error.message}`);
  const { rows, cols, tiles } = board.board;
  const goalText = v.get('goal') ?? 'blank-last';
  let goal: number[];
  if (isGoalKind(goalText)) goal = makeGoal(goalText, rows, cols);
  else {
    const parsed = parseBoard(goalText, { rows, cols });
    if (!parsed.ok) return fail(`bad goal: ${parsed.error.message}`);
    goal = parsed.board.tiles;
  }
  const algorithm = v.get('algorithm') ?? 'astar';
  if (!isAlgorithmId(algorithm))
    return fail(`unknown algorithm "${algorithm}" (one of ${ALGORITHMS.map((a) => a.id).join(', ')})`);
  const domain = puzzleDomain(rows, cols);
  const heuristic = v.get('heuristic') ?? 'manhattan';
  const method = resolveMethod(domain, { text: goalText, key: domain.key(goal), state: goal }, algorithm, heuristic);
  if (!method.ok) return fail(method.message);
  const weight = positiveNumber(v.get('weight'), 'weight');
  if (typeof weight === 'string') return fail(weight);
  const maxExpansions = positiveNumber(v.get('max-expansions'), 'max-expansions');
  if (typeof maxExpansions === 'string') return fail(maxExpansions);
  const format = v.get('format') ?? 'frontier';
  if (format !== 'frontier' && format !== 'posthoc')
    return fail(`--format must be frontier or posthoc, got "${format}"`);

  await loadSolver(algorithm);
  const started = startSearch(makePuzzle(rows, cols, goal), tiles, {
    algorithm,
    heuristic: isHeuristicId(heuristic) ? heuristic : undefined,
    weight,
    trace: 'all',
    budget: { maxExpansions: maxExpansions ?? DEFAULT_TRACE_EXPANSIONS },
  });
  if (!started.ok) return fail(describeRefusal(started));
  const events = { [Symbol.iterator]: () => started.search };
  const run = { domainName: 'puzzle', domain, start: tiles, goal, algorithm, heuristic, weight, events };
  const out = v.get('out');
  let text: string;
  if (format === 'posthoc') text = `${JSON.stringify(posthocTrace(run))}\n`;
  else {
    const lines: string[] = [];
    for (const line of frontierTraceLines(run)) lines.push(line);
    text = `${lines.join('\n')}\n`;
  }
  if (out === undefined) io.out(text.slice(0, -1));
  else {
    try {
      writeFileSync(out, text);
    } catch (e) {
      return fail(`cannot write ${out}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return EXIT.ok;
}
