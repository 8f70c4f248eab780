/**
 * The quiz's questions: which cards a question offers, which node is the answer, stepping to the
 * next expansion that has a choice, and how the answer ties with the rest of the frontier. Loaded
 * with the quiz (the quiz store's actions wait for it: quizStore.ts), not in the first download.
 */
import type { AlgorithmId, NodeInfo } from '../core/events';
import { seededRandom } from '../core/random';
import type { FrontierView } from '../core/replay';
import { algorithmInfo } from '../core/solvers/algorithms';
import { QUIZ_CHOICES, QUIZ_CHOICES_PROJECTOR, QUIZ_MAX_SKIPS, type QuizResult } from './quizStore';
import { useRunStore } from './runStore';
import { useUiStore } from './uiStore';

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
export function stepToNextChoice(): { skipped: number; found: boolean } {
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

/** The quiz's answer to `picked`: steps the run through the expansion and scores it. */
export function answerQuestion(picked: NodeInfo): QuizResult {
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
  return { offered, picked, answer, correct, restarted, tiedPrimary, tiedSecondary, answerId };
}
