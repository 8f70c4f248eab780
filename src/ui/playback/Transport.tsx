/**
 * The pieces of a playback bar, shared by the visualizer's and compare mode's: the transport
 * buttons, Run to end and Reset, and the scrubber. Each reads what it shows from its mode's
 * store through `usePlayback` (a selector hook), so it re-renders only when that changes.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { PlaybackControls } from '../../store/playbackEngine';
import { IconBack, IconFirst, IconForward, IconNextExpansion } from '../icons';
import { IconButton } from './IconButton';
import { PlayPauseButton } from './PlayPauseButton';

/** A mode store's selector hook (useRunStore, useCompareStore), seen as its playback. */
export type UsePlayback = <T>(selector: (s: PlaybackControls) => T) => T;

/** The engine's actions: stable functions, so selecting them never re-renders. */
export function usePlaybackActions(usePlayback: UsePlayback) {
  return usePlayback(
    useShallow((s) => ({
      jumpToStart: s.jumpToStart,
      stepBack: s.stepBack,
      togglePlay: s.togglePlay,
      stepForward: s.stepForward,
      stepToNextExpansion: s.stepToNextExpansion,
      runToEnd: s.runToEnd,
      seek: s.seek,
      setSpeedStep: s.setSpeedStep,
    })),
  );
}

export interface TransportProps {
  usePlayback: UsePlayback;
  /** A run is loaded. */
  loaded: boolean;
  /** Catalogue keys of the Back and Forward buttons' names. */
  backKey: string;
  forwardKey: string;
  /** First stays enabled at the start (the visualizer's: it also stops a run). */
  firstAlwaysEnabled?: boolean;
  /** Shows "Step to next expansion" (the visualizer, whose steps are events). */
  nextExpansion?: boolean;
  playClassName?: string;
  className: string;
  /** After the step buttons, in the same toolbar. */
  children?: ReactNode;
}

/** First, Back, Play/Pause, Forward (and Next expansion). */
export function Transport(props: TransportProps) {
  const { t } = useTranslation();
  const { usePlayback, loaded } = props;
  const atStart = usePlayback((s) => s.position <= s.start);
  const atEnd = usePlayback((s) => s.atEnd);
  const playing = usePlayback((s) => s.playing);
  const act = usePlaybackActions(usePlayback);
  return (
    <div className={props.className}>
      <IconButton
        label={t('playback.jumpToStart')}
        onClick={act.jumpToStart}
        disabled={!loaded || (atStart && !props.firstAlwaysEnabled)}
        icon={<IconFirst />}
      />
      <IconButton label={t(props.backKey)} onClick={act.stepBack} disabled={!loaded || atStart} icon={<IconBack />} />
      <PlayPauseButton
        playing={playing}
        onToggle={act.togglePlay}
        disabled={!loaded || (atEnd && !playing)}
        className={props.playClassName}
      />
      <IconButton
        label={t(props.forwardKey)}
        onClick={act.stepForward}
        disabled={!loaded || atEnd}
        icon={<IconForward />}
      />
      {props.nextExpansion && (
        <IconButton
          label={t('playback.stepExpansion')}
          onClick={act.stepToNextExpansion}
          disabled={!loaded || atEnd}
          icon={<IconNextExpansion />}
        />
      )}
      {props.children}
    </div>
  );
}

/** Run to end and Reset. */
export function RunToEndAndReset({
  usePlayback,
  loaded,
  onReset,
}: {
  usePlayback: UsePlayback;
  loaded: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const blocked = usePlayback((s) => s.atEnd || s.draining);
  const { runToEnd } = usePlaybackActions(usePlayback);
  return (
    <>
      <button type="button" className="button" onClick={runToEnd} disabled={!loaded || blocked}>
        {t('playback.runToEnd')}
      </button>
      <button type="button" className="button" onClick={onReset} disabled={!loaded}>
        {t('playback.reset')}
      </button>
    </>
  );
}

export interface ScrubberProps {
  usePlayback: UsePlayback;
  loaded: boolean;
  /** The scrubber's end (what is recorded so far). */
  max: number;
  label: string;
  valueText?: string;
  /** Where the clock stands, in words; the engine's "draining" replaces it while running to the end. */
  position: string;
  /** What the position counts, for a student: its tooltip and accessible description. */
  positionHint?: string;
  /** Test hooks on the position: data-testid and data-* attributes. */
  testId: string;
  data: Record<string, string | number>;
}

/** The range over what is recorded, and the position in words. */
export function Scrubber(props: ScrubberProps) {
  const { t } = useTranslation();
  const { usePlayback, max } = props;
  const position = usePlayback((s) => s.position);
  const start = usePlayback((s) => s.start);
  const draining = usePlayback((s) => s.draining);
  const { seek } = usePlaybackActions(usePlayback);
  const data = Object.fromEntries(Object.entries(props.data).map(([k, v]) => [`data-${k}`, v]));
  return (
    <label className="scrubber">
      <input
        type="range"
        min={start}
        max={max}
        value={Math.max(start, Math.min(position, max))}
        aria-label={props.label}
        aria-valuetext={props.valueText}
        disabled={!props.loaded}
        onChange={(e) => seek(Number(e.target.value))}
      />
      <span className="position" data-testid={props.testId} title={props.positionHint} {...data}>
        {draining ? t('playback.draining') : props.position}
      </span>
    </label>
  );
}
