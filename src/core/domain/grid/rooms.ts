/**
 * Rooms joined by doorways, by recursive division: split the open area with a wall that has one
 * doorway, then split each side the same way until the rooms are small. Walls stand only at even
 * coordinates and doorways only at odd ones, so a later wall never blocks an earlier doorway and
 * every room stays reachable; the corners (0, 0) and (width-1, height-1), where the start and the
 * goal are, are never on a wall. Stack-based, so a large grid does not recurse deeply.
 */
import { seededRandom } from '../../random';
import type { Generated } from './generated';
import { WALL, sizeProblem } from './grid';
import { reachable } from './reachable';

export interface RoomsOptions {
  readonly width: number;
  readonly height: number;
  readonly seed: number;
  /** A region narrower than this on both sides is a room and is not split again. Default 8. */
  readonly roomSize?: number;
}

interface Region {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export function rooms({ width, height, seed, roomSize = 8 }: RoomsOptions): Generated {
  const problem = sizeProblem(width, height);
  if (problem !== null) return { ok: false, message: problem };
  if (!(Number.isInteger(roomSize) && roomSize >= 3))
    return { ok: false, message: `a room is at least 3 cells, not ${roomSize}` };
  const random = seededRandom(seed);
  /** A random number in [from, to] of the given parity; null when there is none. */
  const pick = (from: number, to: number, parity: 0 | 1): number | null => {
    const first = (from & 1) === parity ? from : from + 1;
    if (first > to) return null;
    return first + 2 * Math.floor(random() * (Math.floor((to - first) / 2) + 1));
  };
  const costs = new Array<number>(width * height).fill(1);
  const regions: Region[] = [{ x0: 0, y0: 0, x1: width - 1, y1: height - 1 }];
  for (let region = regions.pop(); region !== undefined; region = regions.pop()) {
    const { x0, y0, x1, y1 } = region;
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (w < roomSize && h < roomSize) continue;
    // Split across the longer side, so rooms do not come out as corridors.
    const vertical = w > h || (w === h && random() < 0.5);
    if (vertical) {
      const wall = pick(x0 + 1, x1 - 1, 0);
      const door = pick(y0, y1, 1);
      if (wall === null || door === null) continue;
      for (let y = y0; y <= y1; y++) if (y !== door) costs[y * width + wall] = WALL;
      regions.push({ x0, y0, x1: wall - 1, y1 }, { x0: wall + 1, y0, x1, y1 });
    } else {
      const wall = pick(y0 + 1, y1 - 1, 0);
      const door = pick(x0, x1, 1);
      if (wall === null || door === null) continue;
      for (let x = x0; x <= x1; x++) if (x !== door) costs[wall * width + x] = WALL;
      regions.push({ x0, y0, x1, y1: wall - 1 }, { x0, y0: wall + 1, x1, y1 });
    }
  }
  const grid = { width, height, costs, start: { x: 0, y: 0 }, goal: { x: width - 1, y: height - 1 } };
  return { ok: true, grid, connected: reachable(grid) };
}
