/**
 * The road-map editor: the map as text (graphParse.ts's format) beside its drawing. The teacher
 * types or pastes lines, or drags cities (their `City @ x y` lines are rewritten) and adds roads
 * by picking two cities; Romania is one click away. Below, the heuristic lesson (HeuristicLesson).
 *
 * Controlled by its text: every change calls onChange with the whole new text; edits from the
 * drawing rewrite single lines (graphTextEdits.ts), so the teacher's comments survive. A text
 * that does not read shows the parser's line and what it expected, and the last map that read
 * stays drawn, dimmed, until the text reads again.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ROMANIA_TEXT,
  addRoad,
  distance,
  parseGraph,
  setEstimate,
  setPosition,
  setTableGoal,
  straightLine,
  type WeightedGraph,
} from '../../../core/domain/graph';
import { CitySelect } from './CitySelect';
import { HeuristicLesson } from './HeuristicLesson';
import { fmt } from '../../visualizer/narration';
import { RoadMapDrawing } from './RoadMapDrawing';
import { graphErrorText } from './graphErrorText';
import './roadMapEditor.css';

export interface RoadMapEditorProps {
  text: string;
  onChange(text: string): void;
}

export function RoadMapEditor({ text, onChange }: RoadMapEditorProps) {
  const { t } = useTranslation(['translation', 'mapEditors']);
  const parsed = useMemo(() => parseGraph(text), [text]);
  const [lastGood, setLastGood] = useState<WeightedGraph | null>(parsed.ok ? parsed.graph : null);
  if (parsed.ok && parsed.graph !== lastGood) setLastGood(parsed.graph);
  const graph = parsed.ok ? parsed.graph : lastGood;
  const [goalChoice, setGoalChoice] = useState<string | null>(null);
  const [road, setRoad] = useState({ from: '', to: '', length: '' });
  const [roadError, setRoadError] = useState<string | null>(null);
  const textId = useId();
  const helpId = useId();

  const goal =
    graph === null
      ? ''
      : goalChoice !== null && graph.cities.includes(goalChoice)
        ? goalChoice
        : (graph.estimatesGoal ?? graph.cities[0]);

  const pick = (city: string) => {
    if (!graph) return;
    const next = road.from === '' || road.to !== '' ? { from: city, to: '' } : { from: road.from, to: city };
    const a = graph.positions.get(next.from);
    const b = next.to === '' ? undefined : graph.positions.get(next.to);
    setRoad({ ...next, length: a && b ? String(Math.max(1, Math.round(distance(a, b)))) : road.length });
    setRoadError(null);
  };

  const submitRoad = (event: FormEvent) => {
    event.preventDefault();
    const length = Number(road.length);
    const next = addRoad(text, road.from, road.to, length);
    const read = parseGraph(next);
    if (!read.ok) {
      setRoadError(t('mapEditors.roadMap.roadRefused', { message: graphErrorText(t, read.error, next) }));
      return;
    }
    setRoadError(null);
    setRoad({ from: '', to: '', length: '' });
    onChange(next);
  };

  const estimate = (city: string, h: number) => {
    const next = setEstimate(text, city, h);
    onChange(graph?.estimatesGoal === null ? setTableGoal(next, goal) : next);
  };

  const cityLabel = (city: string) =>
    t('mapEditors.roadMap.cityOnMap', { city, h: graph ? fmt(straightLine(graph, goal).h(city)) : '' });

  return (
    <section className="road-map-editor" aria-label={t('mapEditors.roadMap.label')} data-testid="road-map-editor">
      <div className="rm-text">
        <label htmlFor={textId} className="rm-title">
          {t('mapEditors.roadMap.text')}
        </label>
        <textarea
          id={textId}
          aria-describedby={helpId}
          value={text}
          spellCheck={false}
          rows={14}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={!parsed.ok}
          data-testid="road-map-text"
        />
        <p id={helpId} className="rm-help">
          {t('mapEditors.roadMap.textHelp')}
        </p>
        {parsed.ok ? (
          <p className="rm-ok">
            {t('mapEditors.roadMap.ok', { cities: parsed.graph.cities.length, roads: parsed.graph.roads.length })}
          </p>
        ) : (
          <p className="rm-error" role="alert" data-testid="road-map-error" data-line={parsed.error.line}>
            {graphErrorText(t, parsed.error, text)}
          </p>
        )}
        <button className="button" type="button" onClick={() => onChange(ROMANIA_TEXT)}>
          {t('mapEditors.roadMap.romania')}
        </button>
      </div>
      {graph && (
        <div className="rm-map">
          <p className="rm-help">{t('mapEditors.roadMap.drawing')}</p>
          <RoadMapDrawing
            graph={graph}
            goal={goal}
            picked={[road.from, road.to].filter((c) => c !== '')}
            onMove={(city, at) => onChange(setPosition(text, city, at))}
            onPick={pick}
            label={t('mapEditors.roadMap.drawing')}
            cityLabel={cityLabel}
            disabled={!parsed.ok}
          />
          {graph.cities.some((c) => !graph.positions.has(c)) && (
            <p className="rm-help">{t('mapEditors.roadMap.noPosition')}</p>
          )}
          <form className="rm-add" onSubmit={submitRoad}>
            <label className="rm-field">
              {t('mapEditors.roadMap.from')}
              <CitySelect
                cities={graph.cities}
                value={road.from}
                onChange={(city) => setRoad({ ...road, from: city })}
                allowNone
              />
            </label>
            <label className="rm-field">
              {t('mapEditors.roadMap.to')}
              <CitySelect
                cities={graph.cities}
                value={road.to}
                onChange={(city) => setRoad({ ...road, to: city })}
                allowNone
              />
            </label>
            <label className="rm-field">
              {t('mapEditors.roadMap.length')}
              <input
                type="number"
                min={0}
                step="any"
                value={road.length}
                onChange={(e) => setRoad({ ...road, length: e.target.value })}
              />
            </label>
            <button
              className="button"
              type="submit"
              disabled={!parsed.ok || road.from === '' || road.to === '' || road.length === ''}
            >
              {t('mapEditors.roadMap.addRoad')}
            </button>
            {roadError && (
              <p className="rm-error" role="alert">
                {roadError}
              </p>
            )}
          </form>
        </div>
      )}
      {graph && parsed.ok && <HeuristicLesson graph={graph} goal={goal} onGoal={setGoalChoice} onEstimate={estimate} />}
    </section>
  );
}
