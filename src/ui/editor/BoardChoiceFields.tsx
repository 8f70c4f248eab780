/**
 * The two choices every board form offers: a named goal layout and a ready-made preset board.
 * Shared by the board editor and the visualizer's set-up, so both read and behave the same.
 * The select carries its own accessible name: a label around a select would also read out the
 * chosen option.
 */
import { useTranslation } from 'react-i18next';
import { PRESETS } from '../../core/presets';
import { GOAL_CHOICES, type GoalChoice } from './goalChoice';

export function GoalChoiceField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: GoalChoice;
  onChange: (goal: GoalChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="field choice">
      <span>{label}</span>
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as GoalChoice)}>
        {GOAL_CHOICES.map((k) => (
          <option key={k} value={k}>
            {t(`setup.goalKind.${k}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Always shows "none": choosing a preset fills the form, it is not a lasting setting. */
export function PresetField({ label, onChoose }: { label: string; onChoose: (presetId: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className="field choice">
      <span>{label}</span>
      <select aria-label={label} value="" onChange={(e) => onChoose(e.target.value)}>
        <option value="">{t('setup.presetNone')}</option>
        {PRESETS.map((p) => (
          <option key={p.id} value={p.id}>
            {t(`preset.${p.id}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
