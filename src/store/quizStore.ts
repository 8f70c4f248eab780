/**
 * Quiz mode, "predict the next expansion": before each expansion the student picks a frontier
 * node; the answer is revealed by actually stepping the run, and the score is kept. A question
 * always offers a real choice: an expansion with one node waiting is stepped over, not asked.
 */
import { create } from 'zustand';
import type { AlgorithmId, NodeInfo } from '../core/events';
import { seededRandom } from '../core/random';
import type { FrontierView } from '../core/replay';
import { algorithmInfo } from '../core/solvers/algorithms';
import { useRunStore } from './runStore';
import { useUiStore } from './uiStore';

/** At most this many frontier nodes are offered (the next node is always among them). */
export const QUIZ_CHOICES = 12;
/** On a projector the cards' boards are read from the back: fewer, larger cards (A-D, all in view). */
export const QUIZ_CHOICES_PROJECTOR = 4;
/**
 * How many one-choice expansions a question may step over before it says so instead of asking:
 * a deep dive with one node waiting each time is rare, and the page must not freeze on one.
 */
export const QUIZ_MAX_SKIPS = 200;

/** What the cards print before the answer: all of g, h and f, g alone, or nothing (no give-away). */
export type QuizNumbers = 'all' | 'g' | 'none';

export interface QuizResult {
  /** The cards as they were offered, in their places: the reveal shows them again. */
  offered: NodeInfo[];
  picked: NodeInfo;
  answer: NodeInfo | null;
  correct: boolean;
  /** The search started a new pass (IDA* or IDDFS) before expanding anything offered: not scored. */
  restarted: boolean;
  /** How many frontier nodes shared the answer's primary key (f, or h for greedy, g for BFS). */
  tiedPrimary: number;
  /** Of those, how many also shared the secondary key (h for A*, g for greedy). */
  tiedSecondary: number;
  /** The node the question was about (the solver's next), as it was asked: the cards' age tags follow from it (quizAges.ts). */
  answerId: number | null;
}

export interface QuizState {
  enabled: boolean;
  asked: number;
  correct: number;
  result: QuizResult | null;
  numbers: QuizNumbers;
  /** Expansions stepped over before this question because only one node was waiting. */
  skipped: number;
  /** Still one node waiting after QUIZ_MAX_SKIPS expansions (or the algorithm holds only one). */
  noChoice: boolean;
  toggle: () => void;
  setNumbers: (numbers: QuizNumbers) => void;
  /** Brings the run to the moment before the next expansion: the question's frontier. */
  prepare: () => void;
  answer: (node: NodeInfo) => void;
  next: () => void;
  resetScore: () => void;
}

/**
 * The question's choices: the node the solver takes next plus others drawn from the whole
 * frontier, in a shuffled order. Taking the first few in the solver's order (and sorting them by
 * age) gave the answer away: in BFS it was always the first button. The draw is seeded by the
 * run and the cursor, so every render of one question shows the same buttons in the same place.
 */
export function quizChoices(): NodeInfo[] {
  const { view, cursor, runId } = useRunStore.getState();
  const answerId = quizAnswerId();
  if (!view || answerId === null) return [];
  const max = useUiStore.getState().projector ? QUIZ_CHOICES_PROJECTOR : QUIZ_CHOICES;
  return pickChoices(view.frontier, answerId, runId * 1_000_003 + cursor, max);
}

/** The node the solver takes next (the recorded expansion), or the frontier's first; null: none waits. */
export function quizAnswerId(): number | null {
  const { view, session, cursor } = useRunStore.getState();
  if (!view || !session || view.frontier.size === 0) return null;
  const next = cursor < session.replayer.length ? session.replayer.event(cursor) : null;
  return next?.type === 'expand' && view.frontier.has(next.node.id) ? next.node.id : view.frontier.at(0).id;
}

/**
 * Whether a question is open with numbers hidden: then nothing else on screen (the narration,
 * the current node's line) may print g, h or f, or it would give the answer away.
 */
export const hidesNumbers = (s: Pick<QuizState, 'enabled' | 'result' | 'noChoice' | 'numbers'>): boolean =>
  s.enabled && s.result === null && !s.noChoice && s.numbers !== 'all';

