/**
 * Beam search of width k (option `beamWidth`), as a student reads it: breadth-first, one layer
 * at a time, but each layer keeps only the k children with the smallest h (ties: the first
 * generated). A state that was in an earlier beam is dropped as a duplicate, and so is a second
 * copy in the same layer; the others that miss the beam are rejected. The goal is tested when a
 * node is expanded. The layer is decided before it is told: for each beam node, its expansion
 * and then what became of each of its children. The fast version: ../local/beam.ts.
 */
import type { GenerateOutcome, StateKey } from '../../events';
import { localOf } from '../run';
import type { FinalEvent } from '../types';
import type { Node, Problem, TextbookSearch } from './problem';
import { Tally, childOf, generated, info, isGoal, pathTo, rootNode, stepsOf } from './problem';

const byH = (_g: number, h: number) => h;
const best = (a: Node, b: Node) => a.h - b.h || a.id - b.id;

export function* beamSearch(problem: Problem): TextbookSearch {
  const tally = new Tally(problem);
  const k = localOf(problem.options).beamWidth;
  const root = rootNode(problem, byH);
  const kept = new Set<StateKey>([root.key]); // every state that was in a beam
  let beam: Node[] = [root];
  let memory = 1;
  yield tally.start(root); // @line init
  for (;;) {
    if (beam.length === 0) return beamEmpty(tally); // @line exhausted
    let id = tally.generated;
    const children = beam.map((node) => stepsOf(problem, node).map((step) => childOf(problem, node, step, ++id, byH)));
    const outcome = new Map<Node, GenerateOutcome>();
    const inLayer = new Set<StateKey>();
    const candidates: Node[] = [];
    for (const child of children.flat()) {
      if (kept.has(child.key)) outcome.set(child, 'closed');
      else if (inLayer.has(child.key)) outcome.set(child, 'frontier');
      else {
        inLayer.add(child.key);
        candidates.push(child);
      }
    }
    const next = candidates.sort(best).slice(0, k); // the k best new children
    for (let i = 0; i < beam.length; i++) {
      const reason = tally.expanded >= problem.options.maxIterations ? 'expansions' : tally.limitReached(memory);
      if (reason !== null) return tally.limit(reason); // @line limit
      tally.expanded++;
      yield { type: 'expand', node: info(beam[i]) }; // @line pop
      if (isGoal(problem, beam[i])) return tally.solved(pathTo(beam[i])); // @line goal-test
      for (const child of children[i]) {
        tally.newId();
        const dropped = outcome.get(child);
        if (dropped === 'closed') {
          tally.duplicates++;
          yield generated(child, 'closed'); // @line closed
        } else if (dropped === 'frontier') {
          tally.duplicates++;
          yield generated(child, 'frontier'); // @line in-frontier
        } else if (next.includes(child)) {
          memory++;
          yield generated(child, 'new'); // @line push
        } else yield generated(child, 'rejected'); // @line reject
      }
      tally.note(beam.length - i - 1 + frontierOfNext(next, children, i), memory);
      const progress = tally.progress();
      if (progress !== null) yield progress; // @line progress
    }
    for (const node of next) kept.add(node.key);
    beam = next; // already best first
  }
}

/** How many of the next beam have been told so far (they wait in the frontier). */
function frontierOfNext(next: readonly Node[], children: readonly (readonly Node[])[], upTo: number): number {
  let n = 0;
  for (let i = 0; i <= upTo; i++) for (const c of children[i]) if (next.includes(c)) n++;
  return n;
}

function beamEmpty(tally: Tally): FinalEvent {
  return { type: 'exhausted', stats: tally.stats(), stuck: 'beam-empty' };
}
