// A* search on the 8-puzzle (Manhattan distance), writing what it does as a frontier-trace v1.
//
//   node astar.mjs "8 1 3/4 0 2/7 6 5" [--goal "1 2 3/4 5 6/7 8 0"] [--out trace.jsonl]
//   npx frontier check trace.jsonl
//
// Plain Node, no dependencies (puzzle.mjs beside it). The lines marked TRACE are what a solver adds
// to be checked.
import { neighbours, pathTo, run, show } from './puzzle.mjs';

function manhattan(board, goal) {
  let sum = 0;
  board.forEach((tile, i) => {
    const j = goal.indexOf(tile);
    if (tile !== 0) sum += Math.abs(Math.floor(i / 3) - Math.floor(j / 3)) + Math.abs((i % 3) - (j % 3));
  });
  return sum;
}

// Node a is taken before node b: lower f = g + h first, of equal f the oldest first.
const before = (a, b) => a.f < b.f || (a.f === b.f && a.count < b.count);

function astar(start, goal, write) {
  // TRACE: the header, the first line: the puzzle, and the algorithm to check the run against.
  write({
    trace: 'frontier',
    version: 1,
    domain: 'puzzle',
    start: show(start),
    goal: show(goal),
    algorithm: 'astar',
    heuristic: 'manhattan',
  });
  // Boards already expanded, as text. With a consistent h (Manhattan is one) a board is first
  // expanded by a cheapest path, so an entry for a board in here is stale and is skipped.
  const closed = new Set();
  let count = 0; // how many nodes were pushed
  // The frontier: a plain array searched for the node to take (a binary heap is faster, and longer).
  const frontier = [{ board: start, g: 0, f: manhattan(start, goal), count, parent: null }];
  while (frontier.length > 0) {
    const first = frontier.reduce((best, node, i) => (before(node, frontier[best]) ? i : best), 0);
    const node = frontier.splice(first, 1)[0];
    if (closed.has(show(node.board))) continue; // an older entry of a board expanded already
    closed.add(show(node.board));
    // TRACE: an expand line each time a node is taken out of the frontier.
    write({ expand: show(node.board), g: node.g, h: manhattan(node.board, goal) });
    if (show(node.board) === show(goal)) {
      // The goal test, when the goal is expanded (not when generated).
      write({ solution: pathTo(node) }); // TRACE: the last line, the path found
      return;
    }
    for (const child of neighbours(node.board)) {
      const g = node.g + 1;
      const h = manhattan(child, goal);
      // TRACE: a generate line for each child, with its parent (a closed one may be left out).
      write({ generate: show(child), parent: show(node.board), g, h });
      if (!closed.has(show(child))) frontier.push({ board: child, g, f: g + h, count: ++count, parent: node });
    }
  }
  write({ failure: true }); // TRACE: or the last line says no path was found
}

run(astar, 'astar.mjs');
