/**
 * The grid the teacher paints on. Mouse, pen and touch are one path (pointer events): press and
 * drag paints with the chosen tool (a stroke that starts on a wall with the wall tool erases
 * walls instead, as in PathFinding.js), and pressing on the start or the goal drags it. A fast
 * drag paints every cell on the line between two samples; two fingers scroll a grid larger than
 * its frame (useTwoFingerPan.ts). The keyboard: the grid is one Tab stop with a cursor
 * (keyAction in gridEditorModel.ts).
 *
 * Cheap to repaint: a stroke changes one cell at a time, and rows are memoised on their
 * characters, so a pointer move re-renders the one row it changed, not the 2,400 cells of a
 * 60 x 40 grid. The stroke is held here and handed out whole when the pointer lifts.
 */
import { memo, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { WALL, moveEndpoint, paintCell, type Cell, type Endpoint, type GridMap } from '../../../core/domain/grid';
import { cellAt, keyAction, rowChars, toolCost, type Tool } from './gridEditorModel';
import { useTwoFingerPan } from './useTwoFingerPan';

export interface GridPaintAreaProps {
  grid: GridMap;
  tool: Tool;
  weight: number;
  /** The grid as a change (a stroke, a key) left it. */
  onCommit: (grid: GridMap) => void;
  label: string;
  describedBy: string;
  /** The cursor's cell in words, for the live region. */
  describeCell: (grid: GridMap, cell: Cell) => string;
}

/** Cells are never drawn smaller than this (a finger's reach); a larger grid scrolls. */
const MIN_CELL = 12;
const MAX_CELL = 30;

type Stroke =
  { kind: 'paint'; cost: number; last: Cell; grid: GridMap } | { kind: 'drag'; which: Endpoint; grid: GridMap };

const same = (a: Cell, b: Cell) => a.x === b.x && a.y === b.y;

/** The cells on the line from a to b, b included, a not (Bresenham). */
function lineCells(a: Cell, b: Cell): Cell[] {
  const cells: Cell[] = [];
  const dx = Math.abs(b.x - a.x);
  const dy = -Math.abs(b.y - a.y);
  const sx = a.x < b.x ? 1 : -1;
  const sy = a.y < b.y ? 1 : -1;
  let { x, y } = a;
  let error = dx + dy;
  while (x !== b.x || y !== b.y) {
    const e2 = 2 * error;
    if (e2 >= dy) {
      error += dy;
      x += sx;
    }
    if (e2 <= dx) {
      error += dx;
      y += sy;
    }
    cells.push({ x, y });
  }
  return cells;
}

export function GridPaintArea({ grid, tool, weight, onCommit, label, describedBy, describeCell }: GridPaintAreaProps) {
  const [draft, setDraft] = useState<GridMap | null>(null);
  const [cursor, setCursor] = useState<Cell>({ x: 0, y: 0 });
  const [announce, setAnnounce] = useState('');
  const [cellSize, setCellSize] = useState(20);
  const stroke = useRef<Stroke | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const shown = draft ?? grid;
  const pan = useTwoFingerPan(frame);

  // The cell size follows the room the editor has: as large as fits, never below MIN_CELL.
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The whole grid in view where it can be: as wide as the editor, at most 70% of the window high.
    const fit = () => {
      const across = Math.floor((element.clientWidth - 4) / grid.width);
      const down = Math.floor((window.innerHeight * 0.7 - 4) / grid.height);
      setCellSize(Math.max(MIN_CELL, Math.min(MAX_CELL, across, down)));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [grid.width, grid.height]);

  const here = (event: PointerEvent) => {
    const box = area.current?.getBoundingClientRect();
    return box ? cellAt(box, shown, event.clientX, event.clientY) : null;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (pan.down(event)) {
      // The first finger's stroke was the start of a pan, not a stroke: drop it.
      stroke.current = null;
      setDraft(null);
      return;
    }
    if (event.button !== 0) return;
    const cell = here(event);
    if (!cell) return;
    event.preventDefault();
    area.current?.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setCursor(cell);
    if (same(cell, grid.start) || same(cell, grid.goal)) {
      stroke.current = { kind: 'drag', which: same(cell, grid.start) ? 'start' : 'goal', grid };
      return;
    }
    let cost = toolCost(tool, weight);
    if (cost === WALL && grid.costs[cell.y * grid.width + cell.x] === WALL) cost = 1;
    const next = paintCell(grid, cell, cost);
    stroke.current = { kind: 'paint', cost, last: cell, grid: next };
    setDraft(next);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (pan.move(event)) return;
    const current = stroke.current;
    if (!current) return;
    const cell = here(event);
    if (!cell) return;
    if (current.kind === 'drag') {
      const next = moveEndpoint(current.grid, current.which, cell);
      if (next === current.grid) return;
      current.grid = next;
      setDraft(next);
      return;
    }
    if (same(cell, current.last)) return;
    let next = current.grid;
    for (const step of lineCells(current.last, cell)) next = paintCell(next, step, current.cost);
    current.last = cell;
    if (next === current.grid) return;
    current.grid = next;
    setDraft(next);
  };

  const endStroke = () => {
    const current = stroke.current;
    stroke.current = null;
    setDraft(null);
    if (current && current.grid !== grid) onCommit(current.grid);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = keyAction(event.key);
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    const at = { x: Math.min(cursor.x, grid.width - 1), y: Math.min(cursor.y, grid.height - 1) };
    if (action.kind === 'move') {
      const next = {
        x: Math.max(0, Math.min(grid.width - 1, at.x + action.dx)),
        y: Math.max(0, Math.min(grid.height - 1, at.y + action.dy)),
      };
      setCursor(next);
      setAnnounce(describeCell(grid, next));
      return;
    }
    const next =
      action.kind === 'place'
        ? moveEndpoint(grid, action.which, at)
        : paintCell(grid, at, action.kind === 'paint' ? action.cost : toolCost(tool, weight));
    if (next !== grid) {
      onCommit(next);
      setAnnounce(describeCell(next, at));
    }
  };

  const rows = [];
  for (let y = 0; y < shown.height; y++) {
    rows.push(<GridRow key={y} chars={rowChars(shown, y)} cursorX={cursor.y === y ? cursor.x : -1} />);
  }
  return (
    <div className="ge-frame" ref={frame}>
      <div
        ref={area}
        className="ge-grid"
        style={{ gridTemplateRows: `repeat(${shown.height}, ${cellSize}px)`, ['--ge-cell' as string]: `${cellSize}px` }}
        role="application"
        aria-label={label}
        aria-describedby={describedBy}
        tabIndex={0}
        data-testid="grid-editor-grid"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => {
          pan.up(event);
          endStroke();
        }}
        onPointerCancel={(event) => {
          pan.up(event);
          endStroke();
        }}
        onLostPointerCapture={() => stroke.current && endStroke()}
        onKeyDown={onKeyDown}
      >
        {rows}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}

const CELL_CLASS: Record<string, string> = { '.': 'ge-free', '#': 'ge-wall', S: 'ge-start', G: 'ge-goal' };

/** One row of cells, re-rendered only when its characters or the cursor in it change. */
const GridRow = memo(function GridRow({ chars, cursorX }: { chars: string; cursorX: number }) {
  const cells = [];
  for (let x = 0; x < chars.length; x++) {
    const char = chars[x];
    const kind = CELL_CLASS[char] ?? `ge-weight ge-w${char}`;
    const mark = char === 'S' || char === 'G' || (char >= '2' && char <= '9') ? char : '';
    cells.push(
      <span key={x} className={x === cursorX ? `${kind} ge-cursor` : kind} data-cell={char}>
        {mark}
      </span>,
    );
  }
  return <div className="ge-row">{cells}</div>;
});
