/**
 * `frontier` (also `npm run --silent solve -- ...`): solve one board, or one board per line of
 * stdin, with any of the solvers, and print the path, the boards and the search's stats.
 *
 * Exit codes: 0 solved; 2 bad input (board, goal, flag, value); 3 unsolvable (the parity
 * explanation is printed); 4 a limit was reached before a solution (budget, random-walk
 * iterations, or the DFS depth limit). With --stdin the code is that of the first board that did
 * not end in 0.
 */
import '../core/solvers/aStar3x3Loop'; // A* on a 3x3 without events on a packed board: the same events, faster
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { isFinal, type AlgorithmId, type HeuristicId, type SearchEvent } from '../core/events';
import { HEURISTIC_IDS } from '../core/heuristics';
import { pdbSupported } from '../core/pdb';
import { isTraceCommand, runTraceCommand } from './checkTrace';
import { domainKinds, domainRow, loadDomain, unknownDomain } from '../core/domain/registry';
import { PUZZLE_DOMAIN } from '../core/domain/puzzle';
import { DOMAIN_ALIASES } from '../core/domain/aliases';
import { splitConnectivity } from '../core/domain/grid/gridFile';
import type { DomainSolveOptions } from '../core/domain/types';
import { solveOnDomain } from '../core/solvers/domainReport';
import { EXIT, EXIT_OF_OUTCOME } from './exitCodes';
import { withPuzzleDefaults } from '../core/solvers/puzzleDefaults';
import { enablePdbFileCache } from './pdbFileStore';
import { loadOrBuildPatternDatabasesInThreads } from './pdbThreads';
import { formatBoard, parseBoard } from '../core/parse';
import type { Puzzle } from '../core/puzzle';
import { applyMoves, isGoalKind, makeGoal, makePuzzle, movesAsTiles, readShape } from '../core/puzzle';
import { explainSolvability } from '../core/solvability';
import type { FinalEvent, GoalTest, SolveOptions } from '../core/solvers';
import { takesOption } from '../core/solvers/algorithms';
import {
  ALGORITHMS,
  algorithmInfo,
  DEFAULT_HEURISTIC,
  DEFAULT_SMA_MEMORY_LIMIT,
  GOAL_TESTS,
  isAlgorithmId,
  isHeuristicId,
  loadSolver,
  startSearch,
} from '../core/solvers';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Lines of standard input, for --stdin. */
  lines?(): AsyncIterable<string>;
}

export { EXIT };

const HEURISTICS = HEURISTIC_IDS;
/** Past this many moves the boards are not all printed (a random walk can be very long). */
const MAX_BOARDS_PRINTED = 100;

