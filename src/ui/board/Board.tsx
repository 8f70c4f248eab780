/**
 * A sliding-tile board. Tiles are keyed by their number so framer-motion slides each one to
 * its new cell when the board changes (and skips the animation under reduced motion).
 * `m` + LazyMotion with only the DOM animation features: the full `motion` component ships
 * gestures, drag and layout animation this board never uses, and school laptops parse it all.
 */
import { LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion';
import { useTranslation } from 'react-i18next';
import type { Tiles } from '../../core/puzzle';
import './board.css';

export interface BoardProps {
  rows: number;
  cols: number;
  tiles: Tiles;
  /** Accessible description, e.g. "Board being expanded". */
  label: string;
  /** Board edge in CSS pixels. */
  size?: number;
  /** Optional small label drawn in a tile's corner (the per-tile heuristic overlay). */
  badge?: (tile: number, cell: number) => string | null;
  onTileClick?: (tile: number) => void;
  /** false: tiles jump to their cells (fast playback). Reduced motion always jumps. */
  animate?: boolean;
  /** A tile to ring (the next move of a hint). */
  highlight?: number | null;
}

export function Board({
  rows,
  cols,
  tiles,
  label,
  size = 360,
  badge,
  onTileClick,
  animate = true,
  highlight = null,
}: BoardProps) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const cell = size / Math.max(rows, cols);
  const gap = Math.max(2, Math.round(cell * 0.05));
  const width = cell * cols;
  const height = cell * rows;
  return (
    // A group, not a grid: tiles move between rows, and a grid's rows would remount them mid-slide.
    <LazyMotion features={domAnimation} strict>
      <div className="board" role="group" aria-label={label} style={{ width, height }} data-testid="board">
        {tiles.map((tile, index) => {
          if (tile === 0) return null;
          const r = Math.floor(index / cols);
          const c = index % cols;
          const text = badge?.(tile, index);
          return (
            <m.button
              type="button"
              key={tile}
              className={tile === highlight ? 'tile highlighted' : 'tile'}
              data-tile={tile}
              data-highlight={tile === highlight ? 'true' : undefined}
              aria-label={t('board.tile', { tile, row: r + 1, col: c + 1 })}
              tabIndex={onTileClick ? 0 : -1}
              onClick={onTileClick ? () => onTileClick(tile) : undefined}
              initial={false}
              animate={{ x: c * cell + gap / 2, y: r * cell + gap / 2 }}
              transition={reduceMotion || !animate ? { duration: 0 } : { type: 'spring', stiffness: 500, damping: 38 }}
              style={{ width: cell - gap, height: cell - gap, fontSize: cell * 0.42 }}
            >
              {tile}
              {text !== null && text !== undefined && <span className="tile-badge">{text}</span>}
            </m.button>
          );
        })}
      </div>
    </LazyMotion>
  );
}
