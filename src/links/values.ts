/**
 * One link value at a time, to text and back: numbers written plainly, sizes, boards and goals
 * as a teacher would type them, and compare mode's panes. Readers return null for text that is
 * not a value of the kind (the caller names the parameter as malformed).
 */
import type { AlgorithmId, HeuristicId } from '../core/events';
import { HEURISTIC_IDS, heuristicSupported } from '../core/heuristics';
import { formatBoard } from '../core/parse';
import { MAX_SIDE, MIN_SIDE, goalKindOf, type Puzzle } from '../core/puzzle';
import {
  DEFAULT_LOCAL,
  MAX_PANES,
  MAX_RECORDED_EVENTS,
  MIN_PANES,
  type LocalRunSettings,
  type PaneSetup,
} from '../core/setups';
import { ALGORITHMS, isAlgorithmId, isLocalSearch, localOptions, takesOption } from '../core/solvers/algorithms';
import { MIN_SMA_MEMORY_LIMIT, type AlgorithmOption, type LocalOption } from '../core/solvers/types';

export const WEIGHT_RANGE = { min: 1, max: 10 } as const;
export const DEPTH_RANGE = { min: 1, max: 80 } as const;
/** SMA*'s memory limit, in nodes: at least a path and a child, at most what a page holds well. */
export const MEMORY_RANGE = { min: MIN_SMA_MEMORY_LIMIT, max: 1_000_000 } as const;
export const BUDGET_RANGE = { min: 1, max: 5_000_000 } as const;
export const STEP_RANGE = { min: 1, max: MAX_RECORDED_EVENTS } as const;
/** Compare mode's clock counts expansions and opens at 0 (nothing expanded yet): its links say step=0. */
export const COMPARE_STEP_RANGE = { min: 0, max: MAX_RECORDED_EVENTS } as const;

/** Every algorithm id, for the property tests and the docs. */
export const ALGORITHM_IDS: readonly AlgorithmId[] = ALGORITHMS.map((a) => a.id);

/** A whole number written plainly (no exponent, no hex): `2e5` is malformed, not 200000. */
export function readInteger(value: string): number | null {
  if (!/^\s*[+-]?\d{1,12}\s*$/.test(value)) return null;
  return Number(value);
}

