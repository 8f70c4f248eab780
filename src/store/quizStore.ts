/**
 * Quiz mode, "predict the next expansion": before each expansion the student picks a frontier
 * node; the answer is revealed by actually stepping the run, and the score is kept.
 */
import { create } from 'zustand';
import type { NodeInfo } from '../core/events';
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
  /** How many offered nodes shared the answer's primary key (f, or h for greedy, g for BFS). */
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

/** The frontier nodes offered as choices: the first QUIZ_CHOICES in the solver's order, shown by age. */
export function quizChoices(): NodeInfo[] {
  const view = useRunStore.getState().view;
  if (!view) return [];
  return view.frontier.slice(0, QUIZ_CHOICES).sort((a, b) => a.id - b.id);
}

function primaryKey(algorithm: string, n: NodeInfo): number {
  return algorithm === 'greedy' ? n.h : algorithm === 'bfs' || algorithm === 'bibfs' ? n.g : n.f;
}

function secondaryKey(algorithm: string, n: NodeInfo): number {
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
    const sameKind = algorithmInfo(algorithm)?.frontierKind === 'priority' || algorithm === 'greedy';
    const tiedPrimary = answer
      ? offered.filter((n) => primaryKey(algorithm, n) === primaryKey(algorithm, answer)).length
      : 0;
    const tiedSecondary =
      answer && sameKind
        ? offered.filter(
            (n) =>
              primaryKey(algorithm, n) === primaryKey(algorithm, answer) &&
              secondaryKey(algorithm, n) === secondaryKey(algorithm, answer),
          ).length
        : 0;
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
