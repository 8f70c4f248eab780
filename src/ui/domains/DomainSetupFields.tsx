/**
 * The visualizer's set-up fields for a problem on a road map or a grid. The problem is held as
 * its kind, its instance (a ready map's name, or a map's text), a start and a goal (as the
 * domain reads them; empty: the ones the instance poses) and the heuristic by the domain's id,
 * exactly what RunSetup.problem and a link carry. The instance is opened through the domain
 * registry (fetched on first use) to list its cities and heuristics.
 *
 * "Edit map…" opens the map's editor (MapEditorDialog, fetched on first use with its strings)
 * on the instance's text, and the edited text becomes the instance: a map of the teacher's own.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { i18n } from '../../i18n';
import { useTranslation } from 'react-i18next';
import { loadDomain } from '../../core/domain/registry';
import type { AnyDomain } from '../../core/domain/types';
import type { DomainProblem } from '../../core/setups';
import { instanceOf, loadMapText } from '../../links/domainRows';
import './domains.css';
import { GRID_MAPS, ROAD_MAPS, isEightConnected, isRoadMap, mapOf, mapTextOf } from './problemMaps';

// With the editor, the packer that writes the map it makes into links (domainRows.ts).
const MapEditorDialog = lazy(() =>
  Promise.all([import('./MapEditorDialog'), i18n.loadNamespaces('mapEditors'), loadMapText()]).then(([m]) => ({
    default: m.MapEditorDialog,
  })),
);

export interface DomainSetupProps {
  readonly kind: string;
  readonly problem: DomainProblem;
  readonly usesHeuristic: boolean;
  onChoose(problem: DomainProblem): void;
}

type Opened = { ok: true; domain: AnyDomain } | { ok: false; message: string } | null;

/** The instance opened by its domain: null while the domain's module loads. */
function useOpened(kind: string, instance: string | null): Opened {
  const [opened, setOpened] = useState<{ key: string; value: Opened }>({ key: '', value: null });
  const key = `${kind}\n${instance ?? ''}`;
  useEffect(() => {
    let live = true;
    loadDomain(kind).then(
      (open) => {
        const result = open(instance);
        if (live) {
          setOpened({
            key,
            value: result.ok ? { ok: true, domain: result.domain } : { ok: false, message: result.error.message },
          });
        }
      },
      (error: unknown) => {
        if (live) setOpened({ key, value: { ok: false, message: String(error) } });
      },
    );
    return () => {
      live = false;
    };
  }, [kind, instance, key]);
  return opened.key === key ? opened.value : null;
}

export function DomainSetupFields({ kind, problem, usesHeuristic, onChoose }: DomainSetupProps) {
  const { t } = useTranslation(['translation', 'domain']);
  const opened = useOpened(kind, problem.instance);
  const [editing, setEditing] = useState(false);
  const domain = opened?.ok ? opened.domain : null;
  const grid = kind === 'grid';
  const maps = grid ? GRID_MAPS : ROAD_MAPS;
  const map = mapOf(problem.instance, maps);
  const eight = isEightConnected(problem.instance);
  const cities = domain && isRoadMap(domain) ? domain.graph.cities : [];
  const heuristic = problem.heuristic ?? domain?.defaultHeuristic ?? '';
  // A grid's start and goal are the map's S and G; a road map's are picked from its cities.
  const startShown = problem.start || domain?.endpoints?.start || '';
  const goalShown = problem.goal || domain?.endpoints?.goal || '';
  return (
    <>
      <label className="field">
        <span>{t('domain.setup.map')}</span>
        <select
          aria-label={t('domain.setup.map')}
          value={map}
          data-testid="domain-map"
          onChange={(e) =>
            onChoose({ instance: instanceOf(e.target.value, eight), start: '', goal: '', heuristic: problem.heuristic })
          }
        >
          {maps.map((id) => (
            <option key={id} value={id}>
              {t(`domain.setup.maps.${id}`)}
            </option>
          ))}
          {map === '' && <option value="">{t('domain.setup.ownMap')}</option>}
        </select>
      </label>
      <button
        type="button"
        className="button small-button"
        data-testid="domain-edit-map"
        onClick={() => setEditing(true)}
      >
        {t('domain.setup.editMap')}
      </button>
      {editing && (
        <Suspense fallback={null}>
          <MapEditorDialog
            kind={kind}
            text={mapTextOf(kind, problem.instance)}
            onCancel={() => setEditing(false)}
            onApply={(text) => {
              setEditing(false);
              // A grid's start and goal are its S and G; a road map keeps its cities if it still has them.
              onChoose({
                ...problem,
                instance: text,
                start: grid ? '' : problem.start,
                goal: grid ? '' : problem.goal,
              });
            }}
          />
        </Suspense>
      )}
      {grid && (
        <label className="field inline-check">
          <input
            type="checkbox"
            checked={eight}
            data-testid="domain-diagonal"
            onChange={(e) =>
              onChoose({ ...problem, instance: instanceOf(map || null, e.target.checked), heuristic: undefined })
            }
          />
          <span>{t('domain.setup.diagonal')}</span>
        </label>
      )}
      {!grid && (
        <>
          <CityField
            label={t('domain.setup.start')}
            testId="domain-start"
            cities={cities}
            value={typeof startShown === 'string' ? startShown : ''}
            onChange={(start) => onChoose({ ...problem, start })}
          />
          <CityField
            label={t('domain.setup.goal')}
            testId="domain-goal"
            cities={cities}
            value={typeof goalShown === 'string' ? goalShown : ''}
            onChange={(goal) => onChoose({ ...problem, goal })}
          />
        </>
      )}
      {usesHeuristic && domain && (
        <label className="field">
          <span>{t('setup.heuristic')}</span>
          <select
            aria-label={t('setup.heuristic')}
            value={heuristic}
            data-testid="domain-heuristic"
            onChange={(e) => onChoose({ ...problem, heuristic: e.target.value })}
          >
            {domain.heuristics.map((h) => (
              <option key={h.id} value={h.id}>
                {t(`domain.heuristic.${h.id}`)}
                {h.admissible ? '' : ` (${t('domain.setup.notAdmissible')})`}
              </option>
            ))}
          </select>
        </label>
      )}
      {opened && !opened.ok && (
        <p className="error" role="alert" data-testid="domain-error">
          <strong>{t('errors.title')}:</strong> {opened.message}
        </p>
      )}
    </>
  );
}

function CityField({
  label,
  testId,
  cities,
  value,
  onChange,
}: {
  label: string;
  testId: string;
  cities: readonly string[];
  value: string;
  onChange: (city: string) => void;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select aria-label={label} value={value} data-testid={testId} onChange={(e) => onChange(e.target.value)}>
        {!cities.includes(value) && <option value={value}>{value}</option>}
        {cities.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </select>
    </label>
  );
}
