import { useTranslation } from 'react-i18next';
import { IconPause, IconPlay } from '../icons';

/** The big Play / Pause toggle of a playback bar: icon and word, one accessible name at a time. */
export function PlayPauseButton({
  playing,
  onToggle,
  disabled,
  className = 'play-button',
}: {
  playing: boolean;
  onToggle: () => void;
  disabled: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const label = playing ? t('playback.pause') : t('playback.play');
  return (
    <button
      type="button"
      className={`button primary ${className}`}
      aria-label={label}
      onClick={onToggle}
      disabled={disabled}
    >
      {playing ? <IconPause /> : <IconPlay />}
      <span>{label}</span>
    </button>
  );
}
