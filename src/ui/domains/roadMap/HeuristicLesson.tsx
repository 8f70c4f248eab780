/**
 * The heuristic lesson on a road map: choose the goal, see where h comes from (the typed table,
 * or straight lines from the positions where the map gives no table toward that goal), edit one
 * city's h and read at once whether h is still admissible and consistent, with the first city or
 * road that breaks it (heuristicCheck.ts, exact, from the true distances shown beside each h).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STRAIGHT_LINE,
  checkToward,
  estimatesFrom,
  straightLine,
  type WeightedGraph,
} from '../../../core/domain/graph';
import { CitySelect } from './CitySelect';
import { fmt } from '../../visualizer/narration';

export interface HeuristicLessonProps {
  graph: WeightedGraph;
  goal: string;
  onGoal: (goal: string) => void;
  /** A city's h typed anew (0 or more). */
  onEstimate: (city: string, h: number) => void;
}

export function HeuristicLesson({ graph, goal, onGoal, onEstimate }: HeuristicLessonProps) {
  const { t } = useTranslation(['translation', 'mapEditors']);
  const { h } = straightLine(graph, goal);
  const check = checkToward(graph, goal, STRAIGHT_LINE);
  const source = estimatesFrom(graph, goal);
  // The typed values estimate the distance to the table's goal: toward another, they are not h.
  const editable = graph.estimatesGoal === null || graph.estimatesGoal === goal;
  const { admissible, consistent } = check;
  const breaking = new Set<string>();
  if (!admissible.ok) breaking.add(admissible.city);
  if (!consistent.ok) breaking.add(consistent.from);

  return (
    <section className="rm-lesson" aria-label={t('mapEditors.roadMap.heuristic', { goal })}>
      <label className="rm-field">
        {t('mapEditors.roadMap.goal')}
        <CitySelect cities={graph.cities} value={goal} onChange={onGoal} testId="road-map-goal" />
      </label>
      <p className="rm-source" data-testid="road-map-source" data-source={source}>
        {t(`mapEditors.roadMap.source.${source}`, { goal })}
      </p>
      {!editable && <p className="rm-note">{t('mapEditors.roadMap.readOnly', { tableGoal: graph.estimatesGoal })}</p>}
      <div className="rm-verdict" role="status" data-testid="road-map-verdict">
        <p className={admissible.ok ? 'rm-yes' : 'rm-no'} data-ok={admissible.ok}>
          {admissible.ok
            ? t('mapEditors.roadMap.admissibleYes', { goal })
            : t('mapEditors.roadMap.admissibleNo', {
                city: admissible.city,
                h: fmt(admissible.h),
                trueCost: fmt(admissible.trueCost),
              })}
        </p>
        <p className={consistent.ok ? 'rm-yes' : 'rm-no'} data-ok={consistent.ok}>
          {consistent.ok
            ? t('mapEditors.roadMap.consistentYes')
            : t('mapEditors.roadMap.consistentNo', {
                from: consistent.from,
                to: consistent.to,
                cost: fmt(consistent.cost),
                hFrom: fmt(consistent.hFrom),
                sum: fmt(consistent.cost + consistent.hTo),
              })}
        </p>
      </div>
      <div className="rm-table-frame">
        <table className="rm-table">
          <thead>
            <tr>
              <th scope="col">{t('mapEditors.roadMap.city')}</th>
              <th scope="col">{t('mapEditors.roadMap.h')}</th>
              <th scope="col">{t('mapEditors.roadMap.trueCost')}</th>
            </tr>
          </thead>
          <tbody>
            {graph.cities.map((city) => {
              const trueCost = check.trueCosts.get(city)!;
              return (
                <tr key={city} className={breaking.has(city) ? 'rm-breaks' : undefined}>
                  <th scope="row">{city}</th>
                  <td>
                    <EstimateField
                      value={h(city)}
                      label={t('mapEditors.roadMap.hOf', { city })}
                      disabled={!editable || city === goal}
                      onCommit={(value) => onEstimate(city, value)}
                    />
                  </td>
                  <td>{trueCost === Infinity ? t('mapEditors.roadMap.unreachable') : fmt(trueCost)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A number field that hands out every valid value as it is typed, and shows the map's value when left. */
function EstimateField({
  value,
  label,
  disabled,
  onCommit,
}: {
  value: number;
  label: string;
  disabled: boolean;
  onCommit: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      type="number"
      min={0}
      step="any"
      className="rm-h"
      aria-label={label}
      disabled={disabled}
      value={draft ?? fmt(value)}
      onChange={(e) => {
        setDraft(e.target.value);
        const typed = e.target.value.trim() === '' ? NaN : Number(e.target.value);
        if (Number.isFinite(typed) && typed >= 0 && typed <= 1e9) onCommit(typed);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