export function readDecimal(value: string): number | null {
  if (!/^\s*[+-]?(\d{1,6}(\.\d{0,20})?|\.\d{1,20})\s*$/.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** `3x4` (or `3×4`, `3*4`): null when it is no size, 'out-of-range' when a side is not 2..5. */
export function readSize(value: string): { rows: number; cols: number } | null | 'out-of-range' {
  const m = /^\s*(\d{1,3})\s*[x×X*]\s*(\d{1,3})\s*$/.exec(value);
  if (!m) return null;
  const rows = Number(m[1]);
  const cols = Number(m[2]);
  if (rows < MIN_SIDE || rows > MAX_SIDE || cols < MIN_SIDE || cols > MAX_SIDE) return 'out-of-range';
  return { rows, cols };
}

export function isHeuristic(value: string): value is HeuristicId {
  return (HEURISTIC_IDS as readonly string[]).includes(value);
}

/** A board as the link writes it: rows split by `/`, cells by `,`. */
export function boardParam(tiles: readonly number[], cols: number): string {
  return formatBoard(tiles, cols, 'rows').replace(/ \/ /g, '/').replace(/ /g, ',');
}

/** `blank-last`, `blank-first`, `spiral`, or the goal's tiles when it is none of them. */
export function goalParam(goal: readonly number[], rows: number, cols: number): string {
  return goalKindOf(goal, rows, cols) ?? boardParam(goal, cols);
}

/**
 * One compare pane: `algorithm:heuristic:w2:d20:s7` (what the pane does not use is left out);
 * BFS testing the goal at expansion is `bfs:expansion` (plain `bfs` tests it at generation).
 */
export function paneParam(p: PaneSetup): string {
  const info = ALGORITHMS.find((a) => a.id === p.algorithm);
  const parts: string[] = [p.algorithm];
  if (info?.usesHeuristic) parts.push(p.heuristic);
  const takes = (option: AlgorithmOption) => info?.options.includes(option) ?? false;
  if (takes('weight')) parts.push(`w${p.weight}`);
  if (takes('depthLimit')) parts.push(`d${p.depthLimit}`);
  // A local search's seed is one of its local parts (below).
  if (takes('seed') && !info?.local) parts.push(`s${p.seed}`);
  if (takes('memoryLimit') && p.memoryLimit !== undefined) parts.push(`m${p.memoryLimit}`);
  if (takes('goalTest') && p.goalTest === 'expansion') parts.push('expansion');
  parts.push(...localParts(p.algorithm, { ...DEFAULT_LOCAL, ...p.local, seed: p.seed }));
  // A grid pane's own moves (4- vs 8-connected on one map).
  if (p.moves !== undefined) parts.push(`c${p.moves}`);
  // A road map's or grid's pane with its own heuristic (the domain checks the id when it starts).
  if (p.domainHeuristic !== undefined && info?.usesHeuristic) parts.push(`h-${p.domainHeuristic}`);
  return parts.join(':');
}

/**
 * A local search's settings as `:`-separated parts: hill climbing `s7:x100:r10` (seed, sideways
 * cap, restarts), annealing `s7:t2:a0.995` (seed, T0, alpha), beam search `k3` (its width; it
 * draws nothing at random). Empty for the other algorithms.
 */
export function localParts(algorithm: AlgorithmId, l: LocalRunSettings): string[] {
  return localOptions(algorithm).map((option) => `${LETTER_OF[option]}${l[option]}`);
}

/** What a local setting letter may hold: whole numbers in a range, or T0 and alpha. */
const LOCAL_LETTERS: Record<string, { key: keyof LocalRunSettings; ok: (v: number) => boolean }> = {
  s: { key: 'seed', ok: (v) => Number.isInteger(v) },
  x: { key: 'sideways', ok: (v) => Number.isInteger(v) && v >= 0 && v <= 10_000 },
  r: { key: 'restarts', ok: (v) => Number.isInteger(v) && v >= 0 && v <= 10_000 },
  t: { key: 'temperature', ok: (v) => v > 0 && v <= 1000 },
  a: { key: 'cooling', ok: (v) => v > 0 && v < 1 },
  k: { key: 'beamWidth', ok: (v) => Number.isInteger(v) && v >= 1 && v <= 10_000 },
};

/** The letter of each local setting in a link part (LOCAL_LETTERS read backwards). */
const letterOfKey = Object.entries(LOCAL_LETTERS).map(([letter, { key }]) => [key, letter]);
const LETTER_OF = Object.fromEntries(letterOfKey) as Record<LocalOption, string>;

/** Reads one part written by localParts into `l`; false when it is none or out of range. */
export function readLocalPart(part: string, l: LocalRunSettings): boolean {
  const m = /^([sxrtak])(\d{1,9}(\.\d{1,6})?)$/.exec(part);
  const letter = m ? LOCAL_LETTERS[m[1]] : undefined;
  if (!m || !letter || !letter.ok(Number(m[2]))) return false;
  l[letter.key] = Number(m[2]);
  return true;
}

/** `s7:x100:r10` as local settings (the defaults where a part is left out), or null. */
export function readLocal(text: string): LocalRunSettings | null {
  const l = { ...DEFAULT_LOCAL };
  for (const part of text.split(':').map((p) => p.trim())) if (part !== '' && !readLocalPart(part, l)) return null;
  return l;
}

/** A pane's own heuristic on a road map or grid, `h-octile`: the id's shape only, its domain knows the ids. */
const DOMAIN_HEURISTIC_PART = /^h-[a-z][a-z0-9-]{0,39}$/;

/** `bfs;idastar:manhattan;wastar:linear-conflict:w2` as pane setups, or null if any is unusable. */
export function readPanes(text: string, puzzle: Puzzle): PaneSetup[] | null {
  const entries = text
    .split(';')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length < MIN_PANES || entries.length > MAX_PANES) return null;
  const panes: PaneSetup[] = [];
  for (const entry of entries) {
    const [algorithm, ...rest] = entry.split(':').map((x) => x.trim());
    if (!isAlgorithmId(algorithm)) return null;
    const pane: PaneSetup = {
      algorithm: algorithm as AlgorithmId,
      heuristic: 'manhattan',
      weight: 2,
      depthLimit: 20,
      seed: 1,
    };
    const local = { ...DEFAULT_LOCAL };
    for (const part of rest) {
      if (part === 'c4' || part === 'c8') pane.moves = part === 'c8' ? 8 : 4;
      else if (DOMAIN_HEURISTIC_PART.test(part)) pane.domainHeuristic = part.slice(2);
      else if (isLocalSearch(pane.algorithm) && !isHeuristic(part)) {
        if (!readLocalPart(part, local)) return null;
      } else if (!readPaneOption(part, pane, puzzle)) return null;
    }
    if (isLocalSearch(pane.algorithm)) {
      const { seed, ...rest } = local;
      pane.seed = seed;
      pane.local = rest;
    }
    panes.push(pane);
  }
  return panes;
}

/**
 * One `:`-separated option of a pane: a heuristic, `w` weight, `d` depth limit, `s` seed, `m`
 * memory limit, or BFS's goal test (`expansion`, or `generation`, the default).
 */
function readPaneOption(part: string, pane: PaneSetup, puzzle: Puzzle): boolean {
  const number = /^([wdsm])(\d{1,7}(\.\d{1,3})?)$/.exec(part);
  const value = Number(number?.[2]);
  if (takesOption(pane.algorithm, 'goalTest') && (part === 'expansion' || part === 'generation')) {
    if (part === 'expansion') pane.goalTest = 'expansion';
    else delete pane.goalTest;
  } else if (isHeuristic(part)) {
    if (!heuristicSupported(part, puzzle)) return false;
    pane.heuristic = part;
  } else if (number?.[1] === 'w' && value >= WEIGHT_RANGE.min && value <= WEIGHT_RANGE.max) {
    pane.weight = value;
  } else if (number?.[1] === 'd' && Number.isInteger(value) && value >= DEPTH_RANGE.min && value <= DEPTH_RANGE.max) {
    pane.depthLimit = value;
  } else if (number?.[1] === 'm' && Number.isInteger(value) && value >= MEMORY_RANGE.min && value <= MEMORY_RANGE.max) {
    pane.memoryLimit = value;
  } else if (number?.[1] === 's' && Number.isInteger(value)) {
    pane.seed = value;
  } else {
    return false;
  }
  return true;
}
