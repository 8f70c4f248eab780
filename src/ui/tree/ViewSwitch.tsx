/**
 * A row of buttons of which one is on (aria-pressed), not tabs: the arrow keys stay the
 * playback's. Frontier or tree in the visualizer; which pane's tree in compare mode.
 */
export interface SwitchChoice<K> {
  key: K;
  label: string;
  disabled?: boolean;
}

export function ViewSwitch<K extends string | number>(props: {
  label: string;
  choices: readonly SwitchChoice<K>[];
  value: K;
  onChange: (key: K) => void;
}) {
  return (
    <div className="view-switch" role="group" aria-label={props.label}>
      {props.choices.map(({ key, label, disabled }) => (
        <button
          key={key}
          type="button"
          className={key === props.value ? 'view-switch-button active' : 'view-switch-button'}
          aria-pressed={key === props.value}
          disabled={disabled}
          onClick={() => props.onChange(key)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
