import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlgorithmId, HeuristicId } from '../../../src/core/events';
import { HEURISTIC_IDS, heuristicSupported } from '../../../src/core/heuristics';
import { goalBlankLast, makeGoal, makePuzzle } from '../../../src/core/puzzle';
import { checkSolvability } from '../../../src/core/solvability';
import {
  DEFAULT_LOCAL,
  DEFAULT_SETUP,
  MAX_RECORDED_EVENTS,
  MODES,
  type LocalRunSettings,
} from '../../../src/core/setups';
import { isLocalSearch } from '../../../src/core/solvers/algorithms';
import type { GoalTest } from '../../../src/core/solvers/types';
import {
  ALGORITHM_IDS,
  MAX_QUERY_CHARS,
  MAX_VALUE_CHARS,
  PARAM_NAMES,
  readScenario,
  writeScenario,
  type Scenario,
} from '../../../src/links';

const permutation = (n: number) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n });

/** A board and goal of one shape: the goal is a named one or any permutation. */
const boardArb = fc
  .record({ rows: fc.integer({ min: 2, max: 5 }), cols: fc.integer({ min: 2, max: 5 }) })
  .chain(({ rows, cols }) =>
    fc.record({
      rows: fc.constant(rows),
      cols: fc.constant(cols),
      start: permutation(rows * cols),
      goal: fc.oneof(
        fc.constantFrom('blank-last', 'blank-first', 'spiral').map((k) => makeGoal(k as never, rows, cols)),
        permutation(rows * cols),
      ),
    }),
  );

/** Makes a board solvable by swapping its first two tiles when its parity is wrong. */
function solvable(rows: number, cols: number, goal: number[], start: number[]): number[] {
  if (checkSolvability(makePuzzle(rows, cols, goal), start).solvable) return start;
  const out = start.slice();
  const [a, b] = out.flatMap((t, i) => (t === 0 ? [] : [i])).slice(0, 2);
  [out[a], out[b]] = [out[b], out[a]];
  return out;
}

/** Local search settings as a link writes them (T0 in hundredths, alpha in thousandths). */
const localArb = fc.record({
  seed: fc.integer({ min: 0, max: 99_999 }),
  sideways: fc.integer({ min: 0, max: 10_000 }),
  restarts: fc.integer({ min: 0, max: 10_000 }),
  temperature: fc.integer({ min: 1, max: 100_000 }).map((n) => n / 100),
  cooling: fc.integer({ min: 1, max: 999 }).map((n) => n / 1000),
  beamWidth: fc.integer({ min: 1, max: 10_000 }),
});

/** What a link keeps of `l` for `algorithm`: the settings it uses, the defaults for the rest. */
function usedLocal(algorithm: AlgorithmId, l: LocalRunSettings): LocalRunSettings {
  const d = DEFAULT_LOCAL;
  if (algorithm === 'hill') return { ...d, seed: l.seed, sideways: l.sideways, restarts: l.restarts };
  if (algorithm === 'anneal') return { ...d, seed: l.seed, temperature: l.temperature, cooling: l.cooling };
  return { ...d, beamWidth: l.beamWidth };
}

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    mode: fc.constantFrom(...MODES),
    board: boardArb,
    algorithm: fc.constantFrom(...ALGORITHM_IDS),
    heuristicPick: fc.nat(),
    weight: fc.double({ min: 1, max: 10, noNaN: true }),
    depthLimit: fc.integer({ min: 1, max: 80 }),
    maxExpansions: fc.integer({ min: 1, max: 5_000_000 }),
    step: fc.integer({ min: 1, max: MAX_RECORDED_EVENTS }),
    local: localArb,
    atExpansion: fc.boolean(),
  })
  .map(({ mode, board, algorithm, heuristicPick, weight, depthLimit, maxExpansions, step, local, atExpansion }) => {
    const { rows, cols, goal } = board;
    if (mode === 'play') {
      return { mode, play: { rows, cols, goal, tiles: solvable(rows, cols, goal, board.start) } };
    }
    const puzzle = makePuzzle(rows, cols, goal);
    const supported = HEURISTIC_IDS.filter((h) => heuristicSupported(h, puzzle));
    const heuristic: HeuristicId = supported[heuristicPick % supported.length];
    const setup = {
      rows,
      cols,
      goal,
      start: board.start,
      algorithm,
      heuristic,
      weight,
      depthLimit,
      maxExpansions,
      // A local search's settings: the ones its algorithm uses (the others are not written).
      ...(isLocalSearch(algorithm) ? { local: usedLocal(algorithm, local) } : {}),
      // BFS's goal test: at expansion is written; at generation is what no parameter means.
      ...(algorithm === 'bfs' && atExpansion ? { goalTest: 'expansion' as const } : {}),
    };
    return mode === 'visualize' ? { mode, setup, step } : { mode, setup };
  });

