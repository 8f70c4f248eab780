// Breadth-first search on the 8-puzzle (graph search), writing what it does as a frontier-trace v1.
//
//   node bfs.mjs "8 1 3/4 0 2/7 6 5" [--goal "1 2 3/4 5 6/7 8 0"] [--out trace.jsonl]
//   npx frontier check trace.jsonl
//
// Plain Node, no dependencies (puzzle.mjs beside it). The lines marked TRACE are what a solver adds
// to be checked.
import { neighbours, pathTo, run, show } from './puzzle.mjs';

function bfs(start, goal, write) {
  // TRACE: the header, the first line: the puzzle, and the algorithm to check the run against.
  write({ trace: 'frontier', version: 1, domain: 'puzzle', start: show(start), goal: show(goal), algorithm: 'bfs' });
  const frontier = [{ board: start, depth: 0, parent: null }]; // a queue: push at the end, shift from the front
  const seen = new Set([show(start)]); // every board ever put in the frontier: none is put there twice
  while (frontier.length > 0) {
    const node = frontier.shift(); // first in, first out: a shallowest node
    // TRACE: an expand line each time a node is taken out of the frontier (g is its depth).
    write({ expand: show(node.board), g: node.depth });
    if (show(node.board) === show(goal)) {
      write({ solution: pathTo(node) }); // TRACE: the last line, the path found
      return;
    }
    for (const child of neighbours(node.board)) {
      // TRACE: a generate line for each child, with its parent (a seen one may be left out).
      write({ generate: show(child), parent: show(node.board), g: node.depth + 1 });
      if (!seen.has(show(child))) {
        seen.add(show(child));
        frontier.push({ board: child, depth: node.depth + 1, parent: node });
      }
    }
  }
  write({ failure: true }); // TRACE: or the last line says no path was found
}

run(bfs, 'bfs.mjs');
