/**
 * A test-only problem domain: a small weighted graph typed as `A B 4` lines (undirected unless
 * asked otherwise), its states the node names. Written against the Domain interface alone, as
 * a new domain would be, to show that the textbook solvers, the replay reducer and the command
 * line's report need nothing else. `dijkstra` and `fewestSteps` are the test's own answers to
 * check the solvers against.
 */
import type { Domain, DomainHeuristic, Step } from '../../../../src/core/domain';

export interface Graph {
  readonly nodes: readonly string[];
  /** Each node's steps in the order its lines were typed. */
  readonly out: ReadonlyMap<string, readonly Step<string>[]>;
  readonly directed: boolean;
}

export function readGraph(text: string, directed = false): Graph {
  const out = new Map<string, Step<string>[]>();
  const add = (from: string, to: string, cost: number) => {
    for (const n of [from, to]) if (!out.has(n)) out.set(n, []);
    out.get(from)!.push({ action: to, cost, state: to });
  };
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    const [from, to, cost, extra] = line.split(/\s+/);
    const c = Number(cost);
    if (to === undefined || extra !== undefined || !(c > 0)) throw new Error(`line ${i + 1}: expected "A B cost"`);
    add(from, to, c);
    if (!directed) add(to, from, c);
  });
  return { nodes: [...out.keys()], out, directed };
}

/**
 * S to G: two roads of two steps (S B G, 11; S E F G, 11.5 in three) and cheaper ones of more
 * steps (S A B G, 7; S A C B G, 7.5; S A C D G, 8).
 */
export const ROADS = readGraph(`
S A 2
S B 9
A C 2
C D 2
D G 2
B G 2
S E 1
E F 1.5
F G 9
A B 3
C B 1.5
`);

/** The cheapest cost from every node to `goal` (Dijkstra on the reversed steps), Infinity if none. */
export function dijkstra(graph: Graph, goal: string): Map<string, number> {
  const into = new Map<string, { from: string; cost: number }[]>(graph.nodes.map((n) => [n, []]));
  for (const [from, steps] of graph.out) for (const s of steps) into.get(s.state)!.push({ from, cost: s.cost });
  const dist = new Map<string, number>(graph.nodes.map((n) => [n, Infinity]));
  dist.set(goal, 0);
  const done = new Set<string>();
  for (;;) {
    let best: string | null = null;
    for (const n of graph.nodes) if (!done.has(n) && (best === null || dist.get(n)! < dist.get(best)!)) best = n;
    if (best === null || dist.get(best) === Infinity) return dist;
    done.add(best);
    for (const { from, cost } of into.get(best)!) {
      if (dist.get(best)! + cost < dist.get(from)!) dist.set(from, dist.get(best)! + cost);
    }
  }
}

/** The fewest steps from `start` to `goal` (plain breadth-first), Infinity if none. */
export function fewestSteps(graph: Graph, start: string, goal: string): number {
  const depth = new Map([[start, 0]]);
  const queue = [start];
  while (queue.length > 0) {
    const n = queue.shift()!;
    if (n === goal) return depth.get(n)!;
    for (const s of graph.out.get(n) ?? []) {
      if (!depth.has(s.state)) {
        depth.set(s.state, depth.get(n)! + 1);
        queue.push(s.state);
      }
    }
  }
  return Infinity;
}

/**
 * The domain. Heuristics toward any goal, from the true distances: 'zero'; 'half' (half the
 * true cost: admissible and consistent); 'double' (twice it: neither). `table` adds 'table', a
 * fixed estimate per node (as AIMA's straight-line distances are to one goal), claimed neither.
 */
export function graphDomain(
  graph: Graph,
  options: { heuristics?: boolean; table?: Readonly<Record<string, number>> } = {},
): Domain<string> {
  const scaled = (id: string, factor: number, safe: boolean): DomainHeuristic<string> => ({
    id,
    name: `${factor} x the true cost`,
    admissible: safe,
    consistent: safe,
    make: (goal) => {
      const dist = dijkstra(graph, goal);
      return (node) => {
        const d = dist.get(node)!;
        return d === Infinity ? 0 : factor * d;
      };
    },
  });
  const table = options.table;
  const fixed: DomainHeuristic<string>[] =
    table === undefined
      ? []
      : [
          {
            id: 'table',
            name: 'a table',
            admissible: false,
            consistent: false,
            make: () => (node) => table[node] ?? 0,
          },
        ];
  const heuristics =
    options.heuristics === false
      ? []
      : [scaled('zero', 0, true), scaled('half', 0.5, true), scaled('double', 2, false), ...fixed];
  const unitCosts = [...graph.out.values()].every((steps) => steps.every((s) => s.cost === 1));
  return {
    kind: 'test-graph',
    unitCosts,
    key: (node) => node,
    state: (key) => String(key),
    parse: (text) => {
      const name = text.trim();
      if (name === '') return { ok: false, error: { code: 'empty', message: 'no node named' } };
      if (!graph.out.has(name)) return { ok: false, error: { code: 'unknown-node', message: `no node "${name}"` } };
      return { ok: true, state: name };
    },
    format: (node) => node,
    successors: (node) => graph.out.get(node) ?? [],
    isGoal: (node, goal) => node === goal,
    heuristics,
    defaultHeuristic: heuristics.length > 0 ? 'half' : null,
    describe: (node) => ({ text: `at ${node}`, facts: { node } }),
    ...(graph.directed ? {} : { inverse: (from: string) => from }),
  };
}
