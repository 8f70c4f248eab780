/**
 * A small, static board for lists (frontier, closed set, path). Pure markup, kept cheap to lay
 * out: at top speed two dozen of these change several times a second. A cell is a plain block
 * centred by its line height (a flex box per cell added a box per number, 200 of the page's
 * 1,160 layout objects), and the board is given its exact size so that its layout stays inside
 * it (`contain: strict`, board.css).
 */
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
      className={tiles.length > 10 ? 'mini-board two-digit' : 'mini-board'}
      aria-hidden="true"
      style={{
        gridTemplateColumns: `repeat(${cols}, ${cell}px)`,
        gridAutoRows: `${cell}px`,
        fontSize: digits,
        lineHeight: `${cell}px`,
        width: cols * (cell + 1) + 1,
        height: Math.ceil(tiles.length / cols) * (cell + 1) + 1,
      }}
    >
      {tiles.map((t, i) => (
        <span key={i} className={t === 0 ? 'mini-cell blank' : 'mini-cell'}>
          {t === 0 ? '' : t}
        </span>
      ))}
    </span>
  );
}
