/** Where each tile of a board stands, in CSS pixels: shared by the still and the animated tiles. */
import type { Tiles } from '../../core/puzzle';

export interface PlacedTile {
  tile: number;
  /** The cell it stands in, in board order. */
  index: number;
  row: number;
  col: number;
  /** Top-left corner of the tile inside the board. */
  x: number;
  y: number;
}

export interface TileGeometry {
  cell: number;
  gap: number;
  width: number;
  height: number;
  /** Every tile but the blank, in board order. */
  placed: PlacedTile[];
}

export function layTiles(rows: number, cols: number, tiles: Tiles, size: number): TileGeometry {
  const cell = size / Math.max(rows, cols);
  const gap = Math.max(2, Math.round(cell * 0.05));
  const placed: PlacedTile[] = [];
  tiles.forEach((tile, index) => {
    if (tile === 0) return;
    const row = Math.floor(index / cols);
    const col = index % cols;
    placed.push({ tile, index, row, col, x: col * cell + gap / 2, y: row * cell + gap / 2 });
  });
  return { cell, gap, width: cell * cols, height: cell * rows, placed };
}
