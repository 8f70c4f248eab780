/** What a tile button says and does, the same whether it slides (AnimatedTiles) or stands (StillTiles). */
import type { TFunction } from 'i18next';
import type { CSSProperties, ReactNode } from 'react';
import type { PlacedTile, TileGeometry } from './tileLayout';

export interface TilesProps {
  geometry: TileGeometry;
  t: TFunction;
  badge?: (tile: number, cell: number) => string | null;
  onTileClick?: (tile: number) => void;
  /** false: tiles jump to their cells (fast playback). */
  animate: boolean;
  highlight: number | null;
}

export function tileButtonProps(p: TilesProps, { tile, index, row, col }: PlacedTile) {
  const { cell, gap } = p.geometry;
  const click = p.onTileClick;
  const text = p.badge?.(tile, index);
  const children: ReactNode = (
    <>
      {tile}
      {text !== null && text !== undefined && <span className="tile-badge">{text}</span>}
    </>
  );
  const size: CSSProperties = { width: cell - gap, height: cell - gap, fontSize: cell * 0.42 };
  return {
    type: 'button' as const,
    className: tile === p.highlight ? 'tile highlighted' : 'tile',
    'data-tile': tile,
    // The cell the tile belongs in, whatever its sliding picture shows mid-animation.
    'data-at': index,
    'data-highlight': tile === p.highlight ? 'true' : undefined,
    'aria-label': p.t('board.tile', { tile, row: row + 1, col: col + 1 }),
    tabIndex: click ? 0 : -1,
    onClick: click ? () => click(tile) : undefined,
    size,
    children,
  };
}