/** The answer plus up to max - 1 others sampled without repeats, shuffled; pure for the tests. */
export function pickChoices(frontier: FrontierView, answerId: number, seed: number, max = QUIZ_CHOICES): NodeInfo[] {
  const random = seededRandom(seed);
  const answerRank = frontier.rankOf(answerId);
  const ranks = new Set<number>([answerRank]);
  const want = Math.min(max, frontier.size);
  if (frontier.size <= max) for (let r = 0; r < frontier.size; r++) ranks.add(r);
  while (ranks.size < want) ranks.add(Math.floor(random() * frontier.size));
  const picked = [...ranks].map((r) => frontier.at(r));
  // Fisher-Yates with the same stream: the answer lands anywhere.
  for (let i = picked.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [picked[i], picked[j]] = [picked[j], picked[i]];
  }
  return picked;
}

/**
 * Brings the run to the moment before the next expansion that has a choice: an expansion with one
 * node waiting (the root, an IDA* pass's restart, a stack down to one) is stepped over. Returns
 * how many were stepped over, and whether a choice was found.
 */
function stepToNextChoice(): { skipped: number; found: boolean } {
  const run = useRunStore.getState;
  run().stepToBeforeNextExpansion();
  if (!algorithmInfo(run().setup.algorithm)?.quiz.asks) return { skipped: 0, found: false };
  let skipped = 0;
  while (run().view && !run().view!.final && run().view!.frontier.size === 1) {
    if (skipped === QUIZ_MAX_SKIPS) return { skipped, found: false };
    const before = run().cursor;
    run().stepToNextExpansion();
    run().stepToBeforeNextExpansion();
    if (run().cursor === before) break; // nothing more recorded: the run cannot move on
    skipped++;
  }
  return { skipped, found: (run().view?.frontier.size ?? 0) > 1 || run().view?.final != null };
}

/**
 * How many nodes of the whole frontier share the answer's keys (the answer included): the tie
 * the reveal explains. The frontier may already have lost the answer (after the expansion).
 */
export function countTies(
  algorithm: AlgorithmId,
  frontier: FrontierView,
  answer: NodeInfo,
): { tiedPrimary: number; tiedSecondary: number } {
  const quiz = algorithmInfo(algorithm)?.quiz;
  const primary = quiz?.primary ?? 'f';
  const secondary = quiz?.secondary ?? null;
  let tiedPrimary = 1;
  let tiedSecondary = secondary !== null ? 1 : 0;
  for (let r = 0; r < frontier.size; r++) {
    const n = frontier.at(r);
    if (n.id === answer.id || n[primary] !== answer[primary]) continue;
    tiedPrimary++;
    if (secondary !== null && n[secondary] === answer[secondary]) tiedSecondary++;
  }
  return { tiedPrimary, tiedSecondary };
}

export const useQuizStore = create<QuizState>((set, get) => ({
  enabled: false,
  asked: 0,
  correct: 0,
  result: null,
  numbers: 'all',
  skipped: 0,
  noChoice: false,
  toggle: () => {
    set((s) => ({ enabled: !s.enabled, result: null }));
    if (get().enabled) get().prepare();
  },
  setNumbers: (numbers) => set({ numbers }),
  prepare: () => {
    const { skipped, found } = stepToNextChoice();
    set({ skipped, noChoice: !found });
  },
  answer: (picked) => {
    if (get().result || get().noChoice) return;
    const run = useRunStore.getState();
    const algorithm = run.setup.algorithm;
    const offered = quizChoices();
    const answerId = quizAnswerId();
    const passBefore = run.view?.iteration?.pass ?? 0;
    run.stepToNextExpansion();
    const after = useRunStore.getState().view;
    const answer = after?.lastEvent?.type === 'expand' ? after.current : null;
    const restarted = (after?.iteration?.pass ?? 0) !== passBefore || !offered.some((n) => n.id === answer?.id);
    const correct = !restarted && answer !== null && answer.id === picked.id;
    // Stepping took only the answer out of the frontier: the rest is the frontier it was chosen from.
    const { tiedPrimary, tiedSecondary } =
      answer && after ? countTies(algorithm, after.frontier, answer) : { tiedPrimary: 0, tiedSecondary: 0 };
    set((s) => ({
      result: { offered, picked, answer, correct, restarted, tiedPrimary, tiedSecondary, answerId },
      asked: restarted ? s.asked : s.asked + 1,
      correct: correct ? s.correct + 1 : s.correct,
    }));
  },
  next: () => {
    set({ result: null });
    get().prepare();
  },
  resetScore: () => set({ asked: 0, correct: 0, result: null }),
}));
