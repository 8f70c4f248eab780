/** Play, pause, step, back, run to end, reset; the speed slider and the scrubber over recorded events. */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunStore } from '../../store/runStore';
import { useUiStore } from '../../store/uiStore';
import { useQuizStore } from '../../store/quizStore';
import { useEmbed } from '../../store/linkSync';
import { ExportButton } from '../export/ExportButton';
import { CopyEmbedButton } from '../links/CopyEmbedButton';
import { CopyLinkButton } from '../links/CopyLinkButton';
import { formatCount } from '../playback/formatCount';
import { SpeedControl } from '../playback/SpeedControl';
import { RunToEndAndReset, Scrubber, Transport } from '../playback/Transport';
import { goToStep } from '../lazyParts';

const GoToStep = goToStep.Component;

export function PlaybackBar() {
  const { t } = useTranslation();
  const loaded = useRunStore((s) => s.session !== null);
  const speedStep = useRunStore((s) => s.speedStep);
  const setSpeedStep = useRunStore((s) => s.setSpeedStep);
  const reset = useRunStore((s) => s.reset);
  const sideCollapsed = useUiStore((u) => u.sideCollapsed);
  const toggleSide = useUiStore((u) => u.toggleSide);
  const logOpen = useUiStore((u) => u.logOpen);
  const toggleLog = useUiStore((u) => u.toggleLog);
  const projector = useUiStore((u) => u.projector);
  const setupShown = useUiStore((u) => u.setupShown);
  const toggleSetup = useUiStore((u) => u.toggleSetup);
  const quiz = useQuizStore((q) => q.enabled);
  const toggleQuiz = useQuizStore((q) => q.toggle);
  // Embedded, the bar is compact: the transport, the scrubber and the details, no classroom tools.
  const embed = useEmbed();
  return (
    <section className="playback" aria-label={t('playback.label')}>
      <Transport
        usePlayback={useRunStore}
        loaded={loaded}
        className="toolbar transport"
        backKey="playback.stepBack"
        forwardKey="playback.stepForward"
        firstAlwaysEnabled
        nextExpansion
      />
      <SpeedControl step={speedStep} onChange={setSpeedStep} valueKey="playback.speedValue" />
      <RunScrubber loaded={loaded} />
      {/* Beside the counter it moves; in front of the room (projector mode) the bar keeps two rows. */}
      {!embed && !projector && (
        <Suspense fallback={null}>
          <GoToStep disabled={!loaded} />
        </Suspense>
      )}
      {/* After the speed and the scrubber: on a 1024 px screen the transport, speed and scrubber
          make one row and these the second. */}
      <div className="toolbar extras">
        <RunToEndAndReset usePlayback={useRunStore} loaded={loaded} onReset={reset} />
        {!embed && (
          <>
            <CopyLinkButton />
            {/* Preparing a course page or slides is done before class: in front of the room
                (projector mode) these would push the bar to a third row over the quiz cards. */}
            {!projector && <CopyEmbedButton />}
            {!projector && <ExportButton disabled={!loaded} />}
            <button type="button" className="button" aria-pressed={quiz} onClick={toggleQuiz} disabled={!loaded}>
              {t('playback.quiz')}
            </button>
            <button type="button" className="button" aria-pressed={logOpen} onClick={toggleLog} disabled={!loaded}>
              {t('playback.log')}
            </button>
          </>
        )}
        <button
          type="button"
          className="button"
          aria-pressed={!sideCollapsed}
          onClick={toggleSide}
          data-drawer-toggle="details"
        >
          {t('playback.details')}
        </button>
        {projector && !embed && (
          <button
            type="button"
            className="button"
            aria-pressed={setupShown}
            onClick={toggleSetup}
            data-drawer-toggle="setup"
          >
            {t('playback.showSetup')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * The scrubber and the counter: the only part of the bar that follows every frame while a run
 * plays, so a frame at top speed re-renders this, not the bar's twenty buttons.
 */
function RunScrubber({ loaded }: { loaded: boolean }) {
  const { t, i18n } = useTranslation();
  const cursor = useRunStore((s) => s.cursor);
  const recorded = useRunStore((s) => s.recorded);
  const finished = useRunStore((s) => s.finished);
  const expanded = useRunStore((s) => s.view?.counters.expanded ?? 0);
  const positionKey = finished ? 'playback.position' : 'playback.positionLive';
  return (
    <Scrubber
      usePlayback={useRunStore}
      loaded={loaded}
      max={Math.max(1, recorded)}
      label={t('playback.scrubber')}
      position={t(positionKey, {
        cursor: formatCount(cursor, i18n.language),
        total: formatCount(recorded, i18n.language),
        expanded: formatCount(expanded, i18n.language),
      })}
      positionHint={t('playback.positionHint')}
      testId="position"
      data={{ cursor, recorded }}
    />
  );
}
