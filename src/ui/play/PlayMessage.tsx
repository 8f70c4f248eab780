/**
 * The line under the board: the hint, the search's progress while it thinks, the solution
 * being played, or an honest "no answer within the limit".
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { slideOf } from '../../core/moveNotation';
import { isGoal, sameTiles } from '../../core/puzzle';
import type { EngineProgress } from '../../store/playSolver';
import { usePlayStore } from '../../store/playStore';
import { MoveToken } from '../moves/MoveList';

function progressText(t: TFunction, p: EngineProgress | null): string | null {
  if (!p) return null;
  const percent = p.total ? Math.floor((p.done / p.total) * 100) : 0;
  if (p.phase === 'table') return t('play.help.progressTable', { total: p.total, percent });
  if (p.phase === 'patterns') return t('play.help.progressPatterns', { percent });
  return p.bound !== undefined
    ? t('play.help.progressSearch', { done: p.done, bound: p.bound })
    : t('play.help.progressSearchNoBound', { done: p.done });
}

function ProgressBar({ progress }: { progress: EngineProgress | null }) {
  if (!progress?.total) return null;
  return <progress className="play-progress" max={progress.total} value={progress.done} aria-hidden="true" />;
}

export function PlayMessage() {
  const { t } = useTranslation();
  const s = usePlayStore(
    useShallow((st) => ({
      hint: st.hint,
      auto: st.auto,
      preparing: st.preparing,
      tiles: st.tiles,
      puzzle: st.puzzle,
      solved: st.solved,
      moves: st.moves,
    })),
  );
  let body: React.ReactNode = null;
  let kind = 'info';
  if (s.preparing !== false) {
    body = (
      <>
        <span>{progressText(t, s.preparing) ?? t('play.newGame.preparing')}</span>
        <ProgressBar progress={s.preparing} />
      </>
    );
  } else if (s.auto.status === 'thinking' || s.hint.status === 'thinking') {
    const progress =
      s.auto.status === 'thinking' ? s.auto.progress : s.hint.status === 'thinking' ? s.hint.progress : null;
    const detail = progressText(t, progress);
    body = (
      <>
        <span>{t('play.help.thinking')}</span>
        {detail && <span className="muted"> {detail}</span>}
        <ProgressBar progress={progress} />
      </>
    );
  } else if (s.auto.status === 'playing') {
    body = (
      <>
        <strong>{t('play.help.solving', { index: s.auto.index + 1, total: s.auto.total })}</strong>{' '}
        <span className="muted">{t('play.help.solvingNote')}</span>
      </>
    );
  } else if (s.auto.status === 'limit' || s.hint.status === 'limit') {
    const r = s.auto.status === 'limit' ? s.auto : (s.hint as Extract<typeof s.hint, { status: 'limit' }>);
    kind = 'warn';
    body = t('play.help.limit', { expanded: r.expanded, reason: t(`play.help.limitReason.${r.reason}`) });
  } else if (s.auto.status === 'failed' || s.hint.status === 'failed') {
    const r = s.auto.status === 'failed' ? s.auto : (s.hint as Extract<typeof s.hint, { status: 'failed' }>);
    kind = 'warn';
    body = t(`play.help.failed.${r.reason}`);
  } else if (s.hint.status === 'ready' && sameTiles(s.hint.board, s.tiles)) {
    kind = 'hint';
    const slide = slideOf(s.puzzle, s.tiles, s.hint.move);
    body = (
      <>
        <strong>{t('play.help.hintReady', { tile: s.hint.tile, dir: t(`play.move.dir.${s.hint.move}`) })}</strong>{' '}
        {slide && <MoveToken slide={slide} testId="hint-move" />}{' '}
        {s.hint.movesLeft === 1 ? t('play.help.lastMove') : t('play.help.movesLeft', { count: s.hint.movesLeft })}
      </>
    );
  } else if (!s.solved && s.moves === 0 && isGoal(s.puzzle, s.tiles)) {
    body = t('play.status.alreadySolved');
  }
  return (
    <p className={`play-message ${kind}`} role="status" aria-live="polite" data-testid="play-message" data-kind={kind}>
      {body}
    </p>
  );
}
