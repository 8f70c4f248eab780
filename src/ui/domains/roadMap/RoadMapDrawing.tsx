/**
 * The road map drawn: roads with their lengths, cities at their positions, the goal ringed and
 * the cities picked for a new road marked. A city can be dragged (mouse, pen or touch) to a new
 * place, handed out when the pointer lifts; a press that does not move picks it. From the
 * keyboard each city is a button: Enter or Space picks it, the arrow keys move it a step.
 */
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Point, WeightedGraph } from '../../../core/domain/graph';
import { mapLayout, screenToDrawing } from './mapLayout';

export interface RoadMapDrawingProps {
  graph: WeightedGraph;
  goal: string;
  picked: readonly string[];
  /** A city dropped at a new place, in the map's own units (whole numbers). */
  onMove: (city: string, at: Point) => void;
  onPick: (city: string) => void;
  label: string;
  cityLabel: (city: string) => string;
  disabled?: boolean;
}

/** Pointer travel (px) below which a press is a pick, not a drag. */
const DRAG_THRESHOLD = 4;

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

export function RoadMapDrawing({
  graph,
  goal,
  picked,
  onMove,
  onPick,
  label,
  cityLabel,
  disabled,
}: RoadMapDrawingProps) {
  const layout = mapLayout(graph);
  const arrow = useId();
  const svg = useRef<SVGSVGElement>(null);
  const press = useRef<{ city: string; x: number; y: number; moved: boolean } | null>(null);
  const [dragged, setDragged] = useState<{ city: string; at: Point } | null>(null);
  const { unit, viewBox } = layout;
  const place = (city: string) => (dragged?.city === city ? dragged.at : layout.at.get(city)!);

  const drawingPoint = (event: PointerEvent) => {
    const box = svg.current?.getBoundingClientRect();
    return box ? screenToDrawing(box, viewBox, event.clientX, event.clientY) : null;
  };

  const onPointerDown = (city: string) => (event: PointerEvent<SVGGElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    press.current = { city, x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGGElement>) => {
    const current = press.current;
    if (!current) return;
    if (!current.moved && Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_THRESHOLD) return;
    current.moved = true;
    const at = drawingPoint(event);
    if (at) setDragged({ city: current.city, at });
  };
  const onPointerUp = () => {
    const current = press.current;
    press.current = null;
    if (!current) return;
    if (!current.moved) onPick(current.city);
    else if (dragged) {
      const { x, y } = layout.toMap(dragged.at);
      onMove(current.city, { x: Math.round(x), y: Math.round(y) });
    }
    setDragged(null);
  };

  const onKeyDown = (city: string) => (event: KeyboardEvent<SVGGElement>) => {
    if (disabled) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(city);
    } else if (event.key in ARROWS) {
      event.preventDefault();
      const [dx, dy] = ARROWS[event.key];
      const { x, y } = layout.toMap(layout.at.get(city)!);
      const step = Math.max(1, Math.round(unit / 2));
      onMove(city, { x: Math.round(x) + dx * step, y: Math.round(y) + dy * step });
    }
  };

  return (
    <svg
      ref={svg}
      className={disabled ? 'rm-drawing rm-stale' : 'rm-drawing'}
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      style={{ aspectRatio: `${viewBox.width} / ${viewBox.height}` }}
      preserveAspectRatio="xMidYMid meet"
      role="group"
      aria-label={label}
      data-testid="road-map-drawing"
    >
      <defs>
        <marker id={arrow} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" className="rm-arrowhead" />
        </marker>
      </defs>
      {graph.roads.map(({ from, to, cost }) => {
        const a = place(from);
        const b = place(to);
        // A one-way road stops at the rim of the city it enters, so its arrowhead shows.
        const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
        const end = graph.directed ? (length - unit * 0.8) / length : 1;
        return (
          <g key={`${from}\n${to}`} className="rm-road">
            <line
              x1={a.x}
              y1={a.y}
              x2={a.x + (b.x - a.x) * end}
              y2={a.y + (b.y - a.y) * end}
              strokeWidth={unit / 6}
              markerEnd={graph.directed ? `url(#${arrow})` : undefined}
            />
            {/* Beside the road's middle, not on it: the number stays clear of the line. */}
            <text
              x={(a.x + b.x) / 2 + ((b.y - a.y) / length) * unit * 0.8}
              y={(a.y + b.y) / 2 - ((b.x - a.x) / length) * unit * 0.8}
              fontSize={unit * 1.1}
              className="rm-length"
            >
              {cost}
            </text>
          </g>
        );
      })}
      {graph.cities.map((city) => {
        const { x, y } = place(city);
        const classes = ['rm-city', city === goal ? 'rm-goal' : '', picked.includes(city) ? 'rm-picked' : '']
          .filter(Boolean)
          .join(' ');
        return (
          <g
            key={city}
            className={classes}
            tabIndex={disabled ? -1 : 0}
            role="button"
            aria-label={cityLabel(city)}
            aria-pressed={picked.includes(city)}
            data-city={city}
            onPointerDown={onPointerDown(city)}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              press.current = null;
              setDragged(null);
            }}
            onKeyDown={onKeyDown(city)}
          >
            <circle cx={x} cy={y} r={unit * 0.7} />
            <text x={x} y={y - unit} fontSize={unit * 1.2} className="rm-name">
              {city}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