const USAGE = () => `usage: frontier --board "8 6 7 2 5 4 3 0 1" [options]
       frontier --stdin [options]          (one board per line, one JSON line each)
       frontier solve --domain romania --from Arad --to Bucharest [options]
       frontier solve --domain grid --grid FILE [--diagonal] [--from X,Y --to X,Y] [options]
       frontier solve --domain graph --graph FILE --from CITY --to CITY [options]
       frontier --domain KIND --start STATE --goal STATE [--instance TEXT] [options]
       frontier check TRACE [--algorithm ID] [--heuristic ID] [--json]
                              check a search trace (frontier-trace v1 or Posthoc, gzip too)
                              against the reference algorithm: frontier check --help
       frontier trace --board "..." [--format frontier|posthoc] [--out FILE]
                              write a Frontier run as a trace: frontier trace --help
options:
  --domain ${domainKinds().join('|')}
                              the problem (default puzzle): ${domainKinds()
                                .map((k) => `${k}, ${domainRow(k)!.summary}`)
                                .join('; ')}
                              (also romania: road-map on AIMA's map; graph: road-map on --graph)
  --start STATE  --instance TEXT   another domain than the puzzle: the start state and the
                              instance it is in, as the domain reads them (--board is the
                              puzzle's start); --goal is then a state, --heuristic the domain's
  --from STATE  --to STATE    the same as --start and --goal (default: the start and goal the
                              instance poses: Arad and Bucharest, a grid's S and G)
  --graph FILE  --grid FILE   the instance read from a file (a map in the road-map text format,
                              a grid in the grid text format)
  --diagonal                  a grid: 8-connected moves (diagonal steps cost sqrt 2 times the cell)
  --goal "1 2 3 4 5 6 7 8 0" | blank-last | blank-first | spiral   (default blank-last)
  --size RxC                  board shape when the count is not a square (e.g. 2x3)
  --algorithm ${ALGORITHMS.map((a) => a.id).join('|')}
                              (default astar; idastar with pdb on 4x4)
  --heuristic ${HEURISTICS.join('|')}
                              (default linear-conflict; pdb on 4x4)
  --weight W                  weighted A*: f = g + W*h (default 2)
  --depth-limit N             depth-limited DFS (default 20)
  --memory-limit N            SMA*: nodes held at once (default 500; optimal if the path fits)
  --goal-test generation|expansion   BFS: test the goal when a node is generated (default,
                              the textbook's BFS) or when it is expanded (as UCS does)
  --max-iterations N          random walk and local search steps (default 1000000)
  --seed N                    random walk and local search seed (default 1)
  --sideways N  --restarts N  hill climbing: sideways moves in a row, random restarts (default 0, 0)
  --temperature T0  --cooling A   annealing: T(t) = T0 * A^t (default 2, 0.995)
  --beam-width K              beam search: nodes kept per layer (default 3)
  --max-expansions N  --max-ms N  --max-memory N    the search budget
                              (default 2,000,000 expansions, 60,000 ms, 4,000,000 nodes;
                               IDA* with pdb: 1,000,000,000 expansions)
  --json                      one JSON object instead of text
  --trace                     the event stream as JSON lines (a step log), then the result
exit codes: 0 solved, 2 bad input, 3 unsolvable, 4 limit reached`;

class UsageError extends Error {}

interface CliOptions {
  /** The problem domain's kind (registry.ts); the puzzle unless --domain names another. */
  domain: string;
  /** Another domain's instance and start state, as text the domain reads. */
  instance?: string;
  /** --graph or --grid: the file the instance is read from, and which flag named it. */
  instanceFile?: { readonly flag: '--graph' | '--grid'; readonly path: string };
  /** --diagonal: a grid's 8-connected moves. */
  diagonal: boolean;
  start?: string;
  /** --heuristic as given: the puzzle's ids are checked while reading the flags, a domain's by the domain. */
  heuristicText?: string;
  goalGiven: boolean;
  board?: string;
  goal: string;
  size?: { rows: number; cols: number };
  solve: SolveOptions;
  heuristicGiven: boolean;
  algorithmGiven: boolean;
  json: boolean;
  trace: boolean;
  stdin: boolean;
}

