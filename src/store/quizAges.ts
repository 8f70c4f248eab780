/**
 * The cards' age tags ("generated 2nd"), where age decides a question: only the quiz panel shows
 * them, so they load with it, not with the first screen.
 */
import type { NodeInfo } from '../core/events';
import { algorithmInfo } from '../core/solvers/algorithms';
import type { QuizFacts } from '../core/solvers/types';
import { quizAnswerId } from './quizQuestions';
import type { QuizResult } from './quizStore';
import { useRunStore } from './runStore';

/**
 * Whether the cards must show their age ("generated 2nd") for the question to be decidable: a
 * queue or a stack takes by age alone, and a priority queue falls back to age when another card
 * ties with the answer on every key it orders by. Without the age those cards looked identical
 * and the question was a coin flip. The age is shown on every card, so it does not single out
 * the tied ones.
 */
export function ageDecides(quiz: QuizFacts, offered: readonly NodeInfo[], answerId: number): boolean {
  if (quiz.why === 'queue' || quiz.why === 'stack') return true;
  const answer = offered.find((n) => n.id === answerId);
  if (!answer) return false;
  return offered.some(
    (n) =>
      n.id !== answerId &&
      n[quiz.primary] === answer[quiz.primary] &&
      (quiz.secondary === null || n[quiz.secondary] === answer[quiz.secondary]),
  );
}

/** Each card's place in the order the cards were generated (1 = the oldest); ids count creation. */
export function generationOrder(offered: readonly NodeInfo[]): Map<number, number> {
  const ids = offered.map((n) => n.id).sort((a, b) => a - b);
  return new Map(ids.map((id, i) => [id, i + 1]));
}

/** The open question's age tags: null when the numbers the class sees already decide it. */
export function quizAges(offered: readonly NodeInfo[]): Map<number, number> | null {
  return agesFor(offered, quizAnswerId());
}

/** The age tags an answered question showed (the same cards, the same answer). */
export function answeredAges(result: QuizResult): Map<number, number> | null {
  return agesFor(result.offered, result.answerId);
}

function agesFor(offered: readonly NodeInfo[], answerId: number | null): Map<number, number> | null {
  const quiz = algorithmInfo(useRunStore.getState().setup.algorithm)?.quiz;
  if (!quiz || answerId === null || !ageDecides(quiz, offered, answerId)) return null;
  return generationOrder(offered);
}
