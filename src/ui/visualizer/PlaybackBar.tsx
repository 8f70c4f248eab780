/** Play, pause, step, back, run to end, reset; the speed slider and the scrubber over recorded events. */
import { useTranslation } from 'react-i18next';
import { useRunStore } from '../../store/runStore';
import { useUiStore } from '../../store/uiStore';
import { useQuizStore } from '../../store/quizStore';
import { IconBack, IconFirst, IconForward, IconNextExpansion } from '../icons';
import { CopyLinkButton } from '../links/CopyLinkButton';
import { IconButton } from '../playback/IconButton';
import { PlayPauseButton } from '../playback/PlayPauseButton';
import { SpeedControl } from '../playback/SpeedControl';

export function PlaybackBar() {
  const { t } = useTranslation();
  const s = useRunStore();
  const sideCollapsed = useUiStore((u) => u.sideCollapsed);
  const toggleSide = useUiStore((u) => u.toggleSide);
  const logOpen = useUiStore((u) => u.logOpen);
  const toggleLog = useUiStore((u) => u.toggleLog);
  const projector = useUiStore((u) => u.projector);
  const setupShown = useUiStore((u) => u.setupShown);
  const toggleSetup = useUiStore((u) => u.toggleSetup);
  const quiz = useQuizStore((q) => q.enabled);
  const toggleQuiz = useQuizStore((q) => q.toggle);
  const loaded = s.session !== null;
  const atEnd = s.cursor >= s.recorded && (s.finished || s.tooLarge);
  const positionKey = s.finished ? 'playback.position' : 'playback.positionLive';
  return (
    <section className="playback" aria-label={t('playback.label')}>
      <div className="toolbar transport">
        <IconButton label={t('playback.jumpToStart')} onClick={s.jumpToStart} disabled={!loaded} icon={<IconFirst />} />
        <IconButton
          label={t('playback.stepBack')}
          onClick={s.stepBack}
          disabled={!loaded || s.cursor <= 1}
          icon={<IconBack />}
        />
        <PlayPauseButton playing={s.playing} onToggle={s.togglePlay} disabled={!loaded || (atEnd && !s.playing)} />
        <IconButton
          label={t('playback.stepForward')}
          onClick={s.stepForward}
          disabled={!loaded || atEnd}
          icon={<IconForward />}
        />
        <IconButton
          label={t('playback.stepExpansion')}
          onClick={s.stepToNextExpansion}
          disabled={!loaded || atEnd}
          icon={<IconNextExpansion />}
        />
      </div>
      <SpeedControl step={s.speedStep} onChange={s.setSpeedStep} valueKey="playback.speedValue" />
      <label className="scrubber">
        <input
          type="range"
          min={1}
          max={Math.max(1, s.recorded)}
          value={Math.max(1, s.cursor)}
          aria-label={t('playback.scrubber')}
          disabled={!loaded}
          onChange={(e) => s.seek(Number(e.target.value))}
        />
        <span className="position" data-testid="position" data-cursor={s.cursor} data-recorded={s.recorded}>
          {s.draining ? t('playback.draining') : t(positionKey, { cursor: s.cursor, total: s.recorded })}
        </span>
      </label>
      {/* After the speed and the scrubber: on a 1024 px screen the transport, speed and scrubber
          make one row and these the second. */}
      <div className="toolbar extras">
        <button type="button" className="button" onClick={s.runToEnd} disabled={!loaded || atEnd || s.draining}>
          {t('playback.runToEnd')}
        </button>
        <button type="button" className="button" onClick={s.reset} disabled={!loaded}>
          {t('playback.reset')}
        </button>
        <CopyLinkButton />
        <button type="button" className="button" aria-pressed={quiz} onClick={toggleQuiz} disabled={!loaded}>
          {t('quiz.toggle')}
        </button>
        <button type="button" className="button" aria-pressed={logOpen} onClick={toggleLog} disabled={!loaded}>
          {t('log.toggle')}
        </button>
        <button type="button" className="button" aria-pressed={!sideCollapsed} onClick={toggleSide}>
          {t('playback.details')}
        </button>
        {projector && (
          <button type="button" className="button" aria-pressed={setupShown} onClick={toggleSetup}>
            {t('playback.showSetup')}
          </button>
        )}
      </div>
    </section>
  );
}