function parseArgs(argv: readonly string[]): CliOptions | 'help' {
  const o: CliOptions = {
    domain: PUZZLE_DOMAIN,
    diagonal: false,
    goalGiven: false,
    goal: 'blank-last',
    solve: { algorithm: 'astar', budget: {} },
    heuristicGiven: false,
    algorithmGiven: false,
    json: false,
    trace: false,
    stdin: false,
  };
  const budget = o.solve.budget!;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    const number = (min: number, integer: boolean): number => {
      const text = value();
      const n = Number(text);
      if (text.trim() === '' || !Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
        throw new UsageError(`${flag} must be ${integer ? 'a whole number' : 'a number'} >= ${min}, got "${text}"`);
      }
      return n;
    };
    switch (flag) {
      case '--help':
      case '-h':
        return 'help';
      case '--board':
        o.board = value();
        break;
      case '--goal':
      case '--to':
        o.goal = value();
        o.goalGiven = true;
        break;
      case '--domain':
        o.domain = value();
        break;
      case '--instance':
        o.instance = value();
        break;
      case '--start':
      case '--from':
        o.start = value();
        break;
      case '--graph':
      case '--grid':
        o.instanceFile = { flag: flag === '--grid' ? '--grid' : '--graph', path: value() };
        break;
      case '--diagonal':
        o.diagonal = true;
        break;
      case '--size':
        o.size = parseSize(value());
        break;
      case '--algorithm': {
        const a = value();
        if (!isAlgorithmId(a)) {
          throw new UsageError(`unknown algorithm "${a}" (one of ${ALGORITHMS.map((x) => x.id).join(', ')})`);
        }
        o.solve.algorithm = a;
        o.algorithmGiven = true;
        break;
      }
      case '--heuristic':
        o.heuristicText = value();
        o.heuristicGiven = true;
        break;
      case '--weight':
        o.solve.weight = number(0, false);
        break;
      case '--depth-limit':
        o.solve.depthLimit = number(0, true);
        break;
      case '--memory-limit':
        o.solve.memoryLimit = number(3, true);
        break;
      case '--goal-test': {
        const g = value() as GoalTest;
        if (!GOAL_TESTS.includes(g)) throw new UsageError(`--goal-test must be generation or expansion, got "${g}"`);
        o.solve.goalTest = g;
        break;
      }
      case '--max-iterations':
        o.solve.maxIterations = number(1, true);
        break;
      case '--sideways':
        o.solve.sideways = number(0, true);
        break;
      case '--restarts':
        o.solve.restarts = number(0, true);
        break;
      case '--temperature':
        o.solve.temperature = number(0, false);
        break;
      case '--cooling':
        o.solve.cooling = number(0, false);
        break;
      case '--beam-width':
        o.solve.beamWidth = number(1, true);
        break;
      case '--seed':
        o.solve.seed = number(-Number.MAX_SAFE_INTEGER, true);
        break;
      case '--max-expansions':
        budget.maxExpansions = number(1, true);
        break;
      case '--max-ms':
        budget.maxMs = number(1, false);
        break;
      case '--max-memory':
        budget.maxMemoryNodes = number(1, true);
        break;
      case '--json':
        o.json = true;
        break;
      case '--trace':
        o.trace = true;
        break;
      case '--stdin':
        o.stdin = true;
        break;
      default:
        throw new UsageError(`unknown option "${arg}" (try --help)`);
    }
  }
  if (o.domain !== PUZZLE_DOMAIN) return domainArgs(o);
  if (o.heuristicText !== undefined) {
    const h = o.heuristicText;
    if (!isHeuristicId(h)) throw new UsageError(`unknown heuristic "${h}" (one of ${HEURISTICS.join(', ')})`);
    o.solve.heuristic = h;
  }
  if (o.start !== undefined || o.instance !== undefined || o.instanceFile !== undefined || o.diagonal) {
    throw new UsageError(
      '--start, --instance, --graph, --grid and --diagonal are for another domain than the puzzle: give the board with --board',
    );
  }
  if (o.stdin && o.board !== undefined) throw new UsageError('give either --board or --stdin, not both');
  if (!o.stdin && o.board === undefined) throw new UsageError('no board: give --board "1 2 3 ..." or --stdin');
  o.solve.trace = o.trace ? 'all' : 'progress';
  return o;
}

/** The file flag each kind reads its instance from. */
const INSTANCE_FILE_FLAG: Readonly<Record<string, '--graph' | '--grid'>> = { 'road-map': '--graph', grid: '--grid' };

