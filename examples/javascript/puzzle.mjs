// The 8-puzzle and the command line, shared by astar.mjs and bfs.mjs (the searches are there).
import { writeFileSync } from 'node:fs';

export const parse = (text) => text.replaceAll('/', ' ').trim().split(/\s+/).map(Number);
export const show = (board) => [0, 3, 6].map((r) => board.slice(r, r + 3).join(' ')).join('/');

/** The boards one move of the blank away: up, down, left, right. */
export function neighbours(board) {
  const blank = board.indexOf(0);
  const [row, col] = [Math.floor(blank / 3), blank % 3];
  const steps = [row > 0 && -3, row < 2 && 3, col > 0 && -1, col < 2 && 1].filter(Boolean);
  return steps.map((step) => {
    const child = [...board];
    [child[blank], child[blank + step]] = [child[blank + step], child[blank]];
    return child;
  });
}

/** The boards from the start to a node, following the parents back. */
export function pathTo(node) {
  const path = [];
  for (let at = node; at !== null; at = at.parent) path.unshift(show(at.board));
  return path;
}

/** Reads the start board (and --goal, --out) and runs search(start, goal, write). */
export function run(search, name) {
  const [start, ...options] = process.argv.slice(2); // the start board first, then the options
  const option = (flag, fallback) => (options.includes(flag) ? options[options.indexOf(flag) + 1] : fallback);
  if (start === undefined || start.startsWith('--')) {
    console.error(`usage: node ${name} "8 1 3/4 0 2/7 6 5" [--goal "1 2 3/4 5 6/7 8 0"] [--out trace.jsonl]`);
    process.exit(2);
  }
  const lines = []; // one line of the trace a JSON object
  search(parse(start), parse(option('--goal', '1 2 3/4 5 6/7 8 0')), (line) => lines.push(JSON.stringify(line) + '\n'));
  if (option('--out')) writeFileSync(option('--out'), lines.join(''));
  else process.stdout.write(lines.join(''));
}
