/**
 * Checks a caller's puzzle, board and options before anything runs, so a bad value becomes a
 * specific message (`startSearch` returns it as { reason: 'invalid' }) instead of an exception
 * or a search that misbehaves. Inputs may come from JSON, a URL or a worker message: nothing is
 * trusted to match its TypeScript type.
 */
import type { Budget, HeuristicId } from '../events';
import { HEURISTIC_IDS } from '../heuristics';
import { MAX_SIDE, MIN_SIDE } from '../puzzle';
import { isAlgorithmId } from './algorithms';
import type { SolveOptions } from './types';
import { GOAL_TESTS, MAX_BEAM_WIDTH, MAX_RESTARTS, MAX_SIDEWAYS, MIN_SMA_MEMORY_LIMIT } from './types';

export function isHeuristicId(value: unknown): value is HeuristicId {
  return typeof value === 'string' && (HEURISTIC_IDS as readonly string[]).includes(value);
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Why `tiles` is not a permutation of 0..size-1, or null. */
export function permutationProblem(tiles: unknown, size: number, what: string): string | null {
  if (!Array.isArray(tiles) && !ArrayBuffer.isView(tiles)) return `${what} must be an array of tiles`;
  const list = tiles as ArrayLike<unknown>;
  if (list.length !== size) return `${what} has ${list.length} cells, expected ${size}`;
  const seen = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const t = list[i];
    if (!isInt(t) || t < 0 || t >= size)
      return `${what}: cell ${i + 1} holds ${String(t)}, expected a tile 0..${size - 1}`;
    if (seen[t]) return `${what}: tile ${t} appears twice`;
    seen[t] = 1;
  }
  return null;
}

export function puzzleProblem(puzzle: unknown): string | null {
  if (typeof puzzle !== 'object' || puzzle === null) return 'puzzle must be an object { rows, cols, goal }';
  const { rows, cols, goal } = puzzle as { rows: unknown; cols: unknown; goal: unknown };
  if (!isInt(rows) || !isInt(cols) || rows < MIN_SIDE || cols < MIN_SIDE || rows > MAX_SIDE || cols > MAX_SIDE) {
    return `board size ${String(rows)}x${String(cols)} is not supported (sides ${MIN_SIDE} to ${MAX_SIDE})`;
  }
  return permutationProblem(goal, rows * cols, 'goal');
}

function budgetProblem(budget: unknown): string | null {
  if (budget === undefined) return null;
  if (typeof budget !== 'object' || budget === null) return 'budget must be an object';
  for (const [name, value] of Object.entries(budget as Partial<Budget>)) {
    if (!['maxExpansions', 'maxMemoryNodes', 'maxMs'].includes(name)) return `unknown budget field "${name}"`;
    if (value === undefined) continue;
    if (typeof value !== 'number' || Number.isNaN(value) || value <= 0) {
      return `budget.${name} must be a positive number, got ${String(value)}`;
    }
  }
  return null;
}

export function optionsProblem(options: unknown): string | null {
  if (typeof options !== 'object' || options === null) return 'options must be an object';
  const o = options as SolveOptions;
  if (typeof o.algorithm !== 'string' || !isAlgorithmId(o.algorithm)) {
    return `unknown algorithm "${String(o.algorithm)}"`;
  }
  if (o.heuristic !== undefined && !isHeuristicId(o.heuristic)) return `unknown heuristic "${String(o.heuristic)}"`;
  if (o.weight !== undefined && !(typeof o.weight === 'number' && Number.isFinite(o.weight) && o.weight >= 0)) {
    return `weight must be a finite number >= 0, got ${String(o.weight)}`;
  }
  if (o.depthLimit !== undefined && !(isInt(o.depthLimit) && o.depthLimit >= 0)) {
    return `depthLimit must be a whole number >= 0, got ${String(o.depthLimit)}`;
  }
  if (o.memoryLimit !== undefined && !(isInt(o.memoryLimit) && o.memoryLimit >= MIN_SMA_MEMORY_LIMIT)) {
    return `memoryLimit must be a whole number >= ${MIN_SMA_MEMORY_LIMIT}, got ${String(o.memoryLimit)}`;
  }
  if (o.goalTest !== undefined && !GOAL_TESTS.includes(o.goalTest)) {
    return `goalTest must be 'generation' or 'expansion', got ${String(o.goalTest)}`;
  }
  if (o.maxIterations !== undefined && !(isInt(o.maxIterations) && o.maxIterations >= 1)) {
    return `maxIterations must be a whole number >= 1, got ${String(o.maxIterations)}`;
  }
  if (o.seed !== undefined && !(typeof o.seed === 'number' && Number.isFinite(o.seed))) {
    return `seed must be a finite number, got ${String(o.seed)}`;
  }
  const local = localOptionsProblem(o);
  if (local) return local;
  if (o.trace !== undefined && o.trace !== 'all' && o.trace !== 'progress') {
    return `trace must be 'all' or 'progress', got ${String(o.trace)}`;
  }
  if (o.progressEvery !== undefined && !(isInt(o.progressEvery) && o.progressEvery >= 1)) {
    return `progressEvery must be a whole number >= 1, got ${String(o.progressEvery)}`;
  }
  if (o.now !== undefined && typeof o.now !== 'function') return 'now must be a function returning milliseconds';
  return budgetProblem(o.budget);
}

/** The local searches' options: counts in range, a positive temperature, 0 < cooling < 1. */
function localOptionsProblem(o: SolveOptions): string | null {
  const count = (name: string, value: unknown, min: number, max: number) =>
    value !== undefined && !(isInt(value) && value >= min && value <= max)
      ? `${name} must be a whole number from ${min} to ${max}, got ${String(value)}`
      : null;
  const issue =
    count('sideways', o.sideways, 0, MAX_SIDEWAYS) ??
    count('restarts', o.restarts, 0, MAX_RESTARTS) ??
    count('beamWidth', o.beamWidth, 1, MAX_BEAM_WIDTH);
  if (issue) return issue;
  const t = o.temperature;
  if (t !== undefined && !(typeof t === 'number' && Number.isFinite(t) && t > 0 && t <= 1000)) {
    return `temperature must be a number above 0 and at most 1000, got ${String(t)}`;
  }
  const a = o.cooling;
  if (a !== undefined && !(typeof a === 'number' && Number.isFinite(a) && a > 0 && a < 1)) {
    return `cooling must be a number strictly between 0 and 1, got ${String(a)}`;
  }
  return null;
}