/** The flags of a search on another domain than the puzzle: a known kind and where its instance is. */
function domainArgs(o: CliOptions): CliOptions {
  const named = o.domain;
  const alias = Object.hasOwn(DOMAIN_ALIASES, named) ? DOMAIN_ALIASES[named] : undefined;
  if (alias !== undefined) o.domain = alias.kind;
  if (domainRow(o.domain) === undefined) throw new UsageError(unknownDomain(named).message);
  const puzzleOnly = ['--stdin', '--size'].filter((flag) => (flag === '--stdin' ? o.stdin : o.size !== undefined));
  if (puzzleOnly.length > 0)
    throw new UsageError(`${puzzleOnly.join(' and ')}: puzzle boards only, not the ${named} domain`);
  const file = o.instanceFile;
  if (file !== undefined && INSTANCE_FILE_FLAG[o.domain] !== file.flag) {
    throw new UsageError(`${file.flag} is not for the ${named} domain`);
  }
  if (alias?.instance !== undefined && (file !== undefined || o.instance !== undefined)) {
    throw new UsageError(`the ${named} domain is its own map: no --instance or file`);
  }
  if (named === 'graph' && file === undefined && o.instance === undefined) {
    throw new UsageError('no map: give --graph FILE with the graph domain');
  }
  if (file !== undefined && o.instance !== undefined) throw new UsageError(`give either --instance or ${file.flag}`);
  if (o.diagonal && o.domain !== 'grid') throw new UsageError(`--diagonal is for grids, not the ${named} domain`);
  o.instance ??= alias?.instance;
  o.start ??= o.board;
  o.solve.trace = o.trace ? 'all' : 'progress';
  return o;
}

/** The instance's text: --instance, or the file --graph or --grid names; a UsageError when it cannot be read. */
async function instanceText(o: CliOptions): Promise<string | null> {
  let text = o.instance ?? null;
  if (o.instanceFile !== undefined) {
    const { flag, path } = o.instanceFile;
    try {
      text = await readFile(path, 'utf8');
    } catch (e) {
      const why = (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));
      throw new UsageError(`${flag}: cannot read "${path}" (${why})`);
    }
  }
  // --diagonal stands for the grid text's own first line (gridFile.ts), whatever the file says.
  if (o.diagonal) text = `8-connected\n${splitConnectivity(text ?? '').body}`;
  return text;
}

/** A search on another domain than the puzzle, reported as solveOnDomain reports it. */
async function solveOnKind(o: CliOptions, io: CliIo): Promise<number> {
  let opener;
  let instance;
  try {
    opener = await loadDomain(o.domain);
    instance = await instanceText(o);
  } catch (e) {
    if (e instanceof UsageError) io.err(`frontier: ${e.message}`);
    else io.err(`frontier: the ${o.domain} domain could not be loaded: ${e instanceof Error ? e.message : String(e)}`);
    return EXIT.badInput;
  }
  const opened = opener(instance);
  if (!opened.ok) {
    const source = o.instanceFile === undefined ? 'bad instance' : o.instanceFile.path;
    io.err(`frontier: ${source}: ${opened.error.message}`);
    return EXIT.badInput;
  }
  const { domain } = opened;
  // What the instance itself poses (Arad to Bucharest, a grid's S and G) when no flag names it.
  const endpoints = domain.endpoints;
  const start = o.start ?? (endpoints === undefined ? undefined : domain.format(endpoints.start));
  const goal = o.goalGiven ? o.goal : endpoints === undefined ? undefined : domain.format(endpoints.goal);
  if (start === undefined || goal === undefined) {
    const [what, flags] = start === undefined ? ['start', '--from (or --start)'] : ['goal', '--to (or --goal)'];
    io.err(`frontier: no ${what}: give ${flags} with the ${o.domain} domain`);
    return EXIT.badInput;
  }
  const { heuristic: _puzzleId, ...rest } = o.solve;
  const options: DomainSolveOptions = o.heuristicText === undefined ? rest : { ...rest, heuristic: o.heuristicText };
  const onEvent = o.trace ? (event: SearchEvent) => io.out(traceLine(event)) : undefined;
  const report = solveOnDomain(domain, start, goal, options, onEvent);
  const { json } = report;
  if (o.json) io.out(JSON.stringify(json));
  else if ('error' in json) io.err(`frontier: ${String(json.field ?? 'bad input')}: ${String(json.error)}`);
  else for (const line of domainSummary(json)) io.out(line);
  return EXIT_OF_OUTCOME[report.outcome];
}

