/** A choice of one of the map's cities (by name, in the map's order), optionally none. */
export function CitySelect({
  cities,
  value,
  onChange,
  allowNone = false,
  testId,
}: {
  cities: readonly string[];
  value: string;
  onChange: (city: string) => void;
  allowNone?: boolean;
  testId?: string;
}) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
      {allowNone && <option value="" />}
      {cities.map((city) => (
        <option key={city} value={city}>
          {city}
        </option>
      ))}
    </select>
  );
}
