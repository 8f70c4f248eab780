/**
 * A grid drawn whole, live with the run: walls dark, weighted cells tinted with their cost
 * written in, every reached cell coloured by its status at the cursor (problemStatus.ts: in the
 * frontier, expanded, being expanded, on the solution path, forgotten by RBFS or SMA*), the path
 * so far drawn as a line through the cells' centres, and S and G marked. The map's cells are
 * drawn once per grid; only the reached cells are drawn again as the run moves.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { WALL, type GridMap } from '../../../core/domain/grid/grid';
import type { AnyDomain } from '../../../core/domain/types';
import { algorithmInfo } from '../../../core/solvers/algorithms';
import { problemStatus } from '../../../store/problemStatus';
import { useProblemRun } from '../useProblemRun';
import type { ProblemRun } from '../stateViews';
import { isGrid } from '../problemMaps';
import { StatusLegend } from '../StatusLegend';
import '../problemView.css';
import './grid.css';

/** One cell is 10 units; the SVG scales to the column's width. */
const CELL = 10;

export function GridView({ domain, run }: { domain: AnyDomain; run?: ProblemRun }) {
  const { t } = useTranslation(['translation', 'domain']);
  const own = useProblemRun();
  const { view, log, algorithm } = run ?? own;
  if (!view || !log || !isGrid(domain) || !view.root) return null;
  const { grid } = domain;
  const { status, path } = problemStatus(log, view);
  const start = domain.state(view.root.key) as { x: number; y: number };
  const centre = (key: string | number) => {
    const [x, y] = String(key).split(',').map(Number);
    return `${x * CELL + CELL / 2},${y * CELL + CELL / 2}`;
  };
  return (
    <div
      className="grid-view"
      data-testid="problem-view"
      data-path={path.join(' > ')}
      data-cost={view.final?.type === 'solved' ? (view.final.cost ?? view.final.nodeIds.length - 1) : undefined}
    >
      <svg
        viewBox={`0 0 ${grid.width * CELL} ${grid.height * CELL}`}
        role="img"
        aria-label={t('domain.view.grid', {
          width: grid.width,
          height: grid.height,
          connectivity: domain.connectivity,
        })}
      >
        <GridCells grid={grid} />
        <g className="reached">
          {[...status].map(([key, s]) => {
            const [x, y] = String(key).split(',').map(Number);
            return (
              <rect key={key} className={s} x={x * CELL} y={y * CELL} width={CELL} height={CELL} data-cell={key} />
            );
          })}
        </g>
        <WeightDigits grid={grid} />
        {path.length > 1 && <polyline className="path-line" points={path.map(centre).join(' ')} />}
        <Marker x={start.x} y={start.y} letter={t('domain.view.startLetter')} />
        <Marker x={grid.goal.x} y={grid.goal.y} letter={t('domain.view.goalLetter')} />
      </svg>
      {!run?.compact && <StatusLegend forgets={algorithmInfo(algorithm)?.forgets ?? false} />}
    </div>
  );
}

/** The map itself: the floor, walls and weighted cells' tint, drawn once per grid. */
const GridCells = memo(function GridCells({ grid }: { grid: GridMap }) {
  const cells = [];
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const cost = grid.costs[y * grid.width + x];
      if (cost === 1) continue;
      cells.push(
        <rect
          key={`${x},${y}`}
          className={cost === WALL ? 'wall' : 'weight'}
          x={x * CELL}
          y={y * CELL}
          width={CELL}
          height={CELL}
        />,
      );
    }
  }
  return (
    <g className="cells">
      <rect className="floor" width={grid.width * CELL} height={grid.height * CELL} />
      {cells}
    </g>
  );
});

/** Each weighted cell's cost, over the status colours so a reached cell still shows what it costs. */
const WeightDigits = memo(function WeightDigits({ grid }: { grid: GridMap }) {
  const digits = [];
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const cost = grid.costs[y * grid.width + x];
      if (cost === WALL || cost === 1) continue;
      digits.push(
        <text key={`${x},${y}`} x={x * CELL + CELL / 2} y={y * CELL + CELL / 2}>
          {cost}
        </text>,
      );
    }
  }
  return <g className="weight-digits">{digits}</g>;
});

function Marker({ x, y, letter }: { x: number; y: number; letter: string }) {
  return (
    <g className="marker">
      <circle cx={x * CELL + CELL / 2} cy={y * CELL + CELL / 2} r={CELL * 0.45} />
      <text x={x * CELL + CELL / 2} y={y * CELL + CELL / 2}>
        {letter}
      </text>
    </g>
  );
}