/** solveOnDomain's report in two lines of English. */
function domainSummary(json: Readonly<Record<string, unknown>>): string[] {
  const stats = `expanded ${String(json.expanded)}, generated ${String(json.generated)}`;
  if (json.solvable === true && Array.isArray(json.actions)) {
    const n = json.actions.length;
    const note = json.optimal === true ? 'cheapest' : 'not guaranteed cheapest';
    const states = (json.states as string[]).join(' -> ');
    return [`Solved at cost ${String(json.cost)} in ${n} step${n === 1 ? '' : 's'} (${note}): ${states}`, stats];
  }
  if (json.solvable === false) return [`Unsolvable: ${String(json.reason)}.`, stats];
  return [`No solution found: the ${String(json.limit)} limit was reached.`, stats];
}

function parseSize(text: string): { rows: number; cols: number } {
  const shape = readShape(text);
  if (!shape) throw new UsageError(`--size must look like 3x3 or 2x4, got "${text}"`);
  return shape;
}

/** The board and the puzzle, or a UsageError naming what is wrong with them. */
function readPuzzle(boardText: string, o: CliOptions): { puzzle: Puzzle; tiles: number[] } {
  const parsed = parseBoard(boardText, o.size);
  if (!parsed.ok) throw new UsageError(`bad board: ${parsed.error.message}`);
  const { rows, cols, tiles } = parsed.board;
  const kind = o.goal.trim();
  let goal: number[];
  if (isGoalKind(kind)) {
    goal = makeGoal(kind, rows, cols);
  } else {
    const g = parseBoard(o.goal, { rows, cols });
    if (!g.ok) throw new UsageError(`bad goal: ${g.error.message}`);
    goal = g.board.tiles;
  }
  return { puzzle: makePuzzle(rows, cols, goal), tiles };
}

/**
 * Pattern databases the board will use, loaded or built before the search asks for them: a build
 * here runs one worker thread a table (the search itself would build them one after another).
 * A board that cannot be read is left for `solveOne` to report.
 */
async function prepareTables(boardText: string, o: CliOptions): Promise<void> {
  let puzzle: Puzzle;
  try {
    ({ puzzle } = readPuzzle(boardText, o));
  } catch {
    return;
  }
  const solve = chooseDefaults(puzzle, o);
  if (solve.heuristic === 'pdb' && pdbSupported(puzzle)) await loadOrBuildPatternDatabasesInThreads(puzzle);
}

