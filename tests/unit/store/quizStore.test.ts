/**
 * The quiz: the choices hold the node the solver really takes next, drawn with others from the
 * whole frontier in an order that does not give it away; ties are counted over the whole frontier
 * exactly as the core orders it; the score counts right answers, and an IDA* restart is not scored.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlgorithmId, NodeInfo } from '../../../src/core/events';
import { frontierOrder } from '../../../src/core/solvers';
import { algorithmInfo } from '../../../src/core/solvers/algorithms';
import { quizChoices } from '../../../src/store/quizQuestions';
import { QUIZ_CHOICES, QUIZ_CHOICES_PROJECTOR, loadQuizQuestions, useQuizStore } from '../../../src/store/quizStore';
import { ageDecides, answeredAges, generationOrder, quizAges } from '../../../src/store/quizAges';
import { useUiStore } from '../../../src/store/uiStore';
import { DEFAULT_SETUP, useRunStore } from '../../../src/store/runStore';

const LESSON = { ...DEFAULT_SETUP, start: [8, 1, 3, 4, 0, 2, 7, 6, 5] };

function startQuiz(algorithm: AlgorithmId) {
  useRunStore.getState().load({ ...LESSON, algorithm });
  useQuizStore.getState().resetScore();
  if (!useQuizStore.getState().enabled) useQuizStore.getState().toggle();
  else useQuizStore.getState().prepare();
}

/** The whole frontier, copied (the view may be reused by the next step). */
function frontierNow(): NodeInfo[] {
  const f = useRunStore.getState().view!.frontier;
  return f.slice(0, f.size);
}

// The questions load with the quiz in the page; here once, so the actions below run at once.
beforeAll(loadQuizQuestions);

beforeEach(() => {
  if (useQuizStore.getState().enabled) useQuizStore.getState().toggle();
});

describe.each(['bfs', 'astar', 'greedy'] as const)('quiz with %s', (algorithm) => {
  it('offers the real next node among distinct, stable choices, and counts ties over the whole frontier', () => {
    startQuiz(algorithm);
    const positions = new Set<number>();
    let tiesSeen = 0;
    for (let q = 0; q < 25 && !useRunStore.getState().view!.final; q++) {
      const frontier = frontierNow();
      const choices = quizChoices();
      expect(choices).toHaveLength(Math.min(QUIZ_CHOICES, frontier.length));
      expect(new Set(choices.map((n) => n.id)).size).toBe(choices.length);
      expect(quizChoices().map((n) => n.id)).toEqual(choices.map((n) => n.id)); // the same on every render
      // The core's own order says who goes next; it must be offered.
      const expected = [...frontier].sort(frontierOrder(algorithm))[0];
      const at = choices.findIndex((n) => n.id === expected.id);
      expect(at).toBeGreaterThanOrEqual(0);
      positions.add(at);

      useQuizStore.getState().answer(choices[(at + 1) % choices.length]);
      const r = useQuizStore.getState().result!;
      expect(r.answer?.id).toBe(expected.id);
      const primary = (n: NodeInfo) => (algorithm === 'greedy' ? n.h : algorithm === 'bfs' ? n.g : n.f);
      const secondary = (n: NodeInfo) => (algorithm === 'greedy' ? n.g : n.h);
      const tied = frontier.filter((n) => primary(n) === primary(expected));
      expect(r.tiedPrimary).toBe(tied.length);
      expect(r.tiedSecondary).toBe(
        algorithm === 'bfs' ? 0 : tied.filter((n) => secondary(n) === secondary(expected)).length,
      );
      if (tied.length > 1) tiesSeen++;
      useQuizStore.getState().next();
    }
    // Over 25 questions the answer does not sit in one place (it did: first in BFS, always).
    expect(positions.size).toBeGreaterThan(2);
    expect(tiesSeen).toBeGreaterThan(0);
  });
});

describe('quiz score', () => {
  it('counts right and wrong answers', () => {
    startQuiz('astar');
    const pick = (right: boolean) => {
      const choices = quizChoices();
      const next = [...frontierNow()].sort(frontierOrder('astar'))[0];
      const node = right ? next : choices.find((n) => n.id !== next.id)!;
      useQuizStore.getState().answer(node);
      expect(useQuizStore.getState().result!.correct).toBe(right);
      // A second click on the same question changes nothing.
      useQuizStore.getState().answer(node);
      useQuizStore.getState().next();
    };
    pick(true); // the root's children: the root alone was stepped over
    pick(true);
    pick(false);
    pick(true);
    expect(useQuizStore.getState()).toMatchObject({ asked: 4, correct: 3 });
  });

  it('an IDA* restart before anything offered is expanded is not scored', () => {
    startQuiz('idastar');
    let restarts = 0;
    for (let q = 0; q < 500 && restarts === 0 && !useRunStore.getState().view!.final; q++) {
      const { asked } = useQuizStore.getState();
      useQuizStore.getState().answer(quizChoices()[0]);
      const r = useQuizStore.getState().result!;
      if (r.restarted) {
        restarts++;
        expect(useQuizStore.getState().asked).toBe(asked);
        expect(r.correct).toBe(false);
      } else {
        expect(useQuizStore.getState().asked).toBe(asked + 1);
      }
      useQuizStore.getState().next();
    }
    expect(restarts).toBeGreaterThan(0);
  });
});

