/**
 * A road map drawn whole, live with the run: the cities at their positions, the roads with their
 * lengths, each city coloured by its status at the cursor (problemStatus.ts: waiting in the
 * frontier, expanded, being expanded, on the solution path, forgotten by RBFS or SMA*), each
 * waiting city labelled with its g + h = f, the path so far drawn over the roads, and the start
 * and goal ringed. Labels keep their size in pixels whatever the map's scale, so they read the
 * same on a phone, a laptop and a projector.
 */
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../core/domain/graph/graph';
import type { AnyDomain } from '../../../core/domain/types';
import { algorithmInfo } from '../../../core/solvers/algorithms';
import { problemStatus } from '../../../store/problemStatus';
import { useUiStore } from '../../../store/uiStore';
import { useElementSize } from '../../hooks/useElementSize';
import { fmt } from '../../visualizer/narration';
import { goalState, useProblemRun } from '../useProblemRun';
import { EndpointToggle, useEndpointPicker } from '../EndpointPicker';
import type { ProblemRun } from '../stateViews';
import { isRoadMap } from '../problemMaps';
import { StatusLegend } from '../StatusLegend';
import { layoutCities } from './layout';
import '../problemView.css';
import './roadMap.css';

/** Label sizes in CSS pixels: a laptop's, and a projector's (read from the back of a hall). */
const LABEL_PX = { normal: 12, projector: 17 } as const;

export function RoadMapView({ domain, run }: { domain: AnyDomain; run?: ProblemRun }) {
  const { t } = useTranslation(['translation', 'domain']);
  const own = useProblemRun();
  const { view, log, algorithm, goal: goalText } = run ?? own;
  // In the visualizer a city is a button that sets the goal (or the start); a compare pane only shows.
  const picker = useEndpointPicker();
  const picks = run === undefined;
  const projector = useUiStore((s) => s.projector);
  const [box, size] = useElementSize<HTMLDivElement>();
  if (!view || !log || !isRoadMap(domain) || !view.root) return null;
  const { graph } = domain;
  const layout = layoutCities(graph);
  // Units per pixel: labels and strokes are sized in pixels, the map in its own units.
  const unit = size.width > 0 ? layout.width / size.width : 1;
  // A compare pane's map is a third of the screen: its labels keep a laptop's size even on a projector.
  const px = LABEL_PX[projector && !run?.compact ? 'projector' : 'normal'] * unit;
  const { status, waiting, path } = problemStatus(log, view);
  const usesH = algorithmInfo(algorithm)?.usesHeuristic ?? false;
  const start = view.root.key;
  const goal = goalState(domain, goalText);
  const at = (city: string): Point => layout.at.get(city)!;
  const pathPoints = path.map((key) => at(String(key)));
  return (
    <div
      className="road-map"
      ref={box}
      data-testid="problem-view"
      data-path={path.join(' > ')}
      data-cost={view.final?.type === 'solved' ? (view.final.cost ?? view.final.nodeIds.length - 1) : undefined}
    >
      <svg
        viewBox={`${layout.minX} ${layout.minY} ${layout.width} ${layout.height}`}
        // With its cities as buttons the map is a group of them, not one picture.
        role={picks ? 'group' : 'img'}
        aria-label={t('domain.view.roadMap', { count: graph.cities.length })}
      >
        <g className="roads">
          {graph.roads.map((road, i) => {
            const a = at(road.from);
            const b = at(road.to);
            return (
              <g key={i}>
                <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} strokeWidth={2 * unit} />
                <text x={(a.x + b.x) / 2} y={(a.y + b.y) / 2} fontSize={px * 0.85} className="road-length">
                  {fmt(road.cost)}
                </text>
              </g>
            );
          })}
        </g>
        {pathPoints.length > 1 && (
          <polyline
            className="path-line"
            points={pathPoints.map((p) => `${p.x},${p.y}`).join(' ')}
            strokeWidth={5 * unit}
          />
        )}
        <g className="cities">
          {graph.cities.map((city) => {
            const p = at(city);
            const s = status.get(city) ?? 'unreached';
            const node = waiting.get(city);
            return (
              <g
                key={city}
                className={`city ${s}`}
                data-city={city}
                data-status={s}
                {...(picks
                  ? {
                      role: 'button',
                      tabIndex: 0,
                      // Named by its visible text; what a press does is its description.
                      'aria-description': t('domain.pick.action', { which: t(`domain.pick.which.${picker.which}`) }),
                      onClick: (e: React.MouseEvent) => picker.pick(city, e.shiftKey),
                      onKeyDown: (e: React.KeyboardEvent) => {
                        if (e.key !== 'Enter' && e.key !== ' ') return;
                        // Space is also the page's Play: the city takes it.
                        e.preventDefault();
                        e.stopPropagation();
                        picker.pick(city, e.shiftKey);
                      },
                    }
                  : {})}
              >
                {(city === start || city === goal) && (
                  <circle className="endpoint" cx={p.x} cy={p.y} r={11 * unit} strokeWidth={2 * unit} />
                )}
                <circle cx={p.x} cy={p.y} r={7 * unit} strokeWidth={1.5 * unit} />
                <text x={p.x} y={p.y - 11 * unit} fontSize={px} className="city-name">
                  {city}
                  {city === start
                    ? ` (${t('domain.status.start')})`
                    : city === goal
                      ? ` (${t('domain.status.goal')})`
                      : ''}
                </text>
                {node && (
                  <text x={p.x} y={p.y + 11 * unit + px} fontSize={px * 0.9} className="city-values">
                    {usesH
                      ? t('domain.view.values', { g: fmt(node.g), h: fmt(node.h), f: fmt(node.f) })
                      : t('domain.view.valueG', { g: fmt(node.g) })}
                  </text>
                )}
              </g>
            );
          })}
        </g>
      </svg>
      {picks && <EndpointToggle which={picker.which} onChange={picker.setWhich} />}
      {!run?.compact && <StatusLegend forgets={algorithmInfo(algorithm)?.forgets ?? false} />}
    </div>
  );
}