/** Solves one board; prints per the options; returns the exit code. Never throws on bad input. */
function solveOne(boardText: string, o: CliOptions, io: CliIo, batch: boolean): number {
  let puzzle: Puzzle;
  let tiles: number[];
  try {
    ({ puzzle, tiles } = readPuzzle(boardText, o));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    if (batch) io.out(JSON.stringify({ board: boardText, error: e.message }));
    else io.err(`frontier: ${e.message}`);
    return EXIT.badInput;
  }
  const solve = chooseDefaults(puzzle, o);
  const info = algorithmInfo(solve.algorithm)!;
  const heuristic: HeuristicId | null = info.usesHeuristic ? (solve.heuristic ?? DEFAULT_HEURISTIC) : null;
  const started = startSearch(puzzle, tiles, solve);
  const asJson = o.json || batch;
  const base = { board: tiles, size: `${puzzle.rows}x${puzzle.cols}`, goal: [...puzzle.goal] };

  if (!started.ok) {
    if (started.reason === 'unsolvable') {
      const reason = explainSolvability(started.report);
      if (asJson) io.out(JSON.stringify({ ...base, solvable: false, reason, report: started.report }));
      else io.out(`Unsolvable: ${formatBoard(tiles, puzzle.cols, 'rows')} can never reach the goal.\n${reason}`);
      return EXIT.unsolvable;
    }
    if (batch) io.out(JSON.stringify({ board: boardText, error: started.message }));
    else io.err(`frontier: ${started.message}`);
    return EXIT.badInput;
  }

  let final: FinalEvent | undefined;
  for (const event of started.search) {
    if (o.trace) io.out(traceLine(event));
    if (isFinal(event)) final = event;
  }
  if (!final) throw new Error('the search ended without a final event');
  const summary = {
    ...base,
    algorithm: solve.algorithm,
    heuristic,
    ...(takesOption(solve.algorithm, 'weight') ? { weight: solve.weight ?? 2 } : {}),
    ...(takesOption(solve.algorithm, 'goalTest') ? { goalTest: solve.goalTest ?? 'generation' } : {}),
    expanded: final.stats.expanded,
    generated: final.stats.generated,
    duplicates: final.stats.duplicates,
    peakFrontier: final.stats.peakFrontier,
    peakMemory: final.stats.peakMemory,
    ms: Math.round(final.stats.elapsedMs * 1000) / 1000,
  };

  if (final.type === 'solved') {
    const moved = movesAsTiles(puzzle, tiles, final.path) ?? [];
    if (asJson) {
      io.out(
        JSON.stringify({
          solvable: true,
          length: final.path.length,
          moves: final.path,
          tiles: moved,
          optimal: final.stats.optimal,
          ...summary,
        }),
      );
    } else {
      printSolution(io, puzzle, tiles, final, moved, solve.algorithm, heuristic);
      printStats(io, summary);
    }
    return EXIT.ok;
  }

  // No solution reached: a budget, the walk's iterations, the depth limit of DFS, or a local search stuck.
  if (final.type === 'exhausted' && final.stuck) {
    const message = `no solution found: the local search stopped (${final.stuck}); a solution may still exist`;
    if (asJson) io.out(JSON.stringify({ solvable: true, limit: 'stuck', stuck: final.stuck, message, ...summary }));
    else {
      io.out(`No solution found: ${message.slice('no solution found: '.length)}.`);
      printStats(io, summary);
    }
    return EXIT.limit;
  }
  const limit = final.type === 'limit' ? final.reason : final.depthLimit !== undefined ? 'depth' : 'exhausted';
  if (limit === 'exhausted') {
    // Only reachable if solvability and search disagree: say so plainly rather than guess.
    const reason = 'the search covered every reachable state without meeting the goal';
    if (asJson) io.out(JSON.stringify({ ...base, solvable: false, reason, ...summary }));
    else io.out(`Unsolvable: ${reason}.`);
    return EXIT.unsolvable;
  }
  const detail =
    limit === 'depth'
      ? `no solution within ${final.type === 'exhausted' ? final.depthLimit : '?'} moves (the DFS depth limit)`
      : limit === 'memory' && takesOption(solve.algorithm, 'memoryLimit')
        ? `no path to the goal fits in SMA*'s memory limit of ${solve.memoryLimit ?? DEFAULT_SMA_MEMORY_LIMIT} nodes`
        : `the ${limit} budget ran out before a solution`;
  if (asJson) {
    io.out(
      JSON.stringify({
        solvable: true,
        limit,
        ...(limit === 'depth' && final.type === 'exhausted' ? { depthLimit: final.depthLimit } : {}),
        message: detail,
        ...summary,
      }),
    );
  } else {
    io.out(`No solution found: ${detail}.`);
    printStats(io, summary);
  }
  return EXIT.limit;
}

/** The solver's options with the defaults for what the user left out (puzzleDefaults.ts). */
function chooseDefaults(puzzle: Puzzle, o: CliOptions): SolveOptions {
  return withPuzzleDefaults(puzzle, o.solve, { algorithm: o.algorithmGiven, heuristic: o.heuristicGiven });
}

function traceLine(event: SearchEvent): string {
  return JSON.stringify(event);
}

