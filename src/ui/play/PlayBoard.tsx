/**
 * The board a learner plays on: tap or click a tile next to the gap, swipe, or use the arrow
 * keys (usePlayKeys). The hinted tile is ringed and carries an arrow; each move is announced
 * to screen readers.
 */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { sameTiles } from '../../core/puzzle';
import { usePlayStore } from '../../store/playStore';
import { Board } from '../board/Board';
import { MEDIA, matches } from '../../store/breakpoints';
import { useElementSize } from '../hooks/useElementSize';
import { useSwipe } from './useSwipe';

/** Largest board edge, on a big projector screen. */
const MAX_BOARD = 760;

export function PlayBoard() {
  const { t } = useTranslation();
  const s = usePlayStore(
    useShallow((st) => ({
      puzzle: st.puzzle,
      tiles: st.tiles,
      hint: st.hint,
      solved: st.solved,
      auto: st.auto.status,
      preparing: st.preparing,
      lastMove: st.lastMove,
      moves: st.moves,
    })),
  );
  const [box, boxSize] = useElementSize<HTMLDivElement>();
  const swipe = useSwipe((direction) => usePlayStore.getState().swipe(direction));
  const canMove = !s.solved && s.preparing === false && s.auto !== 'playing' && s.auto !== 'thinking';
  const hinted = s.hint.status === 'ready' && sameTiles(s.hint.board, s.tiles) ? s.hint : null;
  // Where the page is fitted to the screen (see play.css), the board takes the height left over.
  const fitted = matches(MEDIA.fitted);
  const room = Math.min(boxSize.width || 360, fitted && boxSize.height > 0 ? boxSize.height : Infinity);
  const size = Math.max(160, Math.min(MAX_BOARD, room));
  const announce = s.lastMove
    ? t(s.lastMove.by === 'computer' ? 'play.move.announceComputer' : 'play.move.announce', {
        tile: s.lastMove.tile,
        dir: t(`play.move.dir.${s.lastMove.dir}`),
      })
    : '';
  return (
    <div
      ref={box}
      className={canMove ? 'play-board-box can-move' : 'play-board-box'}
      data-testid="play-board"
      data-solved={s.solved ? 'true' : 'false'}
      data-moves={s.moves}
      {...(canMove ? swipe : {})}
    >
      <Board
        rows={s.puzzle.rows}
        cols={s.puzzle.cols}
        tiles={s.tiles}
        label={t('play.board')}
        size={size}
        highlight={hinted?.tile ?? null}
        badge={hinted ? (tile) => (tile === hinted.tile ? t(`play.move.arrow.${hinted.move}`) : null) : undefined}
        onTileClick={canMove ? (tile) => usePlayStore.getState().moveTile(tile) : undefined}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}
