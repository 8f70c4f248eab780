/**
 * A road-map or grid pane's own heuristic, from the ones its domain offers: A* with octile
 * beside A* with zero (Dijkstra) on one grid is the lesson of "why A* beats Dijkstra". Absent a
 * choice of its own, a pane follows the comparison's heuristic, and then the domain's default.
 */
import { useTranslation } from 'react-i18next';
import type { AnyDomain } from '../../core/domain/types';
import type { PaneSetup } from '../../core/setups';
import { useCompareStore } from '../../store/compareStore';

export function PaneDomainHeuristic({
  index,
  pane,
  domain,
  label,
}: {
  index: number;
  pane: PaneSetup;
  domain: AnyDomain;
  label: string;
}) {
  const { t } = useTranslation(['translation', 'domain']);
  const setPane = useCompareStore((s) => s.setPane);
  const shared = useCompareStore((s) => s.setup.problem?.heuristic);
  const value = pane.domainHeuristic ?? shared ?? domain.defaultHeuristic ?? '';
  if (domain.heuristics.length === 0) return null;
  return (
    <select
      className="pane-select"
      aria-label={label}
      title={t(`domain.heuristic.${value}`)}
      value={value}
      onChange={(e) => setPane(index, { domainHeuristic: e.target.value })}
    >
      {domain.heuristics.map((h) => (
        <option key={h.id} value={h.id}>
          {t(`domain.heuristic.${h.id}`)}
        </option>
      ))}
    </select>
  );
}
