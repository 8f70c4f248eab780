/**
 * One playback for every pane: the clock counts expansions, so a step moves each unfinished
 * pane to its next expansion. The scrubber covers what is recorded so far.
 */
import { useTranslation } from 'react-i18next';
import { useCompareStore } from '../../store/compareStore';
import { CopyLinkButton } from '../links/CopyLinkButton';
import { formatCount } from '../playback/formatCount';
import { SpeedControl } from '../playback/SpeedControl';
import { RunToEndAndReset, Scrubber, Transport } from '../playback/Transport';

export function ComparePlayback() {
  const { t, i18n } = useTranslation();
  const count = (n: number) => formatCount(n, i18n.language);
  const loaded = useCompareStore((s) => s.sessions.length > 0);
  const clock = useCompareStore((s) => s.clock);
  const knownClock = useCompareStore((s) => s.knownClock);
  const endClock = useCompareStore((s) => s.endClock);
  const speedStep = useCompareStore((s) => s.speedStep);
  const setSpeedStep = useCompareStore((s) => s.setSpeedStep);
  const reset = useCompareStore((s) => s.reset);
  return (
    <section className="playback compare-playback" aria-label={t('playback.label')}>
      <Transport
        usePlayback={useCompareStore}
        loaded={loaded}
        className="toolbar"
        backKey="compare.playback.stepBack"
        forwardKey="compare.playback.step"
        playClassName="compare-play-button"
      >
        <RunToEndAndReset usePlayback={useCompareStore} loaded={loaded} onReset={reset} />
        <CopyLinkButton />
      </Transport>
      <SpeedControl step={speedStep} onChange={setSpeedStep} valueKey="compare.playback.speedValue" />
      <Scrubber
        usePlayback={useCompareStore}
        loaded={loaded}
        max={Math.max(1, knownClock)}
        label={t('compare.playback.scrubber')}
        valueText={t('compare.playback.clock', { clock })}
        position={
          endClock !== null
            ? t('compare.playback.position', { clock: count(clock), total: count(endClock) })
            : t('compare.playback.positionLive', { clock: count(clock), total: count(knownClock) })
        }
        testId="compare-clock"
        data={{ clock, end: endClock ?? '' }}
      />
    </section>
  );
}
