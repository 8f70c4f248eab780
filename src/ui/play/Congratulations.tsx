/** The win: moves and time, against the fewest moves possible from the start, with what helped. */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { usePlayStore } from '../../store/playStore';
import { formatDuration } from './useElapsed';

export function Congratulations() {
  const { t } = useTranslation();
  const s = usePlayStore(
    useShallow((st) => ({
      solved: st.solved,
      moves: st.moves,
      autoMoves: st.autoMoves,
      hintsUsed: st.hintsUsed,
      startedAt: st.startedAt,
      finishedAt: st.finishedAt,
      game: st.game,
    })),
  );
  if (!s.solved) return null;
  const time = formatDuration((s.finishedAt ?? 0) - (s.startedAt ?? 0));
  const { optimal, upperBound, optimalStatus } = s.game;
  let best: string;
  if (optimal !== null) best = t('play.congrats.best', { count: optimal });
  else if (optimalStatus === 'pending') best = t('play.congrats.bestPending');
  else if (upperBound !== null) best = t('play.congrats.bestAtMost', { count: upperBound });
  else best = '';
  const extra = optimal !== null ? s.moves - optimal : null;
  // Praise is for the player: when the computer made every move there is nothing to praise.
  const perfect = extra === 0 && s.autoMoves < s.moves;
  return (
    <section
      className="congrats"
      role="status"
      aria-live="polite"
      data-testid="congrats"
      data-moves={s.moves}
      data-optimal={optimal ?? ''}
    >
      <svg className="congrats-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M6.5 12.5l3.5 3.5 7.5-8" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" />
      </svg>
      <div className="congrats-text">
        <h2>{t('play.congrats.title')}</h2>
        <p className="congrats-summary">{t('play.congrats.summary', { count: s.moves, time })}</p>
        <p>
          {best} {perfect && <strong>{t('play.congrats.perfect')}</strong>}
          {extra !== null && extra > 0 && t('play.congrats.more', { count: extra })}
        </p>
        {(s.hintsUsed > 0 || s.autoMoves > 0) && (
          <p className="muted">
            {s.hintsUsed > 0 && t('play.congrats.hints', { count: s.hintsUsed })}{' '}
            {s.autoMoves > 0 && t('play.congrats.computer', { count: s.autoMoves })}
          </p>
        )}
      </div>
      <div className="congrats-actions">
        <button type="button" className="button primary" onClick={() => void usePlayStore.getState().newGame()}>
          {t('play.newGame.button')}
        </button>
        <button type="button" className="button" onClick={() => usePlayStore.getState().restart()}>
          {t('play.congrats.again')}
        </button>
      </div>
    </section>
  );
}