function printSolution(
  io: CliIo,
  puzzle: Puzzle,
  start: number[],
  final: Extract<FinalEvent, { type: 'solved' }>,
  moved: number[],
  algorithm: AlgorithmId,
  heuristic: HeuristicId | null,
): void {
  const info = algorithmInfo(algorithm);
  const name = info?.name ?? algorithm;
  const n = final.path.length;
  const by = heuristic ? `${name} with ${heuristic}` : name;
  const note = final.stats.optimal
    ? 'optimal'
    : info?.randomWalk
      ? 'a random walk, loops and all: not a shortest path'
      : info?.options.includes('memoryLimit')
        ? 'not guaranteed optimal: the memory limit cut paths that might be shorter'
        : 'not guaranteed optimal';
  io.out(`Solved in ${n} move${n === 1 ? '' : 's'} (${note}) by ${by}.`);
  if (n > 0) {
    io.out(`Blank moves: ${final.path.join(' ')}`);
    io.out(`Tiles moved: ${moved.join(' ')}`);
  }
  const boards = applyMoves(puzzle, start, final.path) ?? [];
  const shown = boards.length <= MAX_BOARDS_PRINTED + 1 ? boards : [];
  if (shown.length === 0) {
    io.out(`(${boards.length} boards not printed: use --json for the full move list)`);
  } else {
    const width = String(puzzle.rows * puzzle.cols - 1).length;
    shown.forEach((board, step) => {
      const label = step === 0 ? 'start' : `${step}: ${final.path[step - 1]} (tile ${moved[step - 1]})`;
      io.out('');
      io.out(label);
      for (let r = 0; r < puzzle.rows; r++) {
        const row = board.slice(r * puzzle.cols, (r + 1) * puzzle.cols);
        io.out('  ' + row.map((t) => (t === 0 ? '.' : String(t)).padStart(width)).join(' '));
      }
    });
    io.out('');
  }
}

function printStats(
  io: CliIo,
  s: {
    expanded: number;
    generated: number;
    duplicates: number;
    peakFrontier: number;
    peakMemory: number;
    ms: number;
    goalTest?: string;
  },
): void {
  io.out(
    `expanded ${s.expanded}, generated ${s.generated}, duplicates ${s.duplicates}, ` +
      `peak frontier ${s.peakFrontier}, peak memory ${s.peakMemory} nodes, ${s.ms} ms` +
      (s.goalTest ? ` (goal tested at ${s.goalTest})` : ''),
  );
}

/** Runs the command; resolves to the exit code. */
export async function runFrontier(argv: readonly string[], io: CliIo): Promise<number> {
  if (isTraceCommand(argv)) return runTraceCommand(argv, io);
  // `frontier solve ...` is `frontier ...`: the word the issue's examples and the docs use.
  if (argv[0] === 'solve') argv = argv.slice(1);
  let o: CliOptions | 'help';
  try {
    o = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`frontier: ${e.message}`);
    return EXIT.badInput;
  }
  if (o === 'help') {
    io.out(USAGE());
    return EXIT.ok;
  }
  if (o.domain !== PUZZLE_DOMAIN) return solveOnKind(o, io);
  // UCS, RBFS and SMA* are not imported with the others (src/core/solvers/lazySolvers.ts).
  await loadSolver(o.solve.algorithm);
  if (!o.stdin) {
    await prepareTables(o.board!, o);
    return solveOne(o.board!, o, io, false);
  }
  if (!io.lines) {
    io.err('frontier: --stdin is not available here');
    return EXIT.badInput;
  }
  let code: number = EXIT.ok;
  for await (const line of io.lines()) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue; // blank lines and comments
    await prepareTables(text, o);
    const c = solveOne(text, o, io, true);
    if (code === EXIT.ok) code = c;
  }
  return code;
}

/** The process's standard streams as a CliIo. */
export function processIo(): CliIo {
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    lines: () => createInterface({ input: process.stdin, crlfDelay: Infinity }),
  };
}

export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  // A reader that stops early (`frontier --trace | head`) closes the pipe: stop quietly, as
  // Unix tools do, instead of a stack trace about EPIPE.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  // Pattern databases are built once (seconds for 4x4) and kept in .cache/pdb for later runs.
  enablePdbFileCache();
  process.exitCode = await runFrontier(argv, processIo());
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) await main();
