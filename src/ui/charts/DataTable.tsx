/**
 * A chart's numbers again as a table only screen readers see (the picture is for the eye; the
 * table is the same content for the ear). A table ignores width: 1px, so the wrapper hides it.
 */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** Header cells: the row header's column first. */
  columns: readonly string[];
  /** One row per x: its label, then one cell per remaining column. */
  rows: readonly { key: string | number; label: string; cells: readonly string[] }[];
}) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, k) => (
              <th key={k} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              {r.cells.map((c, k) => (
                <td key={k}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
