/**
 * A student's best-first search on the 8-puzzle, written from the textbook and independent of
 * Frontier's solvers, that writes frontier-trace v1: the checker's tests run it correct (with
 * several tie-breaking rules) and with one classic bug each.
 */
import { puzzleDomain } from '../../../../src/core/domain/puzzle';
import { makeHeuristic } from '../../../../src/core/heuristics';
import { formatBoard } from '../../../../src/core/parse';
import { seededRandom } from '../../../../src/core/random';

export type Order = 'f' | 'g' | 'h' | 'fifo' | 'lifo';
export type Bug = 'none' | 'no-closed-set' | 'wrong-g' | 'double-h' | 'stop-at-generation';
export type TieBreak = 'oldest' | 'newest' | 'random' | 'deepest';

export interface StudentOptions {
  readonly order: Order;
  readonly tieBreak?: TieBreak;
  readonly bug?: Bug;
  /** Write a generate line for every child, duplicates included (else only for new ones). */
  readonly writeDuplicates?: boolean;
  readonly algorithm?: string;
  readonly heuristic?: string;
  readonly seed?: number;
}

const domain = puzzleDomain(3, 3);
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const text = (tiles: readonly number[]) => formatBoard([...tiles], 3, 'rows');

interface Node {
  tiles: readonly number[];
  g: number;
  h: number;
  parent: Node | null;
  seq: number;
  tie: number;
}

/** The trace's lines (the header first), at most `maxLines` of them. */
export function studentTrace(start: readonly number[], o: StudentOptions, maxLines = 20_000): string[] {
  const manhattan = makeHeuristic('manhattan', { rows: 3, cols: 3, goal: GOAL });
  const bug = o.bug ?? 'none';
  const h = (t: readonly number[]) => manhattan.estimate(t) * (bug === 'double-h' ? 2 : 1);
  const random = seededRandom(o.seed ?? 1);
  const lines: string[] = [
    JSON.stringify({
      trace: 'frontier',
      version: 1,
      start: text(start),
      goal: text(GOAL),
      algorithm: o.algorithm ?? 'astar',
      heuristic: o.heuristic ?? 'manhattan',
    }),
  ];
  const key = (t: readonly number[]) => t.join(',');
  let seq = 0;
  const tieOf = (n: { g: number; seq: number }) => {
    switch (o.tieBreak ?? 'oldest') {
      case 'oldest':
        return n.seq;
      case 'newest':
        return -n.seq;
      case 'deepest':
        return -n.g * 1e6 + n.seq;
      case 'random':
        return random();
    }
  };
  const priority = (n: Node) => {
    switch (o.order) {
      case 'f':
        return n.g + n.h;
      case 'g':
        return n.g;
      case 'h':
        return n.h;
      case 'fifo':
        return n.seq;
      case 'lifo':
        return -n.seq;
    }
  };
  const frontier: Node[] = [];
  const best = new Map<string, number>();
  const closed = new Set<string>();
  const push = (n: Node) => {
    frontier.push(n);
    best.set(key(n.tiles), n.g);
  };
  push({ tiles: start, g: 0, h: h(start), parent: null, seq: seq++, tie: 0 });
  const pathOf = (n: Node) => {
    const path: string[] = [];
    for (let at: Node | null = n; at; at = at.parent) path.push(text(at.tiles));
    return path.reverse();
  };
  while (frontier.length > 0 && lines.length < maxLines) {
    // A plain list scanned for the lowest (priority, tie): slow, but as a student writes it.
    let at = 0;
    for (let i = 1; i < frontier.length; i++) {
      const a = frontier[i];
      const b = frontier[at];
      if (priority(a) < priority(b) || (priority(a) === priority(b) && a.tie < b.tie)) at = i;
    }
    const node = frontier.splice(at, 1)[0];
    const k = key(node.tiles);
    if (bug !== 'no-closed-set' && closed.has(k)) continue; // a stale entry: skipped silently
    closed.add(k);
    lines.push(JSON.stringify({ expand: text(node.tiles), g: node.g, h: node.h }));
    if (key(node.tiles) === key(GOAL)) {
      lines.push(JSON.stringify({ solution: pathOf(node) }));
      return lines;
    }
    for (const step of domain.successors(node.tiles)) {
      const child = step.state as readonly number[];
      const ck = key(child);
      const g = node.g + (bug === 'wrong-g' && node.g >= 1 ? 2 : 1);
      const known = closed.has(ck) || (best.get(ck) ?? Infinity) <= g;
      const isNew = bug === 'no-closed-set' || !known;
      if (isNew || o.writeDuplicates) {
        lines.push(JSON.stringify({ generate: text(child), parent: text(node.tiles), g, h: h(child) }));
      }
      if (!isNew) continue;
      const made: Node = { tiles: child, g, h: h(child), parent: node, seq: seq++, tie: 0 };
      made.tie = tieOf(made);
      if (bug === 'stop-at-generation' && ck === key(GOAL)) {
        lines.push(JSON.stringify({ solution: pathOf(made) }));
        return lines;
      }
      push(made);
    }
  }
  lines.push(JSON.stringify({ failure: true }));
  return lines;
}
