/**
 * A local search's settings in the visualizer: the seed (so a link replays the same run), the
 * sideways cap and restarts of hill climbing, annealing's T0 and alpha with its schedule written
 * out, beam search's width. A change starts the run again from the start, as any set-up change.
 */
import { useTranslation } from 'react-i18next';
import { FROZEN_TEMPERATURE } from '../../core/solvers/local/annealing';
import { RESTART_SCRAMBLE } from '../../core/solvers/local/hillClimbing';
import { DEFAULT_LOCAL, type LocalRunSettings } from '../../core/setups';
import { isLocalSearch, localOptions, takesOption } from '../../core/solvers/algorithms';
import type { LocalOption } from '../../core/solvers/types';
import { useRunStore } from '../../store/runStore';

interface Field {
  key: keyof LocalRunSettings;
  min: number;
  max: number;
  step: number;
  integer: boolean;
}

/** The field of each local setting; an algorithm shows the ones it reads (localOptions). */
const FIELDS: Record<LocalOption, Field> = {
  seed: { key: 'seed', min: 1, max: 999_999, step: 1, integer: true },
  sideways: { key: 'sideways', min: 0, max: 10_000, step: 1, integer: true },
  restarts: { key: 'restarts', min: 0, max: 10_000, step: 1, integer: true },
  temperature: { key: 'temperature', min: 0.01, max: 1000, step: 0.5, integer: false },
  cooling: { key: 'cooling', min: 0.5, max: 0.9999, step: 0.001, integer: false },
  beamWidth: { key: 'beamWidth', min: 1, max: 10_000, step: 1, integer: true },
};

export function LocalSettings() {
  const { t } = useTranslation(['translation', 'local']);
  const setup = useRunStore((s) => s.setup);
  const algorithm = setup.algorithm;
  if (!isLocalSearch(algorithm)) return null;
  const fields = localOptions(algorithm).map((o) => FIELDS[o]);
  const local = { ...DEFAULT_LOCAL, ...setup.local };
  const apply = (field: Field, text: string) => {
    const n = Number(text);
    // Out of range or half typed: keep the run as it is (the field shows what was typed).
    if (text.trim() === '' || !Number.isFinite(n) || n < field.min || n > field.max) return;
    if (field.integer && !Number.isInteger(n)) return;
    useRunStore.getState().load({ ...setup, local: { ...local, [field.key]: n } });
  };
  const steps = Math.ceil(Math.log(FROZEN_TEMPERATURE / local.temperature) / Math.log(local.cooling));

  return (
    <div className="local-settings" data-testid="local-settings">
      <div className="local-fields">
        {fields.map((f) => (
          <label key={f.key} className="field narrow">
            <span>{t(`local.settings.${f.key}`)}</span>
            <input
              aria-label={t(`local.settings.${f.key}`)}
              data-testid={`local-${f.key}`}
              type="number"
              min={f.min}
              max={f.max}
              step={f.step}
              defaultValue={local[f.key]}
              key={`${f.key}-${local[f.key]}`}
              onChange={(e) => apply(f, e.target.value)}
            />
          </label>
        ))}
      </div>
      {takesOption(algorithm, 'cooling') && (
        <p className="local-note" data-testid="local-schedule">
          {t('local.settings.schedule', { t0: local.temperature, alpha: local.cooling, steps: Math.max(0, steps) })}
        </p>
      )}
      {takesOption(algorithm, 'restarts') && local.restarts > 0 && (
        <p className="local-note">{t('local.settings.restartNote', { n: RESTART_SCRAMBLE })}</p>
      )}
    </div>
  );
}
