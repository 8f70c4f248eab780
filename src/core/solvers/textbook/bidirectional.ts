/**
 * Bidirectional breadth-first search (AIMA 3.4.6): one BFS forward from the start, one backward
 * from the goal, expanding whole layers in turn, forward first. A child new to its own side
 * that the other side has already reached joins the two halves: the path is the forward half
 * to that state, then the backward half walked back to the goal (each backward step undone by
 * the domain's `inverse`: only a domain whose every step can be undone at the same cost can be
 * searched backward). Finishing each layer before the other side's makes the first meeting a
 * path of fewest steps (the cheapest when every step costs 1). The fast version:
 * ../bidirectionalBfs.ts (two ../bfsKernel.ts sides).
 */
import type { StateKey } from '../../events';
import { byDepth } from './breadthFirst';
import type { Node, Problem, TextbookSearch } from './problem';
import { Tally, actionOf, childrenOf, generated, info, isGoal, pathTo, rootNode } from './problem';

interface Side {
  readonly frontier: Node[]; // FIFO
  readonly reached: Map<StateKey, Node>;
  readonly closed: Set<StateKey>;
}

const sideFrom = (root: Node): Side => ({ frontier: [root], reached: new Map([[root.key, root]]), closed: new Set() });

export function* bidirectionalSearch(problem: Problem): TextbookSearch {
  const tally = new Tally(problem);
  const start: Node = { ...rootNode(problem, byDepth), side: 'forward' };
  yield tally.start(start); // @line init
  if (isGoal(problem, start)) return tally.solved([start]); // @line goal-root
  const goal: Node = { ...rootNode(problem, byDepth, problem.goal, tally.newId()), side: 'backward' };
  const sides = [sideFrom(start), sideFrom(goal)];
  // The run's frontier and memory count both sides.
  const frontierSize = () => sides[0].frontier.length + sides[1].frontier.length;
  const memory = () => sides[0].reached.size + sides[1].reached.size;
  tally.note(2, 2);
  yield generated(goal, 'new'); // @line init-backward
  for (let turn = 0; ; turn = 1 - turn) {
    const [me, other] = [sides[turn], sides[1 - turn]];
    if (me.frontier.length === 0) return tally.exhausted(); // @line exhausted
    const layer = me.frontier[0].depth;
    while (me.frontier.length > 0 && me.frontier[0].depth === layer) {
      const reason = tally.limitReached(memory());
      if (reason !== null) return tally.limit(reason); // @line limit
      const node = me.frontier.shift()!;
      me.closed.add(node.key);
      tally.expanded++;
      yield { type: 'expand', node: info(node) }; // @line pop
      for (const child of childrenOf(problem, node, tally, byDepth)) {
        if (me.reached.has(child.key)) {
          tally.duplicates++;
          if (me.closed.has(child.key))
            yield generated(child, 'closed'); // @line closed
          else yield generated(child, 'frontier'); // @line in-frontier
          continue;
        }
        me.reached.set(child.key, child);
        me.frontier.push(child);
        tally.note(frontierSize(), memory());
        yield generated(child, 'new'); // @line push
        const met = other.reached.get(child.key);
        if (met !== undefined) return join(problem, tally, turn === 0 ? child : met, turn === 0 ? met : child); // @line goal-test
      }
      const progress = tally.progress();
      if (progress !== null) yield progress; // @line progress
    }
  }
}

/** Start -> meeting state on the forward tree, then back along the backward tree to the goal. */
function join(problem: Problem, tally: Tally, forward: Node, backward: Node) {
  const half = pathTo(forward);
  const actions = half.slice(1).map((n) => actionOf(n)!);
  const ids = half.map((n) => n.id);
  const { inverse } = problem.domain;
  if (inverse === undefined) throw new Error(`${problem.domain.kind}: steps cannot be undone (no inverse)`);
  for (let n: Node = backward; n.parent !== null; n = n.parent) {
    actions.push(inverse(n.parent.state, actionOf(n)!, n.state));
    ids.push(n.parent.id);
  }
  return tally.solvedWith(actions, ids, forward.g + backward.g);
}
