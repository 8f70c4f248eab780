/** A small, static board for lists (frontier, closed set, path). Pure markup: cheap to render by the dozen. */
import type { Tiles } from '../../core/puzzle';
import './board.css';

/**
 * `digits` is the numbers' size in px: by default in proportion to the cell, larger where a room
 * reads them from the back (projector mode asks for 24 px).
 */
export function MiniBoard({
  cols,
  tiles,
  cell = 14,
  digits = cell * 0.62,
}: {
  cols: number;
  tiles: Tiles;
  cell?: number;
  digits?: number;
}) {
  return (
    <span
      className="mini-board"
      aria-hidden="true"
      style={{ gridTemplateColumns: `repeat(${cols}, ${cell}px)`, gridAutoRows: `${cell}px`, fontSize: digits }}
    >
      {tiles.map((t, i) => (
        <span key={i} className={t === 0 ? 'mini-cell blank' : 'mini-cell'}>
          {t === 0 ? '' : t}
        </span>
      ))}
    </span>
  );
}
