/**
 * A perfect maze (exactly one path between any two open cells), carved by the randomized
 * depth-first search ("recursive backtracker") with an explicit stack, so a 256 x 256 maze does
 * not overflow the call stack. Rooms sit at odd coordinates and walls between them at even
 * ones; with an even width or height the last column or row stays wall. The start is the top-left
 * room, the goal the bottom-right one: a perfect maze joins them, and `connected` says so from
 * a flood fill, not from the theory.
 */
import { seededRandom } from '../../random';
import type { Generated } from './generated';
import { WALL, sizeProblem } from './grid';
import { reachable } from './reachable';

export interface MazeOptions {
  readonly width: number;
  readonly height: number;
  readonly seed: number;
}

export const MIN_MAZE_SIDE = 5;

export function perfectMaze({ width, height, seed }: MazeOptions): Generated {
  const problem = sizeProblem(width, height);
  if (problem !== null) return { ok: false, message: problem };
  if (width < MIN_MAZE_SIDE || height < MIN_MAZE_SIDE) {
    return {
      ok: false,
      message: `a maze is at least ${MIN_MAZE_SIDE} x ${MIN_MAZE_SIDE} cells, not ${width} x ${height}`,
    };
  }
  const random = seededRandom(seed);
  const costs = new Array<number>(width * height).fill(WALL);
  const rooms = { x: Math.floor((width - 1) / 2), y: Math.floor((height - 1) / 2) };
  const open = (x: number, y: number) => (costs[y * width + x] = 1);
  const visited = new Uint8Array(rooms.x * rooms.y);
  const stack: [number, number][] = [[0, 0]];
  visited[0] = 1;
  open(1, 1);
  while (stack.length > 0) {
    const [rx, ry] = stack[stack.length - 1];
    const next = [
      [rx, ry - 1],
      [rx + 1, ry],
      [rx, ry + 1],
      [rx - 1, ry],
    ].filter(([x, y]) => x >= 0 && y >= 0 && x < rooms.x && y < rooms.y && visited[y * rooms.x + x] === 0);
    if (next.length === 0) {
      stack.pop();
      continue;
    }
    const [nx, ny] = next[Math.floor(random() * next.length)];
    visited[ny * rooms.x + nx] = 1;
    // The wall between two rooms, then the room.
    open(rx + nx + 1, ry + ny + 1);
    open(2 * nx + 1, 2 * ny + 1);
    stack.push([nx, ny]);
  }
  const grid = { width, height, costs, start: { x: 1, y: 1 }, goal: { x: 2 * rooms.x - 1, y: 2 * rooms.y - 1 } };
  return { ok: true, grid, connected: reachable(grid) };
}