describe('links: writing then reading gives the same scenario', () => {
  it('round-trips every mode, size, goal, algorithm and option (property)', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const read = readScenario(writeScenario(scenario));
        expect(read.ignored).toEqual([]);
        expect(read.scenario).toEqual(scenario);
      }),
      { numRuns: 400 },
    );
  });

  it('writes a readable query a teacher can edit', () => {
    const query = writeScenario({ mode: 'visualize', setup: DEFAULT_SETUP, step: 57 });
    expect(query).toBe(
      '?mode=visualize&size=3x3&board=8,1,3/4,0,2/7,6,5&goal=blank-last&algorithm=astar&heuristic=manhattan' +
        '&weight=2&depth=20&budget=200000&step=57',
    );
  });

  it('reads the hand-written forms the parser accepts, a whole URL, and + as a space', () => {
    const read = readScenario('https://example.org/frontier/?board=1+2+3+4+5+6+7+0+8&algorithm=bfs#ignored');
    expect(read.ignored).toEqual([]);
    expect(read.scenario?.setup?.start).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 8]);
    expect(read.scenario?.setup?.algorithm).toBe('bfs');
    expect(read.scenario?.mode).toBe('visualize');
  });

  it('uses the size to read a flat rectangular board', () => {
    const read = readScenario('?size=3x4&board=1,2,3,4,5,6,7,8,9,10,0,11');
    expect(read.ignored).toEqual([]);
    expect(read.scenario?.setup).toMatchObject({ rows: 3, cols: 4, goal: goalBlankLast(3, 4) });
  });

  it('a custom goal travels as tiles', () => {
    const goal = [8, 7, 6, 5, 4, 3, 2, 1, 0];
    const query = writeScenario({ mode: 'play', play: { rows: 3, cols: 3, goal, tiles: [8, 7, 6, 5, 4, 3, 2, 0, 1] } });
    expect(query).toContain('goal=8,7,6/5,4,3/2,1,0');
    expect(readScenario(query).scenario?.play?.goal).toEqual(goal);
  });
});

