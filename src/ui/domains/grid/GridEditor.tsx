/**
 * The grid editor: paint walls and weighted cells, drag the start and the goal, resize, choose
 * diagonal moves, generate from a seed or load a ready-made map; beside the grid, which
 * heuristics are admissible for the chosen moves (gridHeuristics.ts's facts).
 *
 * Controlled by its text, the grid's whole text format (gridFile.ts): an optional first line
 * `8-connected`, then one row a line with S the start and G the goal. Every finished change
 * (a stroke, a key, a control) calls onChange with the new text. A text that does not read is
 * shown with its row and column, and the editor offers to start from an empty grid.
 */
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  admissibleGridHeuristics,
  clearGrid,
  emptyGrid,
  resizeGrid,
  type Cell,
  type Connectivity,
  type GridMap,
} from '../../../core/domain/grid';
import { joinList } from '../../editor/parseErrorText';
import { GridEditorControls } from './GridEditorControls';
import { GridPaintArea } from './GridPaintArea';
import { gridText, readGridText, rowChars, type Tool } from './gridEditorModel';
import './gridEditor.css';

export interface GridEditorProps {
  text: string;
  onChange(text: string): void;
}

export function GridEditor({ text, onChange }: GridEditorProps) {
  const { t, i18n } = useTranslation(['translation', 'mapEditors']);
  const read = useMemo(() => readGridText(text), [text]);
  const [tool, setTool] = useState<Tool>('wall');
  const [weight, setWeight] = useState(5);
  const [notConnected, setNotConnected] = useState(false);
  const keysId = useId();

  // Stable callbacks over the latest grid, so the memoised controls do not re-render per stroke.
  const latest = useRef(read);
  const change = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = read;
    change.current = onChange;
  });
  const commit = useCallback((grid: GridMap, connectivity?: Connectivity) => {
    change.current(gridText(grid, connectivity ?? latest.current.connectivity));
  }, []);
  const editGrid = useCallback(
    (edit: (grid: GridMap) => GridMap) => {
      const now = latest.current;
      if (now.ok) commit(edit(now.grid));
    },
    [commit],
  );
  const onResize = useCallback(
    (width: number, height: number) => editGrid((grid) => resizeGrid(grid, width, height)),
    [editGrid],
  );
  const onClear = useCallback(() => {
    setNotConnected(false);
    editGrid(clearGrid);
  }, [editGrid]);
  const onConnectivity = useCallback(
    (connectivity: Connectivity) => {
      const now = latest.current;
      if (now.ok) commit(now.grid, connectivity);
    },
    [commit],
  );
  const onGrid = useCallback(
    (grid: GridMap, cutOff = false) => {
      setNotConnected(cutOff);
      commit(grid);
    },
    [commit],
  );

  const describeCell = useCallback(
    (grid: GridMap, cell: Cell) => {
      const char = rowChars(grid, cell.y)[cell.x];
      const where = { row: cell.y + 1, column: cell.x + 1 };
      const kind =
        char === 'S' ? 'start' : char === 'G' ? 'goal' : char === '#' ? 'wall' : char === '.' ? 'free' : 'weight';
      return t(`mapEditors.grid.cell.${kind}`, { ...where, cost: char });
    },
    [t],
  );

  const names = admissibleGridHeuristics(read.connectivity).map((id) => t(`mapEditors.grid.heuristics.${id}`));
  const admissible = t(read.connectivity === 8 ? 'mapEditors.grid.admissible8' : 'mapEditors.grid.admissible4', {
    list: joinList(names, i18n.language),
  });

  return (
    <section className="grid-editor" aria-label={t('mapEditors.grid.label')} data-testid="grid-editor">
      {read.ok ? (
        <GridPaintArea
          grid={read.grid}
          tool={tool}
          weight={weight}
          onCommit={commit}
          label={t('mapEditors.grid.gridLabel', { width: read.grid.width, height: read.grid.height })}
          describedBy={keysId}
          describeCell={describeCell}
        />
      ) : (
        <div className="ge-error" role="alert" data-testid="grid-editor-error">
          <p>
            {t(`mapEditors.grid.error.${read.error.code}`, {
              row: read.error.row,
              column: read.error.column,
              token: read.error.token ?? '',
              width: parseInt(read.error.expected, 10),
            })}
          </p>
          <button className="button" type="button" onClick={() => commit(emptyGrid(20, 12))}>
            {t('mapEditors.grid.startOver')}
          </button>
        </div>
      )}
      <p className="ge-info" data-testid="grid-editor-admissible">
        {admissible}
      </p>
      {notConnected && (
        <p className="ge-warning" role="status">
          {t('mapEditors.grid.notConnected')}
        </p>
      )}
      {read.ok && (
        <GridEditorControls
          width={read.grid.width}
          height={read.grid.height}
          connectivity={read.connectivity}
          tool={tool}
          weight={weight}
          onTool={setTool}
          onWeight={setWeight}
          onResize={onResize}
          onConnectivity={onConnectivity}
          onGrid={onGrid}
          onClear={onClear}
        />
      )}
      <p className="ge-keys" id={keysId}>
        {t('mapEditors.grid.keys')}
      </p>
    </section>
  );
}
