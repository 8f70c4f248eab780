/**
 * How hard a new game is: an exact optimal distance where the full state space is known (a
 * share of its diameter), else the length of a random walk from the goal (an upper bound).
 */
export const DIFFICULTIES = ['easy', 'medium', 'hard', 'hardest', 'custom'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Share of the diameter for each exact-distance difficulty (3x3: 8, 16, 23, 31 moves). */
const DISTANCE_SHARE: Record<Exclude<Difficulty, 'custom'>, number> = {
  easy: 0.25,
  medium: 0.5,
  hard: 0.75,
  hardest: 1,
};
/** Random-walk lengths where no table exists (4x4, 5x5...). The optimal distance is at most this. */
export const WALK_LENGTH: Record<Exclude<Difficulty, 'custom'>, number> = {
  easy: 10,
  medium: 30,
  hard: 60,
  hardest: 150,
};
export const MAX_CUSTOM_WALK = 500;
/** The quick shuffle's walk length, and the fallback game's when a table cannot be had. */
export const SHUFFLE_STEPS = 40;

/** The exact distance a difficulty asks for on a table shape with this diameter. */
export function distanceFor(difficulty: Difficulty, diameter: number, custom: number): number {
  const d = difficulty === 'custom' ? custom : Math.round(diameter * DISTANCE_SHARE[difficulty]);
  return Math.max(1, Math.min(diameter, Math.round(d)));
}

export function walkLengthFor(difficulty: Difficulty, custom: number): number {
  const n = difficulty === 'custom' ? custom : WALK_LENGTH[difficulty];
  return Math.max(1, Math.min(MAX_CUSTOM_WALK, Math.round(n)));
}

/** The custom length as asked, clamped to what a game can be; null when it is no number. */
export function clampCustomLength(length: number): number | null {
  return Number.isFinite(length) ? Math.max(1, Math.min(MAX_CUSTOM_WALK, Math.round(length))) : null;
}
