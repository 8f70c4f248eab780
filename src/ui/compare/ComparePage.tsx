/** Compare mode: two to four algorithms on one board (being built; see the compare issue). */
export function ComparePage() {
  return <section className="panel" aria-label="Compare" />;
}
