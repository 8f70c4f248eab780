/** A small, static board for lists (frontier, closed set, path). Pure markup: cheap to render by the dozen. */
import type { Tiles } from '../../core/puzzle';
import './board.css';

export function MiniBoard({ cols, tiles, cell = 14 }: { cols: number; tiles: Tiles; cell?: number }) {
  return (
    <span
      className="mini-board"
      aria-hidden="true"
      style={{ gridTemplateColumns: `repeat(${cols}, ${cell}px)`, gridAutoRows: `${cell}px`, fontSize: cell * 0.62 }}
    >
      {tiles.map((t, i) => (
        <span key={i} className={t === 0 ? 'mini-cell blank' : 'mini-cell'}>
          {t === 0 ? '' : t}
        </span>
      ))}
    </span>
  );
}
