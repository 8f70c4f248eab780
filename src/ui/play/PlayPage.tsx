/** Play mode (for now: shuffle and look; moving tiles, hints and solving come with the play issue). */
import { useTranslation } from 'react-i18next';
import { usePlayStore } from '../../store/playStore';
import { Board } from '../board/Board';
import { useElementWidth } from '../hooks/useElementWidth';

export function PlayPage() {
  const { t } = useTranslation();
  const { puzzle, tiles, shuffle } = usePlayStore();
  const [boardBox, boxWidth] = useElementWidth<HTMLDivElement>();
  return (
    <section className="panel board-panel" aria-label={t('play.board')}>
      <div ref={boardBox} className="board-box">
        <Board
          rows={puzzle.rows}
          cols={puzzle.cols}
          tiles={tiles}
          label={t('play.board')}
          size={Math.min(360, boxWidth || 360)}
        />
      </div>
      <div className="toolbar">
        <button type="button" className="button primary" onClick={() => shuffle()}>
          {t('play.shuffle')}
        </button>
      </div>
    </section>
  );
}
