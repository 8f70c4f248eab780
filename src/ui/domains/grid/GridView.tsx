/**
 * A grid drawn whole, live with the run: walls dark, weighted cells tinted with their cost
 * written in, every reached cell coloured by its status at the cursor (problemStatus.ts: in the
 * frontier, expanded, being expanded, on the solution path, forgotten by RBFS or SMA*), the path
 * so far drawn as a line through the cells' centres, and S and G marked. The map's cells are
 * drawn once per grid; only the reached cells are drawn again as the run moves.
 */
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOpen, WALL, type GridMap } from '../../../core/domain/grid/grid';
import type { AnyDomain } from '../../../core/domain/types';
import { algorithmInfo } from '../../../core/solvers/algorithms';
import { problemStatus, type StateStatus } from '../../../store/problemStatus';
import type { StateKey } from '../../../core/events';
import { goalState, useProblemRun } from '../useProblemRun';
import { EndpointToggle, useEndpointPicker } from '../EndpointPicker';
import type { ProblemRun } from '../stateViews';
import { isGrid } from '../problemMaps';
import { StatusLegend } from '../StatusLegend';
import '../problemView.css';
import './grid.css';

/** One cell is 10 units; the SVG scales to the column's width. */
const CELL = 10;

/** The cell cursor's moves (picking a start or a goal by keyboard). */
const ARROW_STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function GridView({ domain, run }: { domain: AnyDomain; run?: ProblemRun }) {
  const { t } = useTranslation(['translation', 'domain']);
  const own = useProblemRun();
  const { view, log, algorithm, goal: goalText } = run ?? own;
  // In the visualizer a click on a cell sets the goal (or the start); a compare pane only shows.
  const picker = useEndpointPicker();
  const [cursor, setCursor] = useState<{ x: number; y: number } | null>(null);
  // Translated once per grid, not at every repaint of a run at top speed.
  const words = useMemo(
    () =>
      isGrid(domain)
        ? {
            label: t('domain.view.grid', {
              width: domain.grid.width,
              height: domain.grid.height,
              connectivity: domain.connectivity,
            }),
            keys: t('domain.pick.gridKeys', { which: t(`domain.pick.which.${picker.which}`) }),
            start: t('domain.view.startLetter'),
            goal: t('domain.view.goalLetter'),
          }
        : null,
    [t, domain, picker.which],
  );
  if (!view || !log || !isGrid(domain) || !words || !view.root) return null;
  const picks = run === undefined;
  const { grid } = domain;
  const { status, path } = problemStatus(log, view);
  const start = domain.state(view.root.key) as { x: number; y: number };
  // The set-up's goal (a picked cell), else the map's G.
  const goal = domain.state(goalState(domain, goalText) ?? `${grid.goal.x},${grid.goal.y}`) as { x: number; y: number };
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
        role={picks ? 'application' : 'img'}
        aria-label={words.label}
        {...(picks
          ? {
              tabIndex: 0,
              'aria-description': words.keys,
              'data-cursor': cursor ? `${cursor.x},${cursor.y}` : undefined,
              onClick: (e: React.MouseEvent<SVGSVGElement>) => {
                const box = e.currentTarget.getBoundingClientRect();
                const x = Math.floor(((e.clientX - box.left) / box.width) * grid.width);
                const y = Math.floor(((e.clientY - box.top) / box.height) * grid.height);
                if (isOpen(grid, x, y)) picker.pick(`${x},${y}`, e.shiftKey);
              },
              onFocus: () => setCursor((c) => c ?? start),
              onBlur: () => setCursor(null),
              onKeyDown: (e: React.KeyboardEvent) => {
                const at = cursor ?? start;
                const move = ARROW_STEPS[e.key];
                if (move) {
                  const x = Math.min(grid.width - 1, Math.max(0, at.x + move[0]));
                  const y = Math.min(grid.height - 1, Math.max(0, at.y + move[1]));
                  setCursor({ x, y });
                } else if (e.key === 'Enter' || e.key === ' ') {
                  if (isOpen(grid, at.x, at.y)) picker.pick(`${at.x},${at.y}`, e.shiftKey);
                } else return;
                // The arrows and Space are also the page's playback keys: the grid takes them while focused.
                e.preventDefault();
                e.stopPropagation();
              },
            }
          : {})}
      >
        <GridCells grid={grid} />
        <g className="reached">
          {[...statusPaths(grid, status)].map(([s, d]) => d && <StatusPath key={s} status={s} d={d} />)}
        </g>
        <WeightDigits grid={grid} />
        {path.length > 1 && <polyline className="path-line" points={path.map(centre).join(' ')} />}
        <Marker x={start.x} y={start.y} letter={words.start} />
        <Marker x={goal.x} y={goal.y} letter={words.goal} />
        {cursor && <rect className="pick-cursor" x={cursor.x * CELL} y={cursor.y * CELL} width={CELL} height={CELL} />}
      </svg>
      {picks && <EndpointToggle which={picker.which} onChange={picker.setWhich} />}
      {!run?.compact && <StatusLegend forgets={algorithmInfo(algorithm)?.forgets ?? false} />}
    </div>
  );
}

/** The statuses in drawing order, each drawn as one path (its class is the status's colour). */
const STATUSES: readonly StateStatus[] = ['forgotten', 'closed', 'frontier', 'path', 'current'];

/**
 * The reached cells as one path a status, a square sub-path a cell: at top speed a repaint of a
 * 60 x 40 grid is five attributes, where one element a cell made the browser create, restyle and
 * paint some 2,000 of them (over 16 ms of a frame on a slow machine).
 */
function statusPaths(grid: GridMap, status: ReadonlyMap<StateKey, StateStatus>): Map<StateStatus, string> {
  const squares = cellSquares(grid);
  const parts = new Map<StateStatus, string[]>(STATUSES.map((s) => [s, []]));
  for (const [key, s] of status) {
    const square = squares.get(key);
    if (square !== undefined) parts.get(s)!.push(square);
  }
  return new Map(STATUSES.map((s) => [s, parts.get(s)!.join('')]));
}

const squaresOf = new WeakMap<GridMap, Map<StateKey, string>>();

/** Each cell's square as path data, by its state key ("x,y"): made once per grid. */
function cellSquares(grid: GridMap): Map<StateKey, string> {
  let squares = squaresOf.get(grid);
  if (squares === undefined) {
    squares = new Map();
    for (let y = 0; y < grid.height; y++) {
      for (let x = 0; x < grid.width; x++)
        squares.set(`${x},${y}`, `M${x * CELL} ${y * CELL}h${CELL}v${CELL}h-${CELL}z`);
    }
    squaresOf.set(grid, squares);
  }
  return squares;
}

const StatusPath = memo(function StatusPath({ status, d }: { status: StateStatus; d: string }) {
  return <path className={status} d={d} />;
});

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

const Marker = memo(function Marker({ x, y, letter }: { x: number; y: number; letter: string }) {
  return (
    <g className="marker">
      <circle cx={x * CELL + CELL / 2} cy={y * CELL + CELL / 2} r={CELL * 0.45} />
      <text x={x * CELL + CELL / 2} y={y * CELL + CELL / 2}>
        {letter}
      </text>
    </g>
  );
});
