/** Moves, time, the fewest moves possible and the goal: big enough to read from the back row. */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { usePlayStore, type Game } from '../../store/playStore';
import { MiniBoard } from '../board/MiniBoard';
import { formatDuration, useElapsed } from './useElapsed';

export function bestText(t: TFunction, game: Game): string {
  if (game.optimal !== null) return t('play.status.bestValue', { count: game.optimal });
  if (game.optimalStatus === 'pending') return t('play.status.bestPending');
  if (game.upperBound !== null) return t('play.status.bestAtMost', { count: game.upperBound });
  return t('play.status.bestUnknown');
}

export function GameStatus() {
  const { t, i18n } = useTranslation();
  const s = usePlayStore(
    useShallow((st) => ({
      moves: st.moves,
      startedAt: st.startedAt,
      finishedAt: st.finishedAt,
      game: st.game,
      puzzle: st.puzzle,
    })),
  );
  const elapsed = useElapsed(s.startedAt, s.finishedAt);
  const nf = new Intl.NumberFormat(i18n.language);
  const cell = Math.max(10, Math.min(18, Math.floor(66 / Math.max(s.puzzle.rows, s.puzzle.cols))));
  return (
    <dl className="game-status" aria-label={t('play.status.label')}>
      <div className="stat-box">
        <dt>{t('play.status.moves')}</dt>
        <dd data-testid="play-moves" data-value={s.moves}>
          {nf.format(s.moves)}
        </dd>
      </div>
      <div className="stat-box">
        <dt>{t('play.status.time')}</dt>
        <dd data-testid="play-time">{formatDuration(elapsed)}</dd>
      </div>
      <div className="stat-box">
        <dt>{t('play.status.best')}</dt>
        <dd data-testid="play-best" data-value={s.game.optimal ?? ''} className="best">
          {bestText(t, s.game)}
        </dd>
      </div>
      <div className="stat-box goal-box">
        <dt>{t('play.status.goal')}</dt>
        <dd>
          <span
            role="img"
            aria-label={`${t('play.status.goalBoard')}: ${s.puzzle.goal.join(' ').replace(/\b0\b/, '_')}`}
          >
            <MiniBoard cols={s.puzzle.cols} tiles={s.puzzle.goal} cell={cell} />
          </span>
        </dd>
      </div>
    </dl>
  );
}