describe('links: garbage never throws and falls back to defaults, naming what was ignored', () => {
  const validScenario = (s: Scenario | null) => {
    if (!s) return;
    expect(MODES).toContain(s.mode);
    for (const b of [s.setup && { ...s.setup, tiles: s.setup.start }, s.play]) {
      if (!b) continue;
      const n = b.rows * b.cols;
      expect([...b.tiles].sort((x, y) => x - y)).toEqual([...Array(n).keys()]);
      expect([...b.goal].sort((x, y) => x - y)).toEqual([...Array(n).keys()]);
    }
    if (s.setup) {
      expect(heuristicSupported(s.setup.heuristic, makePuzzle(s.setup.rows, s.setup.cols, s.setup.goal))).toBe(true);
      expect(ALGORITHM_IDS).toContain(s.setup.algorithm);
    }
    if (s.play)
      expect(checkSolvability(makePuzzle(s.play.rows, s.play.cols, s.play.goal), s.play.tiles).solvable).toBe(true);
    // What was read is itself a clean link.
    expect(readScenario(writeScenario(s))).toEqual({ scenario: s, ignored: [] });
  };

  it('any text at all (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const read = readScenario(text);
        validScenario(read.scenario);
      }),
      { numRuns: 500 },
    );
  });

  it('known names with arbitrary values (property)', () => {
    const pair = fc.tuple(fc.constantFrom(...PARAM_NAMES, 'x', ''), fc.string({ maxLength: 40 }));
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 12 }), (pairs) => {
        const query = '?' + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const read = readScenario(query);
        validScenario(read.scenario);
        for (const i of read.ignored) expect(typeof i.reason).toBe('string');
      }),
      { numRuns: 500 },
    );
  });

  it('broken percent escapes, empty names and lone keys', () => {
    const read = readScenario('?%E0%A4%A=1&&=&board&mode=%');
    expect(read.ignored.map((i) => i.reason)).toContain('unknown');
    expect(read.ignored.find((i) => i.name === 'mode')?.reason).toBe('malformed');
    expect(read.ignored.find((i) => i.name === 'board')?.error?.code).toBe('empty');
    validScenario(read.scenario);
  });

  it('a script tag is only text: the name is reported, nothing is applied', () => {
    const read = readScenario('?%3Cscript%3Ealert(1)%3C%2Fscript%3E=1&board=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(read.ignored).toEqual([
      { name: '<script>alert(1)</script>', value: '1', reason: 'unknown' },
      expect.objectContaining({ name: 'board', reason: 'malformed', value: '<img src=x onerror=alert(1)>' }),
    ]);
    expect(read.scenario?.setup?.start).toEqual(DEFAULT_SETUP.start);
  });

  it('a huge value is refused and clipped in the report; a huge link is refused whole', () => {
    const big = '1,'.repeat(MAX_VALUE_CHARS);
    const read = readScenario(`?board=${big}&algorithm=bfs`);
    expect(read.ignored).toEqual([{ name: 'board', value: expect.stringMatching(/…$/), reason: 'too-long' }]);
    expect(read.ignored[0].value.length).toBeLessThan(80);
    expect(read.scenario?.setup?.algorithm).toBe('bfs');

    const huge = readScenario(`?board=1&x=${'a'.repeat(MAX_QUERY_CHARS)}`);
    expect(huge.scenario).toBeNull();
    expect(huge.ignored).toEqual([{ name: '', value: '', reason: 'link-too-long', count: expect.any(Number) }]);
  });

  it('numbers: out of range, malformed, exponent forms', () => {
    const read = readScenario('?weight=11&depth=0&budget=2e5&step=-3&algorithm=wastar');
    const reasons = Object.fromEntries(read.ignored.map((i) => [i.name, i.reason]));
    expect(reasons).toEqual({
      weight: 'out-of-range',
      depth: 'out-of-range',
      budget: 'malformed',
      step: 'out-of-range',
    });
    expect(read.scenario?.setup).toMatchObject({
      algorithm: 'wastar',
      weight: DEFAULT_SETUP.weight,
      depthLimit: DEFAULT_SETUP.depthLimit,
      maxExpansions: DEFAULT_SETUP.maxExpansions,
    });
    expect(read.scenario?.step).toBeUndefined();
  });

  it('a duplicated parameter: the first one counts', () => {
    const read = readScenario('?algorithm=bfs&algorithm=dfs');
    expect(read.scenario?.setup?.algorithm).toBe('bfs');
    expect(read.ignored).toEqual([{ name: 'algorithm', value: 'dfs', reason: 'duplicate' }]);
  });

  it('the duplicated tile of a bad board is named by the parser error', () => {
    const read = readScenario('?board=1,2,3/4,5,5/7,8,0');
    expect(read.ignored[0]).toMatchObject({
      name: 'board',
      reason: 'malformed',
      error: { code: 'duplicate-tile', tile: 5 },
    });
  });

  it('size and board disagree: the board wins and the size is reported', () => {
    const read = readScenario('?size=4x4&board=1,2,3/4,5,6/7,0,8');
    expect(read.scenario?.setup).toMatchObject({ rows: 3, cols: 3, start: [1, 2, 3, 4, 5, 6, 7, 0, 8] });
    expect(read.ignored).toEqual([{ name: 'size', value: '4x4', reason: 'mismatch' }]);
  });

  it('a heuristic the board does not support is dropped', () => {
    // Pattern databases stop at 16 cells (see src/core/pdb): never available on 5x5.
    const read = readScenario(`?board=${[...Array(24).keys()].map((t) => t + 1).join(',')},0&heuristic=pdb`);
    expect(read.ignored).toEqual([{ name: 'heuristic', value: 'pdb', reason: 'unsupported' }]);
    expect(read.scenario?.setup?.heuristic).toBe('manhattan');
  });

  it('play mode: an unsolvable board is refused, run options are not used', () => {
    const read = readScenario('?mode=play&board=2,8,3/1,6,4/7,0,5&goal=blank-last&algorithm=bfs');
    expect(read.scenario).toEqual({ mode: 'play' });
    expect(read.ignored.map((i) => [i.name, i.reason])).toEqual([
      ['algorithm', 'not-used'],
      ['board', 'unsolvable'],
    ]);
    const spiral = readScenario('?mode=play&board=2,8,3/1,6,4/7,0,5&goal=spiral');
    expect(spiral.ignored).toEqual([]);
    expect(spiral.scenario?.play?.goal).toEqual(makeGoal('spiral', 3, 3));
  });

  it('only unknown parameters: nothing to apply, but they are named', () => {
    const read = readScenario('?utm_source=mail&foo');
    expect(read.scenario).toBeNull();
    expect(read.ignored.map((i) => i.name)).toEqual(['utm_source', 'foo']);
  });

  it('nothing at all: nothing to apply, nothing to report', () => {
    expect(readScenario('')).toEqual({ scenario: null, ignored: [] });
    expect(readScenario('?')).toEqual({ scenario: null, ignored: [] });
  });
});

