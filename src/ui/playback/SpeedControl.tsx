/**
 * The speed slider of a playback bar (the visualizer's and compare mode's): log-scale steps from
 * one step every 2 seconds to "Maximum", with the rate written out in the reader's language.
 */
import { useTranslation } from 'react-i18next';
import { SPEED_STEPS, eventsPerSecond } from '../../store/speed';
import './playback.css';

export interface SpeedControlProps {
  step: number;
  onChange: (step: number) => void;
  /** The catalogue key that writes a finite rate, given `value` (e.g. 'playback.speedValue'). */
  valueKey: string;
}

export function SpeedControl({ step, onChange, valueKey }: SpeedControlProps) {
  const { t, i18n } = useTranslation();
  const perSecond = eventsPerSecond(step);
  const nf = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: perSecond < 10 ? 1 : 0 });
  const text = perSecond === Infinity ? t('playback.speedMax') : t(valueKey, { value: nf.format(perSecond) });
  return (
    <label className="speed">
      <span>{t('playback.speed')}</span>
      <input
        type="range"
        min={0}
        max={SPEED_STEPS}
        value={step}
        aria-label={t('playback.speed')}
        aria-valuetext={text}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <output className="speed-value">{text}</output>
    </label>
  );
}
