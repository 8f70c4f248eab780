/**
 * The editor's grid: the board as typed, cells an error names marked, and rearranging by hand.
 * - Mouse or touch: drag a cell onto another to swap them, or tap one then tap another.
 * - Keyboard: the grid is one Tab stop; arrows move the focus; Space or Enter picks the focused
 *   cell up, arrows then carry it (swapping with each neighbour), Space or Enter puts it down,
 *   Escape drops it where it is.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorAnalysis } from './editorModel';

type Preview = NonNullable<EditorAnalysis['preview']>;

export interface EditorGridProps {
  preview: Preview;
  onSwap: (a: number, b: number) => void;
  label: string;
  /** Cell edge in CSS pixels. */
  cellSize: number;
}

/** Pointer travel below this is a tap, not a drag. */
const DRAG_THRESHOLD = 6;

export function EditorGrid({ preview, onSwap, label, cellSize }: EditorGridProps) {
  const { t } = useTranslation();
  const { rows, cols, cells } = preview;
  const [focus, setFocus] = useState(0);
  const [picked, setPicked] = useState<number | null>(null);
  const [drag, setDrag] = useState<{ from: number; over: number; dx: number; dy: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const start = useRef<{ x: number; y: number; from: number; moved: boolean } | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const current = Math.min(focus, cells.length - 1);
  const describe = (i: number) => {
    const cell = cells[i];
    const where = { row: Math.floor(i / cols) + 1, col: (i % cols) + 1 };
    if (cell.gap) return t('play.editor.gapCell', where);
    const name =
      cell.text === '' ? t('play.editor.blankCell', where) : t('play.editor.tileCell', { tile: cell.text, ...where });
    return cell.marked ? `${name} ${t('play.editor.markedCell')}` : name;
  };

  const focusCell = (i: number) => {
    setFocus(i);
    buttons.current[i]?.focus();
  };

  const swap = (a: number, b: number) => {
    if (a === b || cells[a].gap || cells[b].gap) return false;
    onSwap(a, b);
    return true;
  };

  const cellAt = (clientX: number, clientY: number): number | null => {
    const box = grid.current?.getBoundingClientRect();
    if (!box) return null;
    const c = Math.floor(((clientX - box.left) / box.width) * cols);
    const r = Math.floor(((clientY - box.top) / box.height) * rows);
    if (r < 0 || r >= rows || c < 0 || c >= cols) return null;
    return r * cols + c;
  };

  const tap = (i: number) => {
    if (cells[i].gap) return;
    setFocus(i);
    if (picked === null) {
      setPicked(i);
      setAnnouncement(t('play.editor.picked', { cell: describe(i) }));
    } else if (picked === i) {
      setPicked(null);
      setAnnouncement(t('play.editor.dropped', { cell: describe(i) }));
    } else {
      swap(picked, i);
      setPicked(null);
      setAnnouncement(t('play.editor.swapped'));
    }
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const r = Math.floor(current / cols);
    const c = current % cols;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const step = moves[e.key];
    if (step) {
      e.preventDefault();
      e.stopPropagation(); // play mode's arrow keys must not also move a tile
      const nr = r + step[0];
      const nc = c + step[1];
      if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) return;
      const next = nr * cols + nc;
      if (picked !== null) {
        if (swap(picked, next)) {
          setPicked(next);
          setAnnouncement(t('play.editor.carried', { row: nr + 1, col: nc + 1 }));
        }
      }
      focusCell(next);
    } else if (e.key === 'Escape' && picked !== null) {
      e.preventDefault();
      e.stopPropagation(); // keep the dialog open: Escape only drops the tile
      setPicked(null);
      setAnnouncement(t('play.editor.dropped', { cell: describe(current) }));
    }
  };

  return (
    <div className="editor-grid-wrap">
      <div
        ref={grid}
        className="editor-grid"
        role="group"
        aria-label={label}
        aria-describedby="editor-grid-help"
        style={{ gridTemplateColumns: `repeat(${cols}, ${cellSize}px)`, gridAutoRows: `${cellSize}px` }}
        onKeyDown={onKeyDown}
        onPointerMove={(e) => {
          const s = start.current;
          if (!s) return;
          const dx = e.clientX - s.x;
          const dy = e.clientY - s.y;
          if (!s.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
          s.moved = true;
          setDrag({ from: s.from, over: cellAt(e.clientX, e.clientY) ?? s.from, dx, dy });
        }}
        onPointerUp={(e) => {
          const s = start.current;
          start.current = null;
          setDrag(null);
          if (!s) return;
          if (!s.moved) return tap(s.from);
          const over = cellAt(e.clientX, e.clientY);
          if (over !== null && swap(s.from, over)) {
            setFocus(over);
            setPicked(null);
            setAnnouncement(t('play.editor.swapped'));
          }
        }}
        onPointerCancel={() => {
          start.current = null;
          setDrag(null);
        }}
      >
        {cells.map((cell, i) => {
          const classes = ['editor-cell'];
          if (cell.text === '' && !cell.gap) classes.push('blank');
          if (cell.gap) classes.push('gap');
          if (cell.marked) classes.push('marked');
          if (picked === i) classes.push('picked');
          if (drag?.from === i) classes.push('dragging');
          if (drag && drag.over === i && drag.from !== i) classes.push('drop-target');
          return (
            <button
              key={i}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              className={classes.join(' ')}
              tabIndex={i === current ? 0 : -1}
              aria-label={describe(i)}
              aria-pressed={picked === i}
              data-cell={i}
              data-marked={cell.marked ? 'true' : undefined}
              style={{
                fontSize: cellSize * (cell.text.length > 2 ? 0.3 : 0.42),
                transform: drag?.from === i ? `translate(${drag.dx}px, ${drag.dy}px)` : undefined,
              }}
              onFocus={() => setFocus(i)}
              onClick={(e) => {
                // Pointer taps are handled on pointer up; a click with no pointer behind it
                // (detail 0) is Space or Enter, a screen reader or a switch device: a tap.
                if (e.detail === 0) tap(i);
              }}
              onPointerDown={(e) => {
                if (cell.gap || e.button !== 0) return;
                start.current = { x: e.clientX, y: e.clientY, from: i, moved: false };
                // Keep receiving moves when the pointer leaves this cell (and on touch screens).
                grid.current?.setPointerCapture?.(e.pointerId);
              }}
            >
              {cell.marked && (
                <span className="marker" aria-hidden="true">
                  !
                </span>
              )}
              {cell.text}
            </button>
          );
        })}
      </div>
      <p id="editor-grid-help" className="muted small editor-grid-help">
        {t('play.editor.gridHelp')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
