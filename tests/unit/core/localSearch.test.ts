/**
 * Hill climbing, simulated annealing and beam search (src/core/solvers/local/): seeded runs
 * repeat exactly, each run ends visibly (solved, stuck with its reason, or the budget), a solved
 * path reaches the goal from the start board (a restart's scramble included), the options are
 * checked, and the replay reducer follows restarts and the kept path.
 */
import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { createReplayer } from '../../../src/core/replay';
import { runToEnd, startSearch } from '../../../src/core/solvers';
import { acceptance, temperatureAt } from '../../../src/core/solvers/local/annealing';
import { RESTART_SCRAMBLE } from '../../../src/core/solvers/local/hillClimbing';
import { events, reachesGoal, walkedBoard } from './solvers.helpers';

const P = makePuzzle(3, 3);
/** The lesson board (14 moves from the goal). */
const LESSON = [8, 1, 3, 4, 0, 2, 7, 6, 5];

/** Time is the one thing two runs cannot share. */
const timeless = (log: SearchEvent[]) =>
  log.map((e) => ('stats' in e ? { ...e, stats: { ...e.stats, elapsedMs: 0 } } : e));

describe('local search', () => {
  it.each(['hill', 'anneal', 'beam'] as const)('%s repeats the same run for the same seed', (algorithm) => {
    const options = { algorithm, heuristic: 'manhattan' as const, seed: 9, restarts: 5, sideways: 5 };
    expect(timeless(events(P, LESSON, options))).toEqual(timeless(events(P, LESSON, options)));
  });

  it('annealing with another seed takes another walk', () => {
    const a = timeless(events(P, LESSON, { algorithm: 'anneal', heuristic: 'manhattan', seed: 1 }));
    const b = timeless(events(P, LESSON, { algorithm: 'anneal', heuristic: 'manhattan', seed: 2 }));
    expect(a).not.toEqual(b);
  });

  it('steepest ascent without sideways moves stops at a local minimum or a plateau, and says so', () => {
    const reasons = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const start = walkedBoard(P, 30, seed);
      const { final } = runToEnd(P, start, { algorithm: 'hill', heuristic: 'misplaced', seed });
      if (final.type === 'solved') expect(reachesGoal(P, start, final.path)).toBe(true);
      else if (final.type === 'exhausted') reasons.add(final.stuck ?? 'none');
    }
    // Misplaced tiles has plateaus (a move may leave h as it was); both endings turn up.
    expect([...reasons].sort()).toEqual(['local-minimum', 'plateau']);
  });

  it('with Manhattan distance there are no sideways moves: every move changes h by one', () => {
    const log = events(P, LESSON, { algorithm: 'hill', heuristic: 'manhattan', sideways: 100, restarts: 3 });
    const moves = log.filter((e): e is Extract<SearchEvent, { type: 'move' }> => e.type === 'move');
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(m.delta).toBe(-1);
  });

  it('random restarts scramble the start board, and a solved path still starts at the start board', () => {
    let sawSolvedAfterRestart = false;
    for (let seed = 1; seed <= 60 && !sawSolvedAfterRestart; seed++) {
      const start = walkedBoard(P, 40, seed);
      const log = events(P, start, { algorithm: 'hill', heuristic: 'manhattan', restarts: 20, seed });
      const final = log[log.length - 1];
      const restarts = log.filter((e) => e.type === 'restart');
      for (const r of restarts) if (r.type === 'restart') expect(r.scramble).toBe(RESTART_SCRAMBLE);
      if (final.type === 'solved' && restarts.length > 0) {
        sawSolvedAfterRestart = true;
        expect(reachesGoal(P, start, final.path)).toBe(true);
        expect(final.path.length).toBeGreaterThanOrEqual(RESTART_SCRAMBLE);
      }
      if (final.type === 'exhausted') expect(final.stuck).toBe('out-of-restarts');
    }
    expect(sawSolvedAfterRestart).toBe(true);
  });

  it('annealing follows T(t) = T0 * alpha^t and freezes below 0.01', () => {
    expect(temperatureAt(2, 0.5, 3)).toBeCloseTo(0.25);
    expect(acceptance(-1, 0.1)).toBe(1);
    expect(acceptance(2, 1)).toBeCloseTo(Math.exp(-2));
    const log = events(P, walkedBoard(P, 60, 3), {
      algorithm: 'anneal',
      heuristic: 'manhattan',
      temperature: 1,
      cooling: 0.9,
      seed: 3,
    });
    const final = log[log.length - 1];
    // 1 * 0.9^t < 0.01 from t = 44: at most 44 steps.
    if (final.type === 'exhausted') expect(final.stuck).toBe('frozen');
    expect(final.type === 'solved' || final.type === 'exhausted').toBe(true);
    for (const e of log) {
      if (e.type !== 'move') continue;
      expect(e.temperature).toBeGreaterThanOrEqual(0.01);
      expect(e.probability).toBeCloseTo(e.delta <= 0 ? 1 : Math.exp(-e.delta / e.temperature!));
      if (e.kind === 'worse') expect(e.delta).toBeGreaterThan(0);
    }
  });

  it('beam search of width 1 on the lesson board solves or empties its beam; a wide beam solves it', () => {
    const narrow = runToEnd(P, LESSON, { algorithm: 'beam', heuristic: 'manhattan', beamWidth: 1 }).final;
    expect(['solved', 'exhausted']).toContain(narrow.type);
    const wide = runToEnd(P, LESSON, { algorithm: 'beam', heuristic: 'manhattan', beamWidth: 50 }).final;
    expect(wide.type).toBe('solved');
    if (wide.type === 'solved') expect(reachesGoal(P, LESSON, wide.path)).toBe(true);
  });

  it('every run ends within its budget (steps and expansions)', () => {
    for (const algorithm of ['hill', 'anneal', 'beam'] as const) {
      const { final } = runToEnd(P, walkedBoard(P, 60, 2), {
        algorithm,
        heuristic: 'misplaced',
        sideways: 10_000,
        restarts: 10_000,
        cooling: 0.999999,
        beamWidth: 2,
        maxIterations: 25,
      });
      if (final.type === 'limit') expect(final.stats.expanded).toBe(25);
      expect(final.stats.expanded).toBeLessThanOrEqual(25);
    }
  });

  it.each([
    [{ sideways: -1 }, 'sideways must be a whole number from 0'],
    [{ restarts: 1.5 }, 'restarts must be a whole number from 0'],
    [{ beamWidth: 0 }, 'beamWidth must be a whole number from 1'],
    [{ temperature: 0 }, 'temperature must be a number above 0'],
    [{ cooling: 1 }, 'cooling must be a number strictly between 0 and 1'],
  ])('refuses %o with a clear message', (bad, message) => {
    const started = startSearch(P, LESSON, { algorithm: 'hill', heuristic: 'manhattan', ...bad });
    expect(started.ok).toBe(false);
    if (!started.ok && started.reason === 'invalid') expect(started.message).toContain(message);
  });

  it('the replayer follows restarts: the counters end as the solver counted', () => {
    for (const algorithm of ['hill', 'anneal', 'beam'] as const) {
      const log = events(P, walkedBoard(P, 40, 11), {
        algorithm,
        heuristic: 'manhattan',
        restarts: 6,
        sideways: 3,
        seed: 4,
      });
      const replayer = createReplayer();
      replayer.append(log);
      const view = replayer.seek(log.length);
      const final = log[log.length - 1];
      if (!('stats' in final)) throw new Error('no final event');
      expect(view.counters.expanded).toBe(final.stats.expanded);
      expect(view.counters.generated).toBe(final.stats.generated);
      expect(view.counters.peakMemory).toBe(final.stats.peakMemory);
    }
  });
});
