/**
 * A road map drawn whole, live with the run: the cities at their positions, the roads with their
 * lengths, each city coloured by its status at the cursor (problemStatus.ts: waiting in the
 * frontier, expanded, being expanded, on the solution path, forgotten by RBFS or SMA*), each
 * waiting city labelled with its g + h = f, the path so far drawn over the roads, and the start
 * and goal ringed. Labels keep their size in pixels whatever the map's scale, so they read the
 * same on a phone, a laptop and a projector.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../core/domain/graph/graph';
import type { AnyDomain } from '../../../core/domain/types';
import { algorithmInfo } from '../../../core/solvers/algorithms';
import { problemStatus, type ProblemStatus } from '../../../store/problemStatus';
import { useUiStore } from '../../../store/uiStore';
import { useElementSize } from '../../hooks/useElementSize';
import { fmt } from '../../visualizer/narration';
import { goalState, useProblemRun } from '../useProblemRun';
import { EndpointToggle, useEndpointPicker } from '../EndpointPicker';
import type { ProblemRun } from '../stateViews';
import { isRoadMap } from '../problemMaps';
import { StatusLegend } from '../StatusLegend';
import { layoutCities } from './layout';
import { placeLabels } from './labelPlacement';
import { textWidth } from './textWidth';
import '../problemView.css';
import './roadMap.css';

/**
 * Label sizes in CSS pixels: a laptop's, a projector's (read from the back of a hall), and a
 * compare pane's on a projector (two to four maps share the screen).
 */
const LABEL_PX = { normal: 12, projector: 16, projectorPane: 13 } as const;

/**
 * The narrowest the map is drawn, in CSS pixels: on a phone its twenty names and their g + h = f
 * cannot stand clear of each other at a readable size in less, so a narrower column scrolls it
 * sideways (one finger) rather than shrink its type or pile its labels up. A compare pane's map
 * carries fewer values at once and may be narrower (two panes side by side at 1024 px).
 */
const MIN_MAP_PX = { visualizer: 560, pane: 400 } as const;

/** A waiting city's label per the algorithm's equation (algorithms.ts). */
const VALUE_LABEL = { 'g+h': 'values', 'g+wh': 'valuesWeighted', h: 'valueH', g: 'valueG' } as const;

/** Before the run is loaded: nothing reached. */
const EMPTY_STATUS: ProblemStatus = { status: new Map(), waiting: new Map(), path: [], solved: false };

