/**
 * Start and goal picked on the map itself, in the visualizer: a click on a city or a cell sets
 * the goal (or the start, with the toggle on Start, or with Shift held), and the run starts
 * again on the new problem as it does when the set-up's lists change (the set-up's fields, the
 * link and the lesson follow the run's set-up). The toggle is two buttons (aria-pressed); a
 * city is a button, the grid takes arrow keys and Enter, so no pointer is needed.
 */
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunStore } from '../../store/runStore';

export type Endpoint = 'start' | 'goal';

/** What a click sets, and the function that sets a state (its text, as the domain reads it). */
export function useEndpointPicker() {
  const [which, setWhich] = useState<Endpoint>('goal');
  const pick = (state: string, asStart: boolean) => {
    const { setup, load } = useRunStore.getState();
    if (!setup.problem) return;
    const field: Endpoint = asStart ? 'start' : which;
    if (setup.problem[field] === state) return;
    load({ ...setup, problem: { ...setup.problem, [field]: state } });
  };
  return { which, setWhich, pick };
}

/** Memoised: a whole-problem view re-renders with the run, the toggle only when it is pressed. */
export const EndpointToggle = memo(function EndpointToggle({
  which,
  onChange,
}: {
  which: Endpoint;
  onChange: (which: Endpoint) => void;
}) {
  const { t } = useTranslation(['translation', 'domain']);
  return (
    <div className="endpoint-toggle" role="group" aria-label={t('domain.pick.label')} data-testid="endpoint-toggle">
      <span className="endpoint-toggle-label" aria-hidden="true">
        {t('domain.pick.label')}
      </span>
      {(['start', 'goal'] as const).map((w) => (
        <button
          key={w}
          type="button"
          className={which === w ? 'button small-button active' : 'button small-button'}
          aria-pressed={which === w}
          onClick={() => onChange(w)}
        >
          {t(`domain.pick.${w}`)}
        </button>
      ))}
      <span className="muted small">{t('domain.pick.hint')}</span>
    </div>
  );
});