describe('quiz: every question offers a choice', () => {
  it.each(['astar', 'bfs', 'dfs', 'idastar', 'greedy'] as const)(
    '%s: no question offers one card; expansions with one node waiting are stepped over and counted',
    (algorithm) => {
      startQuiz(algorithm);
      // The root is alone at first: stepped over, never asked.
      expect(useQuizStore.getState().skipped).toBeGreaterThanOrEqual(1);
      let skippedTotal = 0;
      for (let q = 0; q < 60 && !useRunStore.getState().view!.final; q++) {
        const { noChoice, skipped } = useQuizStore.getState();
        expect(noChoice).toBe(false);
        skippedTotal += skipped;
        expect(frontierNow().length).toBeGreaterThan(1);
        const choices = quizChoices();
        expect(choices.length).toBeGreaterThan(1);
        useQuizStore.getState().answer(choices[0]);
        // The cards stay as they were offered, in their places, for the reveal.
        expect(useQuizStore.getState().result!.offered.map((n) => n.id)).toEqual(choices.map((n) => n.id));
        useQuizStore.getState().next();
      }
      if (algorithm === 'idastar') expect(skippedTotal).toBeGreaterThan(1); // each pass restarts from the root alone
    },
  );

  it('a random walk (always one node) says there is nothing to choose, and an answer changes nothing', () => {
    startQuiz('random');
    expect(useQuizStore.getState().noChoice).toBe(true);
    const cursor = useRunStore.getState().cursor;
    useQuizStore.getState().answer(frontierNow()[0]);
    expect(useQuizStore.getState().result).toBeNull();
    expect(useRunStore.getState().cursor).toBe(cursor);
  });

  it('offers fewer, larger cards on a projector', () => {
    startQuiz('bfs');
    for (let q = 0; q < 60 && frontierNow().length <= QUIZ_CHOICES; q++) {
      useQuizStore.getState().answer(quizChoices()[0]);
      useQuizStore.getState().next();
    }
    expect(frontierNow().length).toBeGreaterThan(QUIZ_CHOICES);
    expect(quizChoices()).toHaveLength(QUIZ_CHOICES);
    useUiStore.getState().setProjector(true);
    try {
      const cards = quizChoices();
      expect(cards).toHaveLength(QUIZ_CHOICES_PROJECTOR);
      const next = [...frontierNow()].sort(frontierOrder('bfs'))[0];
      expect(cards.some((n) => n.id === next.id)).toBe(true);
    } finally {
      useUiStore.getState().setProjector(false);
    }
  });
});

describe('which key decides a question', () => {
  const node = (id: number, g: number, h: number): NodeInfo =>
    ({ id, parentId: 0, key: id, g, h, f: g + h, move: null }) as NodeInfo;
  const astar = algorithmInfo('astar')!.quiz;
  const bfs = algorithmInfo('bfs')!.quiz;

  it('needs the age only when another card ties with the answer on every key before it', () => {
    expect(ageDecides(astar, [node(3, 1, 9), node(4, 1, 11), node(5, 1, 9)], 3)).toBe(true);
    expect(ageDecides(astar, [node(3, 1, 9), node(4, 1, 11), node(5, 2, 8)], 3)).toBe(false);
    // A queue takes by age alone: the age always decides.
    expect(ageDecides(bfs, [node(3, 1, 0), node(4, 2, 0)], 3)).toBe(true);
  });

  it('numbers the cards by creation, oldest first, whatever their places', () => {
    expect([...generationOrder([node(9, 1, 1), node(2, 1, 1), node(5, 1, 1)])]).toEqual([
      [2, 1],
      [5, 2],
      [9, 3],
    ]);
  });

  it('on the lesson board the first question is the f = 10 tie, and the cards show their age', () => {
    startQuiz('astar');
    const choices = quizChoices();
    expect(quizAges(choices)).not.toBeNull();
    useQuizStore.getState().answer(choices[0]);
    expect(answeredAges(useQuizStore.getState().result!)).not.toBeNull();
  });
});
