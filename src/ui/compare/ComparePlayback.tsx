/**
 * One playback for every pane: the clock counts expansions, so a step moves each unfinished
 * pane to its next expansion. The scrubber covers what is recorded so far.
 */
import { useTranslation } from 'react-i18next';
import { useCompareStore } from '../../store/compareStore';
import { IconBack, IconFirst, IconForward } from '../icons';
import { IconButton } from '../playback/IconButton';
import { PlayPauseButton } from '../playback/PlayPauseButton';
import { SpeedControl } from '../playback/SpeedControl';

export function ComparePlayback() {
  const { t } = useTranslation();
  const s = useCompareStore();
  const loaded = s.sessions.length > 0;
  const atEnd = s.endClock !== null && s.clock >= s.endClock;
  const max = Math.max(1, s.knownClock);
  return (
    <section className="playback compare-playback" aria-label={t('playback.label')}>
      <div className="toolbar">
        <IconButton
          label={t('playback.jumpToStart')}
          onClick={s.jumpToStart}
          disabled={!loaded || s.clock === 0}
          icon={<IconFirst />}
        />
        <IconButton
          label={t('compare.playback.stepBack')}
          onClick={s.stepBack}
          disabled={!loaded || s.clock === 0}
          icon={<IconBack />}
        />
        <PlayPauseButton
          playing={s.playing}
          onToggle={s.togglePlay}
          disabled={!loaded || (atEnd && !s.playing)}
          className="compare-play-button"
        />
        <IconButton
          label={t('compare.playback.step')}
          onClick={s.stepForward}
          disabled={!loaded || atEnd}
          icon={<IconForward />}
        />
        <button type="button" className="button" onClick={s.runToEnd} disabled={!loaded || atEnd || s.draining}>
          {t('playback.runToEnd')}
        </button>
        <button type="button" className="button" onClick={s.reset} disabled={!loaded}>
          {t('playback.reset')}
        </button>
      </div>
      <SpeedControl step={s.speedStep} onChange={s.setSpeedStep} valueKey="compare.playback.speedValue" />
      <label className="scrubber">
        <input
          type="range"
          min={0}
          max={max}
          value={Math.min(s.clock, max)}
          aria-label={t('compare.playback.scrubber')}
          aria-valuetext={t('compare.playback.clock', { clock: s.clock })}
          disabled={!loaded}
          onChange={(e) => s.seek(Number(e.target.value))}
        />
        <span className="position" data-testid="compare-clock" data-clock={s.clock} data-end={s.endClock ?? ''}>
          {s.draining
            ? t('playback.draining')
            : s.endClock !== null
              ? t('compare.playback.position', { clock: s.clock, total: s.endClock })
              : t('compare.playback.positionLive', { clock: s.clock, total: s.knownClock })}
        </span>
      </label>
    </section>
  );
}