export function RoadMapView({ domain, run }: { domain: AnyDomain; run?: ProblemRun }) {
  const { t } = useTranslation(['translation', 'domain']);
  const own = useProblemRun();
  const { view, log, algorithm, weight, goal: goalText } = run ?? own;
  // In the visualizer a city is a button that sets the goal (or the start); a compare pane only shows.
  const picker = useEndpointPicker();
  const picks = run === undefined;
  const projector = useUiStore((s) => s.projector);
  const [box, size] = useElementSize<SVGSVGElement>();
  const [frame, frameSize] = useElementSize<HTMLDivElement>();
  const minWidth = MIN_MAP_PX[run?.compact ? 'pane' : 'visualizer'];
  const narrow = frameSize.width > 0 && frameSize.width < minWidth;
  const ready = view && log && isRoadMap(domain) && view.root ? { view, log, graph: domain.graph } : null;
  const layout = ready ? layoutCities(ready.graph) : null;
  // Units per pixel: labels and strokes are sized in pixels, the map in its own units. The map
  // keeps its shape (meet): the side that fills the box sets the scale.
  const unit =
    layout && size.width > 0 && size.height > 0 ? Math.max(layout.width / size.width, layout.height / size.height) : 1;
  const px = LABEL_PX[projector ? (run?.compact ? 'projectorPane' : 'projector') : 'normal'] * unit;
  const { status, waiting, path } = ready ? problemStatus(ready.log, ready.view) : EMPTY_STATUS;
  const equation = algorithmInfo(algorithm)?.equation ?? 'g';
  const start = ready?.view.root?.key;
  const goal = ready && isRoadMap(domain) ? goalState(domain, goalText) : undefined;
  const nameOf = (city: string) =>
    city + (city === start ? ` (${t('domain.status.start')})` : city === goal ? ` (${t('domain.status.goal')})` : '');
  const valuesOf = (city: string) => {
    const node = waiting.get(city);
    if (!node) return null;
    // In the form the algorithm orders by: greedy's f is h, weighted A*'s g + w·h.
    const values = { g: fmt(node.g), h: fmt(node.h), f: fmt(node.f), w: fmt(weight) };
    return t(`domain.view.${VALUE_LABEL[equation]}`, values);
  };
  const cityTexts = ready
    ? ready.graph.cities.map((city) => `${nameOf(city)}\n${valuesOf(city) ?? ''}`).join('\n')
    : '';
  const places = useMemo(() => {
    if (!ready || !layout) return null;
    const at = (city: string): Point => layout.at.get(city)!;
    return placeLabels({
      cities: ready.graph.cities.map((city) => ({ at: at(city), name: nameOf(city), values: valuesOf(city) })),
      roads: ready.graph.roads.map((road) => ({ a: at(road.from), b: at(road.to), text: fmt(road.cost) })),
      nameSize: px,
      valueSize: px * 0.9,
      lengthSize: px * 0.85,
      dotRadius: 11 * unit,
      bounds: { x: layout.minX, y: layout.minY, width: layout.width, height: layout.height },
      width: textWidth,
    });
    // The labels' texts stand for the run's state: placed again when one changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, px, unit, cityTexts]);
  if (!ready || !layout || !places) return null;
  const { graph } = ready;
  const at = (city: string): Point => layout.at.get(city)!;
  const pathPoints = path.map((key) => at(String(key)));
  const { view: shown } = ready;
  return (
    <div
      className="road-map"
      data-testid="problem-view"
      data-path={path.join(' > ')}
      data-cost={shown.final?.type === 'solved' ? (shown.final.cost ?? shown.final.nodeIds.length - 1) : undefined}
    >
      <div
        ref={frame}
        className={narrow ? 'road-map-frame narrow' : 'road-map-frame'}
        // Scrolled by keys too when it scrolls: a region that can take focus.
        {...(narrow ? { tabIndex: 0, role: 'region', 'aria-label': t('domain.view.scrollMap') } : {})}
      >
        <svg
          ref={box}
          style={narrow ? { minWidth } : undefined}
          viewBox={`${layout.minX} ${layout.minY} ${layout.width} ${layout.height}`}
          // With its cities as buttons the map is a group of them, not one picture.
          role={picks ? 'group' : 'img'}
          aria-label={t('domain.view.roadMap', { count: graph.cities.length })}
        >
          <g className="roads">
            {graph.roads.map((road, i) => {
              const a = at(road.from);
              const b = at(road.to);
              return <line key={i} x1={a.x} y1={a.y} x2={b.x} y2={b.y} strokeWidth={2 * unit} />;
            })}
          </g>
          {pathPoints.length > 1 && (
            <polyline
              className="path-line"
              points={pathPoints.map((p) => `${p.x},${p.y}`).join(' ')}
              strokeWidth={5 * unit}
            />
          )}
          {/* Over the path, under the cities: a length never hides a city. */}
          <g className="road-lengths">
            {graph.roads.map((road, i) => {
              const lengthAt = places.lengths[i];
              return (
                lengthAt && (
                  <text key={i} x={lengthAt.x} y={lengthAt.y} fontSize={px * 0.85} className="road-length">
                    {fmt(road.cost)}
                  </text>
                )
              );
            })}
          </g>
          <g className="cities">
            {graph.cities.map((city, i) => {
              const p = at(city);
              const s = status.get(city) ?? 'unreached';
              const values = valuesOf(city);
              const valuesAt = places.values[i];
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
                  <text x={places.names[i].x} y={places.names[i].y} fontSize={px} className="city-name">
                    {nameOf(city)}
                  </text>
                  {values !== null && valuesAt !== null && (
                    <text x={valuesAt.x} y={valuesAt.y} fontSize={px * 0.9} className="city-values">
                      {values}
                    </text>
                  )}
                </g>
              );
            })}
          </g>
        </svg>
      </div>
      {picks && <EndpointToggle which={picker.which} onChange={picker.setWhich} />}
      {!run?.compact && <StatusLegend forgets={algorithmInfo(algorithm)?.forgets ?? false} />}
    </div>
  );
}
