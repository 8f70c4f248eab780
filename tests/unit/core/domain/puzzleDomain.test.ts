/**
 * The sliding puzzle as a domain loses nothing: its parse errors are the board parser's, its
 * steps are the blank's legal moves at cost 1, its keys the solvers' codec, its heuristics the
 * five estimates with their facts, and a search on it runs the kernels, event for event as
 * startSearch does.
 */
import { describe, expect, it } from 'vitest';
import { PUZZLE_DOMAIN, puzzleDomain, walkActions } from '../../../../src/core/domain';
import { makeHeuristic } from '../../../../src/core/heuristics';
import { parseBoard } from '../../../../src/core/parse';
import { applyMove, legalMoves, makeGoal, makePuzzle } from '../../../../src/core/puzzle';
import type { SearchEvent } from '../../../../src/core/events';
import { startSearch } from '../../../../src/core/solvers';
import { solversFor, startDomainSearch } from '../../../../src/core/solvers/domainSearch';
import { makeCodec } from '../../../../src/core/stateKey';
import { walkedBoard } from '../solvers.helpers';

const domain = puzzleDomain(3, 3);
const puzzle = makePuzzle(3, 3);
const start = walkedBoard(puzzle, 30, 5);

describe('the sliding puzzle domain', () => {
  it('is one shared domain per shape, run on the kernels', () => {
    expect(puzzleDomain(3, 3)).toBe(domain);
    expect(domain.kind).toBe(PUZZLE_DOMAIN);
    expect(domain.unitCosts).toBe(true);
    expect(solversFor(domain)).toBe('kernels');
  });

  it.each(['1 2 3 4 5 6 7 8', '1 2 3 4 5 6 7 8 8', '1 2 x 4 5 6 7 8 0', '', '1 2 3 / 4 5 6 / 7 8 0 9'])(
    'refuses %j with the board parser’s own error',
    (text) => {
      const parsed = domain.parse(text);
      const board = parseBoard(text, { rows: 3, cols: 3 });
      expect(board.ok).toBe(false);
      expect(parsed).toEqual(board);
    },
  );

  it('reads what it writes, and keys states with the solvers’ codec', () => {
    const text = domain.format(start);
    expect(domain.parse(text)).toEqual({ ok: true, state: start });
    const codec = makeCodec(3, 3);
    expect(domain.key(start)).toBe(codec.encode(start));
    expect(domain.state(domain.key(start))).toEqual(start);
  });

  it('steps are the legal blank moves, in order, each costing 1; the inverse undoes each', () => {
    for (const board of [start, puzzle.goal, walkedBoard(puzzle, 7, 2)]) {
      const steps = [...domain.successors(board)];
      expect(steps.map((s) => s.action)).toEqual(legalMoves(puzzle, board));
      for (const s of steps) {
        expect(s.cost).toBe(1);
        expect(s.state).toEqual(applyMove(puzzle, board, s.action));
        expect(applyMove(puzzle, s.state, domain.inverse!(board, s.action, s.state))).toEqual(board);
      }
    }
  });

  it('offers the five heuristics with their facts, estimating as the heuristics module does', () => {
    expect(domain.defaultHeuristic).toBe('linear-conflict');
    const facts = domain.heuristics.map(({ id, admissible, consistent }) => [id, admissible, consistent]);
    expect(facts).toEqual([
      ['misplaced', true, true],
      ['manhattan', true, true],
      ['linear-conflict', true, true],
      ['walking-distance', true, true],
      ['pdb', true, false],
    ]);
    const spiral = makeGoal('spiral', 3, 3);
    for (const h of domain.heuristics.filter((x) => x.id !== 'pdb')) {
      expect(h.available(spiral)).toBe(true);
      const reference = makeHeuristic(h.id, { rows: 3, cols: 3, goal: spiral });
      expect(h.make(spiral)(start)).toBe(reference.estimate(start));
    }
  });

  it('describes a board in words, with the facts to translate it', () => {
    const d = domain.describe([1, 2, 3, 4, 0, 5, 6, 7, 8]);
    expect(d.text).toBe('1 2 3 / 4 blank 5 / 6 7 8; the blank is in row 2, column 2');
    expect(d.facts).toEqual({ board: '1 2 3 / 4 blank 5 / 6 7 8', blankRow: 2, blankCol: 2 });
  });

  it.each(['astar', 'bfs', 'idastar'] as const)(
    '%s through the domain is startSearch, event for event',
    (algorithm) => {
      const options = { algorithm, heuristic: 'manhattan', budget: { maxExpansions: 5000 } };
      const near = walkedBoard(puzzle, 12, 5);
      const viaDomain = startDomainSearch(domain, near, puzzle.goal, options);
      const direct = startSearch(puzzle, near, { ...options, heuristic: 'manhattan' });
      if (!viaDomain.ok || !direct.ok) throw new Error('refused');
      const timeless = (events: SearchEvent[]) =>
        events.map((e) => ('stats' in e ? { ...e, stats: { ...e.stats, elapsedMs: 0 } } : e));
      const events = timeless([...viaDomain.search]);
      expect(events).toEqual(timeless([...direct.search]));
      const final = events[events.length - 1];
      expect(final.type === 'solved' && walkActions(domain, near, final.path)?.states.at(-1)).toEqual(puzzle.goal);
    },
  );

  it('refuses an unsolvable board with the parity report, as startSearch does', () => {
    const swapped = [2, 1, 3, 4, 5, 6, 7, 8, 0];
    const started = startDomainSearch(domain, swapped, puzzle.goal, { algorithm: 'astar' });
    expect(started).toMatchObject({ ok: false, reason: 'unsolvable' });
  });
});
