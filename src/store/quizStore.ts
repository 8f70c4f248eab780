/**
 * Quiz mode, "predict the next expansion": before each expansion the student picks a frontier
 * node; the answer is revealed by actually stepping the run, and the score is kept. A question
 * always offers a real choice: an expansion with one node waiting is stepped over, not asked.
 *
 * The state is in the first download (the playback bar's Quiz button, the views that hide their
 * numbers while a question is open); the questions themselves (quizQuestions.ts) load with the
 * quiz, and the actions that need them run once they are here.
 */
import { create } from 'zustand';
import type { NodeInfo } from '../core/events';

type Questions = typeof import('./quizQuestions');
let questions: Questions | null = null;

/** Loads the questions' module (once); the quiz panel's chunk waits for it, so do the tests. */
export async function loadQuizQuestions(): Promise<void> {
  questions ??= await import('./quizQuestions');
}

/** Runs `act` with the questions' module, at once when it is loaded, else when it arrives. */
function withQuestions(act: (q: Questions) => void): void {
  if (questions) act(questions);
  else void loadQuizQuestions().then(() => act(questions!));
}

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
 * Whether a question is open with numbers hidden: then nothing else on screen (the narration,
 * the current node's line) may print g, h or f, or it would give the answer away.
 */
export const hidesNumbers = (s: Pick<QuizState, 'enabled' | 'result' | 'noChoice' | 'numbers'>): boolean =>
  s.enabled && s.result === null && !s.noChoice && s.numbers !== 'all';

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
  prepare: () =>
    withQuestions((q) => {
      // The questions may arrive after the quiz was turned off again: then there is nothing to prepare.
      if (!get().enabled) return;
      const { skipped, found } = q.stepToNextChoice();
      set({ skipped, noChoice: !found });
    }),
  answer: (picked) =>
    withQuestions((q) => {
      if (get().result || get().noChoice) return;
      const result = q.answerQuestion(picked);
      set((s) => ({
        result,
        asked: result.restarted ? s.asked : s.asked + 1,
        correct: result.correct ? s.correct + 1 : s.correct,
      }));
    }),
  next: () => {
    set({ result: null });
    get().prepare();
  },
  resetScore: () => set({ asked: 0, correct: 0, result: null }),
}));