describe('links: compare mode carries its panes and its clock', () => {
  const paneArb = fc.record({
    algorithm: fc.constantFrom(...ALGORITHM_IDS),
    heuristic: fc.constantFrom<HeuristicId>('misplaced', 'manhattan', 'linear-conflict'),
    weight: fc.integer({ min: 1, max: 10 }),
    depthLimit: fc.integer({ min: 1, max: 80 }),
    seed: fc.integer({ min: 0, max: 99_999 }),
    memoryLimit: fc.integer({ min: 3, max: 1_000_000 }),
    goalTest: fc.constantFrom<GoalTest>('generation', 'expansion'),
    local: localArb,
  });

  it('round-trips the board, the budget, two to four panes and the clock (property)', () => {
    fc.assert(
      fc.property(
        boardArb,
        fc.array(paneArb, { minLength: 2, maxLength: 4 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: MAX_RECORDED_EVENTS }),
        (board, panes, maxExpansions, step) => {
          const start = solvable(board.rows, board.cols, board.goal, board.start);
          // A local pane holds its settings (seed apart) as the ones its algorithm uses.
          const held = panes.map(({ local, ...p }) => {
            if (!isLocalSearch(p.algorithm)) return p;
            const { seed, ...rest } = usedLocal(p.algorithm, { ...local, seed: p.seed });
            return { ...p, seed: p.algorithm === 'beam' ? 1 : seed, local: rest };
          });
          const compare = { rows: board.rows, cols: board.cols, goal: board.goal, start, maxExpansions, panes: held };
          const read = readScenario(writeScenario({ mode: 'compare', compare, step }));
          expect(read.ignored).toEqual([]);
          // Options a pane's algorithm does not use are not written: they come back as defaults.
          const normal = held.map((p) => ({
            algorithm: p.algorithm,
            heuristic: ['greedy', 'astar', 'wastar', 'idastar', 'rbfs', 'smastar', 'hill', 'anneal', 'beam'].includes(
              p.algorithm,
            )
              ? p.heuristic
              : 'manhattan',
            weight: p.algorithm === 'wastar' ? p.weight : 2,
            depthLimit: p.algorithm === 'dfs' ? p.depthLimit : 20,
            seed: ['random', 'hill', 'anneal'].includes(p.algorithm) ? p.seed : 1,
            ...(p.algorithm === 'smastar' ? { memoryLimit: p.memoryLimit } : {}),
            ...(p.algorithm === 'bfs' && p.goalTest === 'expansion' ? { goalTest: p.goalTest } : {}),
            ...('local' in p ? { local: p.local } : {}),
          }));
          expect(read.scenario).toEqual({ mode: 'compare', compare: { ...compare, panes: normal }, step });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("BFS's goal test: `bfs:expansion` in a pane, `goaltest=expansion` in a run; anything else is refused by name", () => {
    const pane = { algorithm: 'bfs' as const, heuristic: 'manhattan' as const, weight: 2, depthLimit: 20, seed: 1 };
    const compare = { ...DEFAULT_SETUP, panes: [{ ...pane, goalTest: 'expansion' as const }, pane] };
    expect(writeScenario({ mode: 'compare', compare, step: 3 })).toContain('panes=bfs:expansion;bfs&step=3');
    expect(readScenario('?mode=compare&panes=bfs:generation;bfs:expansion').scenario?.compare?.panes).toEqual([
      pane,
      { ...pane, goalTest: 'expansion' },
    ]);
    expect(readScenario('?mode=compare&panes=astar:expansion;bfs').ignored.map((i) => i.name)).toEqual(['panes']);
    const run = { ...DEFAULT_SETUP, algorithm: 'bfs' as const, goalTest: 'expansion' as const };
    const query = writeScenario({ mode: 'visualize', setup: run, step: 5 });
    expect(query).toContain('&algorithm=bfs&');
    expect(query).toContain('&goaltest=expansion&');
    expect(readScenario(query).scenario?.setup).toEqual(run);
    // At generation is the default: read, and not written back.
    const generation = readScenario('?algorithm=bfs&goaltest=generation');
    expect(generation.ignored).toEqual([]);
    expect(generation.scenario?.setup?.goalTest).toBeUndefined();
    // Another algorithm has no choice: the parameter is read and dropped, never written.
    const astar = readScenario('?algorithm=astar&goaltest=expansion');
    expect(astar.scenario?.setup?.goalTest).toBeUndefined();
    expect(writeScenario(astar.scenario!)).not.toContain('goaltest');
    const bad = readScenario('?algorithm=bfs&goaltest=sometimes');
    expect(bad.ignored).toEqual([expect.objectContaining({ name: 'goaltest', reason: 'malformed' })]);
    expect(bad.scenario?.setup?.goalTest).toBeUndefined();
  });

  it('writes readable panes, and refuses malformed ones by name', () => {
    const compare = {
      ...DEFAULT_SETUP,
      panes: [
        { algorithm: 'bfs' as const, heuristic: 'manhattan' as const, weight: 2, depthLimit: 20, seed: 1 },
        { algorithm: 'wastar' as const, heuristic: 'linear-conflict' as const, weight: 3, depthLimit: 20, seed: 1 },
      ],
    };
    expect(writeScenario({ mode: 'compare', compare, step: 9 })).toContain(
      'panes=bfs;wastar:linear-conflict:w3&step=9',
    );
    for (const bad of ['bfs', 'bfs;nope', 'bfs;astar:zzz', 'a;b;c;d;e', 'astar:w99;bfs']) {
      const read = readScenario(`?mode=compare&panes=${bad}`);
      expect(
        read.ignored.map((i) => i.name),
        bad,
      ).toContain('panes');
      expect(read.scenario?.compare).toBeUndefined();
    }
  });
});
