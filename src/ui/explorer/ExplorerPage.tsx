/** The state-space explorer and heuristic lab (being built; see the explorer issue). */
export function ExplorerPage() {
  return <section className="panel" aria-label="Explore" />;
}
