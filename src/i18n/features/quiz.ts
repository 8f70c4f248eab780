/** Both languages of the quiz panel's strings side by side (for tests that compare them). */
import { quizEn } from './quiz.en';
import { quizJa } from './quiz.ja';

export const quiz = { en: quizEn, ja: quizJa };
