/**
 * A labelled drop-down in the shared field look (.field in theme/base.css): the label's text
 * above the select, one option per choice. The label wraps the select, so it names it.
 */
export function SelectField<V extends string | number>({
  label,
  value,
  choices,
  nameOf,
  onChange,
  disabled = false,
  narrow = false,
}: {
  label: string;
  value: V;
  choices: readonly V[];
  /** What the reader sees for a choice. */
  nameOf: (choice: V) => string;
  onChange: (choice: V) => void;
  disabled?: boolean;
  narrow?: boolean;
}) {
  return (
    <label className={narrow ? 'field narrow' : 'field'}>
      {label}
      <select
        value={value}
        disabled={disabled}
        // The choice itself, not the option's text: numbers stay numbers.
        onChange={(e) => onChange(choices[e.target.selectedIndex])}
      >
        {choices.map((c) => (
          <option key={c} value={c}>
            {nameOf(c)}
          </option>
        ))}
      </select>
    </label>
  );
}
