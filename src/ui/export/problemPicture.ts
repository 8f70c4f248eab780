/**
 * A road map's or a grid's whole problem at one step, as the plain shapes an exported frame
 * draws (src/workers/frameDrawing.ts): the same statuses the live views colour (problemStatus.ts),
 * in the light theme's colours, since a GIF goes on a white slide. Null for a domain that has
 * no picture: its animation is then not offered.
 */
import type { GraphDomain } from '../../core/domain/graph/graphDomain';
import type { GridDomain } from '../../core/domain/grid/gridDomain';
import type { AnyDomain } from '../../core/domain/types';
import { WALL } from '../../core/domain/grid/grid';
import type { ProblemStatus, StateStatus } from '../../store/problemStatus';
import type { FramePicture, PictureShape } from '../../workers/frameDrawing';
import { isGrid, isRoadMap } from '../domains/problemMaps';
import { layoutCities } from '../domains/roadMap/layout';

/** The light theme's status colours (src/ui/domains/problemView.css says the same). */
const FILL: Record<StateStatus | 'unreached', string> = {
  unreached: '#ffffff',
  frontier: '#ffd166',
  closed: '#9fb3cf',
  current: '#e63946',
  path: '#2a9d8f',
  forgotten: '#d7b8e8',
};
const INK = '#14213d';
const ROAD = '#9aa3b2';

/** Whether `domain` can be drawn as a picture. */
export function hasPicture(domain: AnyDomain): boolean {
  return isRoadMap(domain) || isGrid(domain);
}

export function problemPicture(domain: AnyDomain, status: ProblemStatus): FramePicture | null {
  if (isRoadMap(domain)) return roadMapPicture(domain, status);
  if (isGrid(domain)) return gridPicture(domain, status);
  return null;
}

function roadMapPicture(domain: GraphDomain, s: ProblemStatus): FramePicture {
  const { graph } = domain;
  const layout = layoutCities(graph);
  const at = (city: string) => {
    const p = layout.at.get(city)!;
    return { x: p.x - layout.minX, y: p.y - layout.minY };
  };
  const shapes: PictureShape[] = [];
  for (const road of graph.roads) {
    const a = at(road.from);
    const b = at(road.to);
    shapes.push({ k: 'line', points: [a.x, a.y, b.x, b.y], stroke: ROAD, px: 1.5 });
  }
  if (s.path.length > 1) {
    const points = s.path.flatMap((key) => {
      const p = at(String(key));
      return [p.x, p.y];
    });
    shapes.push({ k: 'line', points, stroke: FILL.path, px: 4 });
  }
  const above = layout.height * 0.035;
  for (const city of graph.cities) {
    const p = at(city);
    shapes.push({ k: 'dot', x: p.x, y: p.y, px: 5, fill: FILL[s.status.get(city) ?? 'unreached'], ring: INK });
    shapes.push({ k: 'text', x: p.x, y: p.y - above, s: city, px: 10, fill: INK });
  }
  return { width: layout.width, height: layout.height, shapes };
}

function gridPicture(domain: GridDomain, s: ProblemStatus): FramePicture {
  const { grid } = domain;
  const shapes: PictureShape[] = [{ k: 'rect', x: 0, y: 0, w: grid.width, h: grid.height, fill: FILL.unreached }];
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const cost = grid.costs[y * grid.width + x];
      const status = s.status.get(`${x},${y}`);
      // A cell's status over its ground; a weighted cell keeps its tint where nothing reached it.
      const fill = cost === WALL ? INK : status !== undefined ? FILL[status] : cost > 1 ? weightTint(cost) : undefined;
      if (fill !== undefined) shapes.push({ k: 'rect', x, y, w: 1, h: 1, fill });
    }
  }
  // Grid lines, faint, so cells can be counted on a slide.
  for (let x = 0; x <= grid.width; x++)
    shapes.push({ k: 'line', points: [x, 0, x, grid.height], stroke: '#d5dae3', px: 0.5 });
  for (let y = 0; y <= grid.height; y++)
    shapes.push({ k: 'line', points: [0, y, grid.width, y], stroke: '#d5dae3', px: 0.5 });
  return { width: grid.width, height: grid.height, shapes };
}

/** Mud and water: the dearer the cell, the darker its brown (cost 2 to 9). */
function weightTint(cost: number): string {
  const light = Math.round(235 - (cost - 2) * 14);
  return `rgb(${light}, ${Math.round(light * 0.9)}, ${Math.round(light * 0.75)})`;
}
