/**
 * Precomputed move tables for one board shape, for the solvers' hot loops: for every blank
 * cell, the cells it can move to and the direction of each move, with no allocation per move.
 */
import type { Direction } from './puzzle';
import { DIRECTIONS, targetCell } from './puzzle';

export interface Topology {
  readonly rows: number;
  readonly cols: number;
  readonly size: number;
  /** neighbours[cell * 4 + k] for k < degree[cell]: the cells the blank can move to. */
  readonly neighbours: Int8Array;
  /** moveDir[cell * 4 + k]: index into DIRECTIONS of that move. */
  readonly moveDir: Int8Array;
  readonly degree: Int8Array;
  readonly row: Int8Array;
  readonly col: Int8Array;
}

const cache = new Map<string, Topology>();

export function topology(rows: number, cols: number): Topology {
  const id = `${rows}x${cols}`;
  const hit = cache.get(id);
  if (hit) return hit;
  const size = rows * cols;
  const neighbours = new Int8Array(size * 4).fill(-1);
  const moveDir = new Int8Array(size * 4).fill(-1);
  const degree = new Int8Array(size);
  const row = new Int8Array(size);
  const col = new Int8Array(size);
  for (let cell = 0; cell < size; cell++) {
    row[cell] = Math.floor(cell / cols);
    col[cell] = cell % cols;
    let k = 0;
    DIRECTIONS.forEach((d: Direction, di) => {
      const to = targetCell(rows, cols, cell, d);
      if (to >= 0) {
        neighbours[cell * 4 + k] = to;
        moveDir[cell * 4 + k] = di;
        k++;
      }
    });
    degree[cell] = k;
  }
  const topo: Topology = { rows, cols, size, neighbours, moveDir, degree, row, col };
  cache.set(id, topo);
  return topo;
}
