/**
 * New game: the size and the difficulty. Where the whole state space is known (3x3 and
 * smaller) a difficulty is an exact distance from the goal; beyond, a random walk's length.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { MAX_SIDE, MIN_SIDE } from '../../core/puzzle';
import { stateSpaceSupported } from '../../core/stateSpace';
import {
  DIFFICULTIES,
  MAX_CUSTOM_WALK,
  WALK_LENGTH,
  distanceFor,
  usePlayStore,
  type Difficulty,
} from '../../store/playStore';

const SIDES = Array.from({ length: MAX_SIDE - MIN_SIDE + 1 }, (_, i) => i + MIN_SIDE);

export function NewGamePanel() {
  const { t } = useTranslation();
  const s = usePlayStore(
    useShallow((st) => ({
      puzzle: st.puzzle,
      difficulty: st.difficulty,
      customLength: st.customLength,
      diameter: st.diameter,
      preparing: st.preparing !== false,
      autoBusy: st.auto.status === 'playing' || st.auto.status === 'thinking',
    })),
  );
  const exact = stateSpaceSupported(s.puzzle);
  const maxCustom = exact ? (s.diameter ?? 80) : MAX_CUSTOM_WALK;
  const levelLabel = (d: Difficulty) => {
    const level = t(`play.newGame.level.${d}`);
    if (d === 'custom') return level;
    if (!exact) return t('play.newGame.levelWalk', { level, count: WALK_LENGTH[d] });
    return s.diameter === null
      ? level
      : t('play.newGame.levelDistance', { level, count: distanceFor(d, s.diameter, 0) });
  };
  const store = usePlayStore.getState;
  return (
    <section className="panel play-card" aria-labelledby="play-new-title">
      <h2 id="play-new-title" className="panel-title">
        {t('play.newGame.title')}
      </h2>
      <div className="play-fields">
        <label className="field">
          <span>{t('play.newGame.size')}</span>
          <select
            aria-label={t('play.newGame.size')}
            value={`${s.puzzle.rows}x${s.puzzle.cols}`}
            disabled={s.autoBusy}
            onChange={(e) => {
              const [rows, cols] = e.target.value.split('x').map(Number);
              void store().setSize(rows, cols);
            }}
          >
            {SIDES.flatMap((rows) =>
              SIDES.map((cols) => (
                <option key={`${rows}x${cols}`} value={`${rows}x${cols}`}>
                  {t('play.sizeOption', { rows, cols })}
                </option>
              )),
            )}
          </select>
        </label>
        <label className="field">
          <span>{t('play.newGame.difficulty')}</span>
          <select
            aria-label={t('play.newGame.difficulty')}
            value={s.difficulty}
            onChange={(e) => store().setDifficulty(e.target.value as Difficulty)}
          >
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {levelLabel(d)}
              </option>
            ))}
          </select>
        </label>
        {s.difficulty === 'custom' && (
          <label className="field">
            <span>
              {exact
                ? t('play.newGame.customDistance', { max: maxCustom })
                : t('play.newGame.customWalk', { max: maxCustom })}
            </span>
            <CustomLength
              key={maxCustom}
              label={
                exact
                  ? t('play.newGame.customDistance', { max: maxCustom })
                  : t('play.newGame.customWalk', { max: maxCustom })
              }
              value={Math.min(s.customLength, maxCustom)}
              max={maxCustom}
            />
          </label>
        )}
      </div>
      <p className="muted small">{exact ? t('play.newGame.exactNote') : t('play.newGame.walkNote')}</p>
      <button
        type="button"
        className="button primary wide-button"
        onClick={() => void store().newGame()}
        disabled={s.preparing || s.autoBusy}
      >
        {t('play.newGame.button')}
      </button>
    </section>
  );
}

/** The custom length: typed freely (an empty field while typing is fine), kept when valid. */
function CustomLength({ label, value, max }: { label: string; value: number; max: number }) {
  const [text, setText] = useState(String(value));
  return (
    <input
      type="number"
      aria-label={label}
      min={1}
      max={max}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        if (Number.isInteger(n) && n >= 1) usePlayStore.getState().setDifficulty('custom', Math.min(max, n));
      }}
      onBlur={() => setText(String(Math.min(max, usePlayStore.getState().customLength)))}
    />
  );
}
