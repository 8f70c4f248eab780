/** Hint, "Solve it for me" (Stop while it plays) and the pace of its moves. */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { isGoal } from '../../core/puzzle';
import { PACE_RANGE, usePlayStore } from '../../store/playStore';

export function HelpPanel() {
  const { t, i18n } = useTranslation();
  const s = usePlayStore(
    useShallow((st) => ({
      solved: st.solved,
      atGoal: isGoal(st.puzzle, st.tiles),
      preparing: st.preparing !== false,
      hint: st.hint.status,
      auto: st.auto.status,
      paceMs: st.paceMs,
    })),
  );
  const busy = s.auto === 'thinking' || s.auto === 'playing';
  const idle = !s.solved && !s.atGoal && !s.preparing;
  const seconds = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(s.paceMs / 1000);
  return (
    <section className="panel play-card" aria-labelledby="play-help-title">
      <h2 id="play-help-title" className="panel-title">
        {t('play.help.title')}
      </h2>
      <div className="play-buttons">
        <button
          type="button"
          className="button"
          onClick={() => void usePlayStore.getState().hintMe()}
          disabled={!idle || busy || s.hint === 'thinking'}
        >
          {t('play.help.hint')}
        </button>
        {busy || s.hint === 'thinking' ? (
          <button type="button" className="button danger" onClick={() => usePlayStore.getState().stop()}>
            {t('play.help.stop')}
          </button>
        ) : (
          <button
            type="button"
            className="button primary"
            onClick={() => void usePlayStore.getState().solveForMe()}
            disabled={!idle}
          >
            {t('play.help.solve')}
          </button>
        )}
      </div>
      <label className="pace">
        <span>{t('play.help.pace')}</span>
        <input
          type="range"
          min={PACE_RANGE.min}
          max={PACE_RANGE.max}
          step={100}
          value={s.paceMs}
          aria-valuetext={t('play.help.paceValue', { value: seconds })}
          onChange={(e) => usePlayStore.getState().setPace(Number(e.target.value))}
        />
        <output>{t('play.help.paceValue', { value: seconds })}</output>
      </label>
    </section>
  );
}
