/**
 * The grid editor's controls beside the grid: the painting tool and weight, the size, diagonal
 * moves, the seeded generators, the ready-made maps and clearing. Memoised: a stroke on the grid
 * does not re-render them. Each control hands back a whole new grid (or the moves) to the editor.
 */
import { memo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_CELL_COST,
  READY_MAP_IDS,
  perfectMaze,
  randomWalls,
  readyMap,
  rooms,
  type Connectivity,
  type Generated,
  type GridMap,
  type ReadyMapId,
} from '../../../core/domain/grid';
import { EDITOR_SIDES, type Tool } from './gridEditorModel';

const GENERATORS = ['walls', 'maze', 'rooms'] as const;
type GeneratorId = (typeof GENERATORS)[number];
const TOOLS: readonly Tool[] = ['wall', 'weight', 'erase'];
const WEIGHTS = Array.from({ length: MAX_CELL_COST - 1 }, (_, i) => i + 2);

export interface GridEditorControlsProps {
  width: number;
  height: number;
  connectivity: Connectivity;
  tool: Tool;
  weight: number;
  onTool: (tool: Tool) => void;
  onWeight: (weight: number) => void;
  onResize: (width: number, height: number) => void;
  onConnectivity: (connectivity: Connectivity) => void;
  /** A whole new grid: generated, ready-made; `notConnected` when the goal cannot be reached. */
  onGrid: (grid: GridMap, notConnected?: boolean) => void;
  onClear: () => void;
}

function generate(kind: GeneratorId, width: number, height: number, seed: number, density: number): Generated {
  switch (kind) {
    case 'walls':
      return randomWalls({ width, height, density: density / 100, seed });
    case 'maze':
      return perfectMaze({ width, height, seed });
    case 'rooms':
      return rooms({ width, height, seed });
  }
}

export const GridEditorControls = memo(function GridEditorControls(props: GridEditorControlsProps) {
  const { width, height, connectivity, tool, weight } = props;
  const { t } = useTranslation(['translation', 'mapEditors']);
  const [size, setSize] = useState({ width: String(width), height: String(height), of: `${width}x${height}` });
  const [generator, setGenerator] = useState<GeneratorId>('walls');
  const [density, setDensity] = useState('25');
  const [seed, setSeed] = useState('1');
  const [preset, setPreset] = useState<ReadyMapId>('u-trap');
  const [refused, setRefused] = useState(false);

  // The size fields follow the grid when it changes from elsewhere (a preset, a paste).
  if (size.of !== `${width}x${height}`)
    setSize({ width: String(width), height: String(height), of: `${width}x${height}` });

  const side = (text: string, max: number) => {
    const n = Math.round(Number(text));
    return Number.isFinite(n) ? Math.max(EDITOR_SIDES.min, Math.min(max, n)) : null;
  };

  const resize = (event: FormEvent) => {
    event.preventDefault();
    const w = side(size.width, EDITOR_SIDES.maxWidth);
    const h = side(size.height, EDITOR_SIDES.maxHeight);
    if (w === null || h === null) return;
    setSize({ width: String(w), height: String(h), of: size.of });
    props.onResize(w, h);
  };

  const runGenerator = (event: FormEvent) => {
    event.preventDefault();
    const made = generate(
      generator,
      width,
      height,
      Math.trunc(Number(seed)) || 0,
      Math.max(0, Math.min(100, Number(density) || 0)),
    );
    setRefused(!made.ok);
    if (made.ok) props.onGrid(made.grid, !made.connected);
  };

  return (
    <div className="ge-controls">
      <fieldset className="ge-group">
        <legend>{t('mapEditors.grid.tools')}</legend>
        {TOOLS.map((id) => (
          <span key={id} className="ge-choice">
            <label className="ge-choice">
              <input type="radio" name="ge-tool" checked={tool === id} onChange={() => props.onTool(id)} />
              {t(`mapEditors.grid.${id}`)}
            </label>
            {/* The weight's cost sits beside its tool. */}
            {id === 'weight' && (
              <select
                value={weight}
                onChange={(e) => {
                  props.onWeight(Number(e.target.value));
                  props.onTool('weight');
                }}
                aria-label={t('mapEditors.grid.weightCost')}
              >
                {WEIGHTS.map((w) => (
                  <option key={w} value={w}>
                    {w}
                  </option>
                ))}
              </select>
            )}
          </span>
        ))}
      </fieldset>

      <form className="ge-group" onSubmit={resize}>
        <span className="ge-group-title">{t('mapEditors.grid.size')}</span>
        <label className="ge-field">
          {t('mapEditors.grid.width')}
          <input
            type="number"
            min={EDITOR_SIDES.min}
            max={EDITOR_SIDES.maxWidth}
            value={size.width}
            onChange={(e) => setSize({ ...size, width: e.target.value })}
          />
        </label>
        <label className="ge-field">
          {t('mapEditors.grid.height')}
          <input
            type="number"
            min={EDITOR_SIDES.min}
            max={EDITOR_SIDES.maxHeight}
            value={size.height}
            onChange={(e) => setSize({ ...size, height: e.target.value })}
          />
        </label>
        <button className="button" type="submit">
          {t('mapEditors.grid.resize')}
        </button>
      </form>

      <label className="ge-choice">
        <input
          type="checkbox"
          checked={connectivity === 8}
          onChange={(e) => props.onConnectivity(e.target.checked ? 8 : 4)}
        />
        {t('mapEditors.grid.diagonal')}
      </label>

      <form className="ge-group" onSubmit={runGenerator}>
        <label className="ge-field">
          {t('mapEditors.grid.generator')}
          <select value={generator} onChange={(e) => setGenerator(e.target.value as GeneratorId)}>
            {GENERATORS.map((id) => (
              <option key={id} value={id}>
                {t(`mapEditors.grid.generators.${id}`)}
              </option>
            ))}
          </select>
        </label>
        {generator === 'walls' && (
          <label className="ge-field">
            {t('mapEditors.grid.density')}
            <input
              type="number"
              min={0}
              max={90}
              step={5}
              value={density}
              onChange={(e) => setDensity(e.target.value)}
            />
          </label>
        )}
        <label className="ge-field">
          {t('mapEditors.grid.seed')}
          <input type="number" value={seed} onChange={(e) => setSeed(e.target.value)} />
        </label>
        <button className="button small-button primary" type="submit">
          {t('mapEditors.grid.generate')}
        </button>
        {refused && <span className="ge-warning">{t('mapEditors.grid.generatorRefused')}</span>}
      </form>

      <form
        className="ge-group"
        onSubmit={(e) => {
          e.preventDefault();
          props.onGrid(readyMap(preset));
        }}
      >
        <label className="ge-field">
          {t('mapEditors.grid.preset')}
          <select value={preset} onChange={(e) => setPreset(e.target.value as ReadyMapId)}>
            {READY_MAP_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`mapEditors.grid.presets.${id}`)}
              </option>
            ))}
          </select>
        </label>
        <button className="button" type="submit">
          {t('mapEditors.grid.load')}
        </button>
        <button className="button" type="button" onClick={props.onClear}>
          {t('mapEditors.grid.clear')}
        </button>
      </form>
    </div>
  );
});
