/**
 * Quiz mode, "predict the next expansion": before each expansion the student picks a frontier
 * node; the answer is revealed by actually stepping the run, and the score is kept.
 */
import { create } from 'zustand';
import type { AlgorithmId, NodeInfo } from '../core/events';
import { seededRandom } from '../core/random';
import type { FrontierView } from '../core/replay';
import { algorithmInfo } from '../core/solvers/algorithms';
import { useRunStore } from './runStore';

/** At most this many frontier nodes are offered (the next node is always among them). */
export const QUIZ_CHOICES = 12;

export interface QuizResult {
  picked: NodeInfo;
  answer: NodeInfo | null;
  correct: boolean;
  /** The search started a new pass (IDA* or IDDFS) before expanding anything offered: not scored. */
  restarted: boolean;
  /** How many frontier nodes shared the answer's primary key (f, or h for greedy, g for BFS). */
  tiedPrimary: number;
  /** Of those, how many also shared the secondary key (h for A*, g for greedy). */
  tiedSecondary: number;
}

export interface QuizState {
  enabled: boolean;
  asked: number;
  correct: number;
  result: QuizResult | null;
  toggle: () => void;
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
  const { view, session, cursor, runId } = useRunStore.getState();
  if (!view || !session || view.frontier.size === 0) return [];
  const next = cursor < session.replayer.length ? session.replayer.event(cursor) : null;
  const answerId = next?.type === 'expand' && view.frontier.has(next.node.id) ? next.node.id : view.frontier.at(0).id;
  return pickChoices(view.frontier, answerId, runId * 1_000_003 + cursor);
}

/** The answer plus up to QUIZ_CHOICES - 1 others sampled without repeats, shuffled; pure for the tests. */
export function pickChoices(frontier: FrontierView, answerId: number, seed: number): NodeInfo[] {
  const random = seededRandom(seed);
  const answerRank = frontier.rankOf(answerId);
  const ranks = new Set<number>([answerRank]);
  const want = Math.min(QUIZ_CHOICES, frontier.size);
  if (frontier.size <= QUIZ_CHOICES) for (let r = 0; r < frontier.size; r++) ranks.add(r);
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
 * How many nodes of the whole frontier share the answer's keys (the answer included): the tie
 * the reveal explains. The frontier may already have lost the answer (after the expansion).
 */
export function countTies(
  algorithm: AlgorithmId,
  frontier: FrontierView,
  answer: NodeInfo,
): { tiedPrimary: number; tiedSecondary: number } {
  const usesSecondary = algorithmInfo(algorithm)?.frontierKind === 'priority' || algorithm === 'greedy';
  let tiedPrimary = 1;
  let tiedSecondary = usesSecondary ? 1 : 0;
  for (let r = 0; r < frontier.size; r++) {
    const n = frontier.at(r);
    if (n.id === answer.id || primaryKey(algorithm, n) !== primaryKey(algorithm, answer)) continue;
    tiedPrimary++;
    if (usesSecondary && secondaryKey(algorithm, n) === secondaryKey(algorithm, answer)) tiedSecondary++;
  }
  return { tiedPrimary, tiedSecondary };
}

function primaryKey(algorithm: AlgorithmId, n: NodeInfo): number {
  return algorithm === 'greedy' ? n.h : algorithm === 'bfs' || algorithm === 'bibfs' ? n.g : n.f;
}

function secondaryKey(algorithm: AlgorithmId, n: NodeInfo): number {
  return algorithm === 'greedy' ? n.g : n.h;
}

export const useQuizStore = create<QuizState>((set, get) => ({
  enabled: false,
  asked: 0,
  correct: 0,
  result: null,
  toggle: () => {
    set((s) => ({ enabled: !s.enabled, result: null }));
    if (get().enabled) get().prepare();
  },
  prepare: () => useRunStore.getState().stepToBeforeNextExpansion(),
  answer: (picked) => {
    if (get().result) return;
    const run = useRunStore.getState();
    const algorithm = run.setup.algorithm;
    const offered = quizChoices();
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
      result: { picked, answer, correct, restarted, tiedPrimary, tiedSecondary },
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
