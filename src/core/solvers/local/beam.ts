/**
 * Beam search of width k (option `beamWidth`): breadth-first, layer by layer, but each layer
 * keeps only the k children with the lowest h (ties: the first generated). A state already kept
 * in an earlier layer is a duplicate ('closed'), and so is a second copy within the layer
 * ('frontier'); children that did not make the beam are 'rejected'. The goal is tested when a
 * node is expanded. With k = 1 it is greedy descent that never backs up; with a big enough k, BFS.
 * It can empty its beam (every child seen before) and stop: 'beam-empty'. Deterministic: the
 * seed plays no part. The whole kept tree stays in memory (the path is read from it).
 *
 * Events: the layer is decided first (which children make the beam), then told in order: for each
 * beam node, expand and its children's generate events. The frontier is the beam, in (g, h, id) order.
 */
import type { GenerateOutcome, NodeInfo, StateKey } from '../../events';
import type { Direction } from '../../puzzle';
import { childH, childKey, rootH } from '../model';
import type { Run } from '../run';
import { localOf, nodeInfo } from '../run';
import type { Search } from '../types';

interface BeamNode {
  readonly info: NodeInfo;
  readonly tiles: Uint8Array;
  readonly blank: number;
  readonly parent: BeamNode | null;
}

interface Child {
  readonly node: BeamNode;
  outcome: GenerateOutcome;
}

export function* beamSearch(run: Run): Search {
  const { all } = run.opts;
  const { beamWidth } = localOf(run.opts);
  const model = run.model;
  const { neighbours, moveDir, degree } = model.topo;
  const root: BeamNode = {
    info: nodeInfo(0, -1, model.startKey, 0, rootH(model), rootH(model), -1),
    tiles: Uint8Array.from(model.start),
    blank: model.startBlank,
    parent: null,
  };
  const kept = new Set<StateKey>([model.startKey]);
  let beam: BeamNode[] = [root];
  run.frontier = 1;
  run.memory = 1;
  run.notePeaks();
  yield run.startEvent(root.info);
  for (;;) {
    if (beam.length === 0) return { type: 'exhausted', stats: run.stats(), stuck: 'beam-empty' };
    // Decide the layer: every child of the beam, then the k best new ones.
    // Ids follow generation order, so they are known now; run.nextId moves only as they are told.
    let id = run.nextId;
    const layer: Child[][] = beam.map((parent) => {
      const out: Child[] = [];
      for (let k = 0; k < degree[parent.blank]; k++) {
        const to = neighbours[parent.blank * 4 + k];
        const tiles = parent.tiles.slice();
        const tile = tiles[to];
        tiles[parent.blank] = tile;
        tiles[to] = 0;
        const key = childKey(model, parent.info.key, tiles, tile, to, parent.blank);
        const h = childH(model, parent.info.h, tiles, tile, to, parent.blank);
        const g = parent.info.g + 1;
        const info = nodeInfo(id++, parent.info.id, key, g, h, h, moveDir[parent.blank * 4 + k]);
        out.push({ node: { info, tiles, blank: to, parent }, outcome: 'rejected' });
      }
      return out;
    });
    const seenInLayer = new Set<StateKey>();
    const candidates: Child[] = [];
    for (const child of layer.flat()) {
      const key = child.node.info.key;
      if (kept.has(key)) child.outcome = 'closed';
      else if (seenInLayer.has(key)) child.outcome = 'frontier';
      else {
        seenInLayer.add(key);
        candidates.push(child);
      }
    }
    candidates.sort((a, b) => a.node.info.h - b.node.info.h || a.node.info.id - b.node.info.id);
    const next = candidates.slice(0, beamWidth);
    for (const child of next) child.outcome = 'new';
    // Tell the layer, each beam node's expansion first (its goal test), then its children.
    for (let i = 0; i < beam.length; i++) {
      const reason = run.expanded >= run.opts.maxIterations ? 'expansions' : run.limitReached();
      if (reason !== null) return run.limit(reason);
      const parent = beam[i];
      run.expanded++;
      run.frontier--;
      if (all) yield { type: 'expand', node: parent.info };
      if (parent.info.key === model.goalKey) return solvedAt(run, parent);
      for (const child of layer[i]) {
        run.nextId = child.node.info.id + 1;
        if (child.outcome === 'closed' || child.outcome === 'frontier') run.duplicates++;
        if (child.outcome === 'new') {
          run.frontier++;
          run.memory++;
        }
        if (all) yield { type: 'generate', node: child.node.info, outcome: child.outcome };
      }
      run.notePeaks();
      if (run.progressDue()) yield run.progress();
    }
    for (const child of next) kept.add(child.node.info.key);
    beam = next.map((c) => c.node).sort((a, b) => a.info.h - b.info.h || a.info.id - b.info.id);
  }
}

function solvedAt(run: Run, goal: BeamNode): ReturnType<Run['solved']> {
  const moves: Direction[] = [];
  const ids: number[] = [];
  for (let n: BeamNode | null = goal; n !== null; n = n.parent) {
    ids.push(n.info.id);
    if (n.info.move !== null) moves.push(n.info.move);
  }
  run.frontier = 0;
  return run.solved(moves.reverse(), ids.reverse());
}
