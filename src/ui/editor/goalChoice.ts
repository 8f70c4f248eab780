/**
 * The goal a board editor or the set-up form offers: one of the puzzle's named goals, or a goal
 * typed by hand. Apart from the editor's model so that the set-up bar, on screen at the first
 * visit, does not pull the editor's parsing and checks into the first download.
 */
import { makeGoal, type GoalKind } from '../../core/puzzle';

export type GoalChoice = GoalKind | 'custom';
export const GOAL_CHOICES: readonly GoalChoice[] = ['blank-last', 'blank-first', 'spiral', 'custom'];

/** The goal choice that names this goal, or 'custom'. */
export function goalChoiceOf(goal: readonly number[], rows: number, cols: number): GoalChoice {
  for (const kind of ['blank-last', 'blank-first', 'spiral'] as const) {
    if (makeGoal(kind, rows, cols).every((t, i) => t === goal[i])) return kind;
  }
  return 'custom';
}
